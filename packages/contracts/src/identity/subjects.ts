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
  /** Bus only (no gateway route): another business under an existing login. */
  createBusinessForLogin: 'identity.business.create-for-login',
} as const;
