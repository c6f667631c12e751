import type { EntityManager } from '@mikro-orm/sql';
import type { AdminUserDto } from '@referrals/contracts';
import { AdminUser } from '../entities/admin-user.ts';
import { toAdminUserDto } from './admin-user-dto.ts';

/** GET /api/admin/users: every admin, oldest first (any signed-in admin may see them). */
export async function listAdminUsers(em: EntityManager): Promise<AdminUserDto[]> {
  const admins = await em.find(AdminUser, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return admins.map(toAdminUserDto);
}
