import type { EntityManager } from '@mikro-orm/sql';
import type { AdminPrincipal, AdminUserDto } from '@referrals/contracts';
import { AdminUser } from '../entities/admin-user.ts';
import { AdminErrors } from '../errors.ts';
import { toAdminUserDto } from './admin-user-dto.ts';

/** GET /api/admin/auth/me: the signed-in admin; one deleted or deactivated since is no longer signed in. */
export async function currentAdmin(em: EntityManager, caller: AdminPrincipal): Promise<AdminUserDto> {
  const admin = await em.findOne(AdminUser, { id: caller.adminId, isActive: true });
  if (!admin) throw AdminErrors.sessionInvalid();
  return toAdminUserDto(admin);
}
