import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { AdminPrincipal, AdminUserCreateInput, AdminUserDto } from '@referrals/contracts';
import { hashPassword, isUniqueViolation, normalizeEmail } from '@referrals/service-kit';
import { AdminUser } from '../entities/admin-user.ts';
import { AdminErrors } from '../errors.ts';
import { toAdminUserDto } from './admin-user-dto.ts';

/**
 * Adds an admin as given, whoever asks (the caller has checked who may): the e-mail is unique whatever its
 * letter case (ConflictError otherwise, also when another request took it a moment ago), the password is kept
 * as its bcrypt hash only.
 */
export async function addAdminUser(
  em: EntityManager,
  input: AdminUserCreateInput,
  now: Date = new Date(),
): Promise<AdminUserDto> {
  const emailNormalized = normalizeEmail(input.email);
  if ((await em.count(AdminUser, { emailNormalized })) > 0) throw AdminErrors.emailTaken();
  const admin = em.create(AdminUser, {
    id: randomUUID(),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    emailNormalized,
    passwordHash: await hashPassword(input.password),
    role: input.role as AdminUser['role'],
    isActive: true,
    lastLogin: null,
    createdAt: now,
  });
  try {
    await em.flush();
  } catch (error) {
    if (isUniqueViolation(error)) throw AdminErrors.emailTaken();
    throw error;
  }
  return toAdminUserDto(admin);
}

/** POST /api/admin/users: any admin adds admins; only a super admin adds a super admin. */
export async function createAdminUser(
  em: EntityManager,
  caller: AdminPrincipal,
  input: AdminUserCreateInput,
): Promise<AdminUserDto> {
  if (input.role === 'super_admin' && caller.role !== 'super_admin') {
    throw AdminErrors.superAdminRoleNeedsSuperAdmin();
  }
  return addAdminUser(em, input);
}
