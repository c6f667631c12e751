import {
  ReferralSubjects,
  refereeRegistrationSchema,
  referrerRegistrationSchema,
  verificationTokenSchema,
} from '@referrals/contracts';
import { NO_INPUT, type ApiRoute } from './types.ts';

/**
 * The referral loop: the calls the referral service answers for the public referral, verification and voucher
 * pages, all without signing in. `:code` is a referral code or a voucher code; the service answers 404 for
 * anything that is not one.
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
  },
];
