import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { AdminPrincipal, AdminUserDto, AdminUserUpdateInput } from '@referrals/contracts';
import { hashPassword, isUniqueViolation, normalizeEmail } from '@referrals/service-kit';
import { AdminUser } from '../entities/admin-user.ts';
import { AdminErrors } from '../errors.ts';
import { toAdminUserDto } from './admin-user-dto.ts';
import { endSessionsOf } from './admin-sessions.ts';

export interface UpdateAdminUserContext {
  requestId?: string;
  now?: Date;
}

/** The rules of an edit: refused edits throw, before anything is written. */
function checkEdit(caller: AdminPrincipal, target: AdminUser, input: AdminUserUpdateInput): void {
  const callerIsSuper = caller.role === 'super_admin';
  if (target.role === 'super_admin' && !callerIsSuper) throw AdminErrors.superAdminEditNeedsSuperAdmin();
  if (target.role === 'super_admin' && input.role !== 'super_admin')
    throw AdminErrors.promotionIrreversible();
  if (input.role === 'super_admin' && !callerIsSuper) throw AdminErrors.superAdminRoleNeedsSuperAdmin();
  if (input.isActive === false && target.id === caller.adminId) throw AdminErrors.cannotDeactivateSelf();
}

/**
 * PUT /api/admin/users/{id}: names, e-mail, role, password (empty keeps the current one) and whether the admin
 * is active. A super admin is edited by super admins only and stays one (promotion is irreversible); only a
 * super admin gives the role; nobody deactivates themself. Deactivating ends the admin's sessions, and
 * `sessionsChanged` commits with it.
 */
export async function updateAdminUser(
  em: EntityManager,
  caller: AdminPrincipal,
  id: string,
  input: AdminUserUpdateInput,
  context: UpdateAdminUserContext = {},
): Promise<AdminUserDto> {
  const now = context.now ?? new Date();
  // Checked before hashing, so a refused edit costs no bcrypt round; checked again under the row lock below.
  const current = await em.findOne(AdminUser, { id });
  if (!current) throw AdminErrors.adminNotFound();
  checkEdit(caller, current, input);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const emailNormalized = normalizeEmail(input.email);

  try {
    return await em.fork().transactional(async (tx) => {
      const admin = await tx.findOne(AdminUser, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!admin) throw AdminErrors.adminNotFound();
      checkEdit(caller, admin, input);
      if ((await tx.count(AdminUser, { emailNormalized, id: { $ne: id } })) > 0)
        throw AdminErrors.emailTaken();

      const deactivating = admin.isActive && input.isActive === false;
      Object.assign(admin, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        emailNormalized,
        role: input.role as AdminUser['role'],
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        ...(passwordHash ? { passwordHash } : {}),
      });
      await tx.flush();
      if (deactivating) await endSessionsOf(tx, admin.id, now, context.requestId);
      return toAdminUserDto(admin);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AdminErrors.emailTaken();
    throw error;
  }
}
