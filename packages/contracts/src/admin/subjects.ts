/**
 * Subjects of the admin service. The HTTP routes are under `/api/admin` (gateway/src/routes/admin.ts); every
 * one but sign-in needs an admin bearer token.
 */
export const AdminSubjects = {
  /** POST /api/admin/auth/login (public, throttled): `{ email, password }` -> AdminSignInAnswer. */
  signIn: 'admin.auth.login',
  /** POST /api/admin/auth/logout: ends the caller's session. */
  logout: 'admin.auth.logout',
  /** GET /api/admin/auth/me: the caller, AdminUserDto. */
  me: 'admin.auth.me',
  /** `{ token }` -> `{ principal }`: the gateway resolves a bearer token (the token is the proof). */
  resolveSession: 'admin.session.resolve',
  /** GET /api/admin/users -> AdminUserDto[]. */
  listUsers: 'admin.users.list',
  /** POST /api/admin/users: AdminUserCreateInput -> AdminUserDto. */
  createUser: 'admin.users.create',
  /** PUT /api/admin/users/{id}: AdminUserUpdateInput -> AdminUserDto. */
  updateUser: 'admin.users.update',
  /** DELETE /api/admin/users/{id}. */
  deleteUser: 'admin.users.delete',
  /** PUT /api/admin/users/{id}/promote-super-admin (super admins only; irreversible). */
  promoteUser: 'admin.users.promote',
  /** POST /api/admin/businesses/{id}/duplicate: `{ includeData }` -> AdminWorkflowDto (202, runs on). */
  duplicateBusiness: 'admin.business.duplicate',
  /** DELETE /api/admin/businesses/{id} -> AdminWorkflowDto (202, runs on). */
  deleteBusiness: 'admin.business.delete',
  /** GET /api/admin/workflows -> AdminWorkflowDto[]: the unfinished ones and those of the last 24 hours. */
  listWorkflows: 'admin.workflow.list',
  /** GET /api/admin/workflows/{id} -> AdminWorkflowDto. */
  getWorkflow: 'admin.workflow.get',
} as const;

/** Events of the admin service. */
export const AdminEvents = {
  /**
   * A business workflow was asked for (`{ workflowId }`): recorded in the same transaction as the workflow's
   * row, it is what drives the run, so a run cut short by a crash is delivered again and resumes.
   */
  workflowRequested: 'admin.workflow-requested',
  /** A session ended before its time (logout, the admin deactivated or deleted): `{ adminId }`. */
  sessionsChanged: 'admin.sessions-changed',
} as const;

export interface AdminWorkflowRequestedData {
  workflowId: string;
}
