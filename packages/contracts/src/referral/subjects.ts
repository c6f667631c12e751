/** Bus subjects of the referral service (the referral loop): `referral.<operation>`. */
export const ReferralSubjects = {
  /** POST /api/referrers (public): a customer joins a campaign as a referrer. */
  registerReferrer: 'referral.referrers.register',
  /** GET /api/referrers/code/{code} (public): the "You were referred by" banner. */
  referrerByCode: 'referral.referrers.by-code',
  /** POST /api/referrers/verify (public): the referrer confirms their e-mail with the link's token. */
  verifyReferrer: 'referral.referrers.verify',
  /** POST /api/referees (public, invitation only): a friend signs up with a referrer's code. */
  registerReferee: 'referral.referees.register',
  /**
   * POST /api/referees/{id}/email (public, with the sign-up's correction token, throttled): a Pending
   * registration's mistyped e-mail corrected; the new address gets the link, the old one's stops working.
   */
  correctRefereeEmail: 'referral.referees.correct-email',
  /** POST /api/referees/verify (public): the referee confirms their e-mail; issues the voucher. */
  verifyReferee: 'referral.referees.verify',
  /** POST /api/referees/verify/resend (public, throttled): a new link for an expired one. */
  resendRefereeVerification: 'referral.referees.resend-verification',
  /** GET /api/vouchers/code/{code} (public): what the voucher page shows. */
  voucherByCode: 'referral.vouchers.by-code',
  /** POST /api/vouchers/code/{code}/redeem (owner of the voucher's business): redeemed at the counter, once. */
  redeemVoucher: 'referral.vouchers.redeem',
  /** POST /api/referees/counter (owner): a friend who came in without the link, recorded by the business. */
  recordCounterReferral: 'referral.referees.record-at-counter',
  /** GET /api/referees/campaign/{id} (owner): the campaign's referees, searchable, with flags and vouchers. */
  listCampaignReferees: 'referral.referees.list-for-campaign',
  /** GET /api/referees/export/{userId} (owner, paged): every friend of every campaign of the business. */
  exportReferees: 'referral.referees.export',
  /** GET /api/referrers/marketing-consent/{userId} (owner, paged): each referrer's marketing consent. */
  exportReferrerConsents: 'referral.referrers.export-consents',
  /** DELETE /api/referrers/{id} (owner): the referrer leaves the campaign; issued vouchers stay valid. */
  deleteReferrer: 'referral.referrers.delete',
  /**
   * POST /api/referrers/auth and /api/referrers/login (public, throttled): the person's e-mail and password;
   * the reply carries the referrer session the gateway turns into its cookie.
   */
  authenticateReferrer: 'referral.referrers.authenticate',
  /** Bus only (the gateway): the referrer a session token stands for. */
  resolveReferrerSession: 'referral.sessions.resolve',
  /** POST /api/referrers/logout (referrer): ends the session. */
  logoutReferrer: 'referral.referrers.logout',
  /** GET /api/referrers/me (referrer): the same answer as signing in, for a returning page. */
  currentReferrer: 'referral.referrers.me',
  /** GET /api/referrers/stats/{id} (the referrer themself, or the campaign's owner). */
  referrerStats: 'referral.referrers.stats',
  /** GET /api/campaigns/{id}/leaderboard (the campaign's referrers and its owner). */
  leaderboard: 'referral.campaigns.leaderboard',
  /** PATCH /api/referrers/update/{id} (the referrer themself): Account Settings. */
  updateReferrer: 'referral.referrers.update',
  /** PUT /api/referrers/{id}/code (the referrer themself): a personal code; the old ones keep working. */
  setPersonalCode: 'referral.referrers.set-code',
  /** GET /api/referrers/me/data (referrer): everything held about them, as JSON. */
  exportReferrerData: 'referral.referrers.export-own-data',
  /** GET /api/referrers/me/rewards (referrer): their reward vouchers in every campaign, and how rewards are earned. */
  referrerRewards: 'referral.referrers.rewards',
  /** GET /api/referrers/me/friends (referrer): per campaign, the friends they referred (first name, state). */
  referrerFriends: 'referral.referrers.friends',
  /** PATCH /api/referrers/me/preferences (referrer): the postcode and each business's marketing consent. */
  updateReferrerPreferences: 'referral.referrers.update-preferences',
  /** POST /api/referrers/me/delete (referrer, with the password): the account goes, its referrals stay counted. */
  deleteReferrerAccount: 'referral.referrers.delete-account',
  /** POST /api/referrers/password/forgot (public, throttled): e-mails a link to set a new password. */
  requestReferrerPasswordReset: 'referral.password.request-reset',
  /** POST /api/referrers/password/reset (public): the link's token and the new password. */
  resetReferrerPassword: 'referral.password.reset',
  /** POST /api/referrers/login-link (public, throttled): e-mails a single-use sign-in link. */
  requestReferrerLoginLink: 'referral.login-link.request',
  /** POST /api/referrers/login-link/consume (public): the link's token; the reply carries a referrer session. */
  consumeReferrerLoginLink: 'referral.login-link.consume',
  /** GET /api/admin/businesses/{id}/referrers (admin) -> AdminReferrerDto[]. */
  adminBusinessReferrers: 'referral.admin.business-referrers',
  /** GET /api/admin/businesses/{id}/referees (admin) -> AdminRefereeDto[]. */
  adminBusinessReferees: 'referral.admin.business-referees',
  /** GET /api/admin/businesses/{id}/vouchers (admin) -> AdminVoucherDto[]. */
  adminBusinessVouchers: 'referral.admin.business-vouchers',
  /** Workflow step (service): CopyReferrersStepInput -> `{ referrers: number }`. */
  copyReferrersStep: 'referral.workflow.copy-referrers',
  /**
   * Workflow step (service): BusinessStepInput; removes the business's referrers, referees, vouchers, codes
   * and read models (a referrer login left with no campaign is deleted with its sessions). Nothing left: success.
   */
  removeBusinessDataStep: 'referral.workflow.remove-business-data',
} as const;
