export const IdentitySubjects = {
  register: 'identity.register',
  login: 'identity.login',
  logout: 'identity.logout',
  me: 'identity.me',
  resolveSession: 'identity.session.resolve',
  /** Points the caller's session at another business of their login. */
  selectBusiness: 'identity.session.select-business',
  listBusinesses: 'identity.business.list',
  getBusiness: 'identity.business.get',
  updateProfile: 'identity.business.update-profile',
  choosePlan: 'identity.business.choose-plan',
  /** The public card of an active business, by slug. */
  publicBusiness: 'identity.business.public-by-slug',
  /** POST /api/password/forgot (public, throttled): e-mails an owner a link to set a new password. */
  requestPasswordReset: 'identity.password.request-reset',
  /** POST /api/password/reset (public): the link's token and the new password; ends every session. */
  resetPassword: 'identity.password.reset',
  /** GET /api/admin/businesses (admin) -> AdminBusinessDto[], newest first. */
  adminListBusinesses: 'identity.admin.list-businesses',
  /** GET /api/admin/businesses/{id} (admin) -> AdminBusinessDto. */
  adminGetBusiness: 'identity.admin.get-business',
  /** PUT /api/admin/businesses/{id} (admin): AdminBusinessUpdateInput -> AdminBusinessDto. */
  adminUpdateBusiness: 'identity.admin.update-business',
  /** PUT /api/admin/businesses/{id}/status (admin): `{ isActive }` -> AdminBusinessDto. */
  adminSetBusinessStatus: 'identity.admin.set-business-status',
  /** Workflow step (service): CopyBusinessStepInput -> `{ business: BusinessRegisteredData }`. */
  copyBusinessStep: 'identity.workflow.copy-business',
  /** Workflow step (service): BusinessStepInput; the business is inactive from then on. */
  deactivateBusinessStep: 'identity.workflow.deactivate-business',
  /**
   * Workflow step (service): BusinessStepInput; the business is deleted, sessions on it move to another
   * business of the login, and a login left with none is deleted with its sessions. Gone already: success.
   */
  removeBusinessStep: 'identity.workflow.remove-business',
} as const;
