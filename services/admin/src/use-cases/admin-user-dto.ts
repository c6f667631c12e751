import type { AdminUserDto } from '@referrals/contracts';
import type { AdminUser } from '../entities/admin-user.ts';

/** An admin as the admin screens show one: everything but the password hash. */
export function toAdminUserDto(admin: AdminUser): AdminUserDto {
  return {
    id: admin.id,
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    role: admin.role,
    isActive: admin.isActive,
    lastLogin: admin.lastLogin ? admin.lastLogin.toISOString() : null,
    createdAt: admin.createdAt.toISOString(),
  };
}
