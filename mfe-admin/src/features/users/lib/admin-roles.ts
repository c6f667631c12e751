import type { AdminRole, AdminUserDto } from '@referrals/contracts';

export const ROLE_LABELS: Record<AdminRole, string> = { admin: 'Admin', super_admin: 'Super Admin' };

/** Roles a new administrator may be given in the Create Admin dialog (the server refuses what it must). */
export const CREATE_ROLE_OPTIONS = [
  { value: 'admin', label: ROLE_LABELS.admin },
  { value: 'super_admin', label: ROLE_LABELS.super_admin },
] as const;

/** Roles the Edit dialog offers: super_admin only to a super admin. */
export function editRoleOptions(currentRole: AdminRole): { value: AdminRole; label: string }[] {
  return currentRole === 'super_admin'
    ? [...CREATE_ROLE_OPTIONS]
    : [{ value: 'admin', label: ROLE_LABELS.admin }];
}

/** Super admins can be neither deleted nor promoted: those buttons are not shown on their rows. */
export function canDeleteOrPromote(user: Pick<AdminUserDto, 'role'>): boolean {
  return user.role !== 'super_admin';
}

export const fullName = (user: Pick<AdminUserDto, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();
