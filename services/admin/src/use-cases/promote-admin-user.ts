import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { AdminUserDto } from '@referrals/contracts';
import { AdminUser } from '../entities/admin-user.ts';
import { AdminErrors } from '../errors.ts';
import { toAdminUserDto } from './admin-user-dto.ts';

/**
 * PUT /api/admin/users/{id}/promote-super-admin (super admins only): the admin becomes a super admin for good.
 * Promoting a super admin again changes nothing and answers the admin as it is.
 */
export async function promoteAdminUser(em: EntityManager, id: string): Promise<AdminUserDto> {
  return em.fork().transactional(async (tx) => {
    const admin = await tx.findOne(AdminUser, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!admin) throw AdminErrors.adminNotFound();
    admin.role = 'super_admin';
    return toAdminUserDto(admin);
  });
}
