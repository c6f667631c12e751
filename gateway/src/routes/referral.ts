import {
  ReferralSubjects,
  counterReferralSchema,
  leaderboardQuerySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  personalCodeSchema,
  referrerAccountDeletionSchema,
  referrerSignInSchema,
  referrerUpdateSchema,
  refereeListQuerySchema,
  refereeRegistrationSchema,
  referrerRegistrationSchema,
  verificationTokenSchema,
} from '@referrals/contracts';
import { NO_INPUT, type ApiRoute } from './types.ts';

/**
 * The referral loop: the calls the referral service answers for the public referral, verification and voucher
 * pages, without signing in, the owner's counter (redemption, referrals recorded in store) and referee
 * views, and the referrer portal (its own `referrer` session). `:code` is a referral code or a voucher code;
 * the service answers 404 for anything that is not one, and for an owner or a referrer, for anything that is
 * not theirs.
 */
export const referralRoutes: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/referrers',
    subject: ReferralSubjects.registerReferrer,
    schema: referrerRegistrationSchema,
    access: 'public',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/referrers/code/:code',
    subject: ReferralSubjects.referrerByCode,
    schema: NO_INPUT,
    access: 'public',
    answerCached: { business: { field: 'businessId' } },
  },
  {
    method: 'POST',
    path: '/api/referrers/verify',
    subject: ReferralSubjects.verifyReferrer,
    schema: verificationTokenSchema,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/referees',
    subject: ReferralSubjects.registerReferee,
    schema: refereeRegistrationSchema,
    access: 'public',
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/referees/verify',
    subject: ReferralSubjects.verifyReferee,
    schema: verificationTokenSchema,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/referees/verify/resend',
    subject: ReferralSubjects.resendRefereeVerification,
    schema: verificationTokenSchema,
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/vouchers/code/:code',
    subject: ReferralSubjects.voucherByCode,
    schema: NO_INPUT,
    access: 'public',
    // The owner who scanned the QR with the phone's camera is offered Redeem (`canRedeem`).
    recognises: 'owner',
  },
  {
    method: 'POST',
    path: '/api/vouchers/code/:code/redeem',
    subject: ReferralSubjects.redeemVoucher,
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'POST',
    path: '/api/referees/counter',
    subject: ReferralSubjects.recordCounterReferral,
    schema: counterReferralSchema,
    access: 'owner',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/referees/campaign/:id',
    subject: ReferralSubjects.listCampaignReferees,
    schema: refereeListQuerySchema,
    access: 'owner',
  },
  {
    method: 'DELETE',
    path: '/api/referrers/:id',
    subject: ReferralSubjects.deleteReferrer,
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'POST',
    path: '/api/referrers/auth',
    subject: ReferralSubjects.authenticateReferrer,
    schema: referrerSignInSchema,
    access: 'public',
    session: { issues: 'referrer' },
  },
  {
    // Defined by the contract next to /auth and answered the same way; the portal's screens use /auth.
    method: 'POST',
    path: '/api/referrers/login',
    subject: ReferralSubjects.authenticateReferrer,
    schema: referrerSignInSchema,
    access: 'public',
    session: { issues: 'referrer' },
    alias: true,
  },
  {
    method: 'POST',
    path: '/api/referrers/logout',
    subject: ReferralSubjects.logoutReferrer,
    schema: NO_INPUT,
    access: 'referrer',
    session: { ends: 'referrer' },
  },
  {
    method: 'GET',
    path: '/api/referrers/me',
    subject: ReferralSubjects.currentReferrer,
    schema: NO_INPUT,
    access: 'referrer',
  },
  {
    method: 'GET',
    path: '/api/referrers/me/data',
    subject: ReferralSubjects.exportReferrerData,
    schema: NO_INPUT,
    access: 'referrer',
  },
  {
    method: 'POST',
    path: '/api/referrers/me/delete',
    subject: ReferralSubjects.deleteReferrerAccount,
    schema: referrerAccountDeletionSchema,
    access: 'referrer',
    session: { ends: 'referrer' },
  },
  {
    method: 'PATCH',
    path: '/api/referrers/update/:id',
    subject: ReferralSubjects.updateReferrer,
    schema: referrerUpdateSchema,
    access: 'referrer',
  },
  {
    method: 'PUT',
    path: '/api/referrers/:id/code',
    subject: ReferralSubjects.setPersonalCode,
    schema: personalCodeSchema,
    access: 'referrer',
  },
  {
    // The referrer themself, or the owner of the referrer's campaign. The portal's dashboard reads it on every
    // open: kept per caller, dropped when the referral service announces a change of the campaign's business.
    method: 'GET',
    path: '/api/referrers/stats/:id',
    subject: ReferralSubjects.referrerStats,
    schema: NO_INPUT,
    access: ['referrer', 'owner'],
    answerCached: { business: { field: 'businessId' } },
  },
  {
    // The campaign's referrers, or its owner.
    method: 'GET',
    path: '/api/campaigns/:id/leaderboard',
    subject: ReferralSubjects.leaderboard,
    schema: leaderboardQuerySchema,
    access: ['referrer', 'owner'],
  },
  {
    method: 'POST',
    path: '/api/referrers/password/forgot',
    subject: ReferralSubjects.requestReferrerPasswordReset,
    schema: passwordResetRequestSchema,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/referrers/password/reset',
    subject: ReferralSubjects.resetReferrerPassword,
    schema: passwordResetSchema,
    access: 'public',
  },
];
