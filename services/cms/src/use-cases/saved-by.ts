import {
  AdminSubjects,
  PRINCIPAL_HEADER,
  type AdminPrincipal,
  type AdminUserDto,
} from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';

/** Who saved a revision, as the revision lists show it. */
export interface Saver {
  id: string;
  name: string;
}

/** How long a save waits for the admin service to name the admin before naming them by role. */
const NAME_TIMEOUT_MS = 2_000;

/**
 * The admin saving a change, with their name as the admin service knows it (asked as the admin themselves,
 * `admin.auth.me`). Should the admin service not answer, the save still happens and names the admin by role:
 * a revision list that says "Super admin" is true, a refused save would cost the admin their work.
 */
export async function saverOf(bus: Bus, principal: AdminPrincipal): Promise<Saver> {
  try {
    const me = await bus.request<AdminUserDto>(
      AdminSubjects.me,
      {},
      { headers: { [PRINCIPAL_HEADER]: JSON.stringify(principal) }, timeoutMs: NAME_TIMEOUT_MS },
    );
    return { id: principal.adminId, name: `${me.firstName} ${me.lastName}`.trim() };
  } catch {
    return { id: principal.adminId, name: principal.role === 'super_admin' ? 'Super admin' : 'Admin' };
  }
}
