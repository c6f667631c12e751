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
  /** POST /api/referees/verify (public): the referee confirms their e-mail; issues the voucher. */
  verifyReferee: 'referral.referees.verify',
  /** POST /api/referees/verify/resend (public, throttled): a new link for an expired one. */
  resendRefereeVerification: 'referral.referees.resend-verification',
  /** GET /api/vouchers/code/{code} (public): what the voucher page shows. */
  voucherByCode: 'referral.vouchers.by-code',
} as const;
