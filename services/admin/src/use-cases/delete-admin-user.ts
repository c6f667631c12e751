import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { AdminPrincipal } from '@referrals/contracts';
import { AdminUser } from '../entities/admin-user.ts';
import { AdminErrors } from '../errors.ts';
import { recordSessionsChanged } from './admin-sessions.ts';

/**
 * DELETE /api/admin/users/{id}: removes an admin and its sessions; `sessionsChanged` commits with it. Super
 * admins are never deleted, and nobody deletes themself.
 */
export async function deleteAdminUser(
  em: EntityManager,
  caller: AdminPrincipal,
  id: string,
  context: { requestId?: string } = {},
): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const admin = await tx.findOne(AdminUser, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!admin) throw AdminErrors.adminNotFound();
    if (admin.id === caller.adminId) throw AdminErrors.cannotDeleteSelf();
    if (admin.role === 'super_admin') throw AdminErrors.superAdminUndeletable();
    // Its sessions go with it (the foreign key cascades).
    await tx.nativeDelete(AdminUser, { id: admin.id });
    recordSessionsChanged(tx, admin.id, context.requestId);
  });
}
