import {
  ReferralSubjects,
  refereeRegistrationSchema,
  referrerRegistrationSchema,
  verificationTokenSchema,
} from '@referrals/contracts';
import { endpoint, rawParam, type Endpoint } from '@referrals/service-kit';
import { registerReferee } from './use-cases/register-referee.ts';
import { registerReferrer } from './use-cases/register-referrer.ts';
import { referrerBanner } from './use-cases/referrer-banner.ts';
import { resendRefereeVerification } from './use-cases/resend-verification.ts';
import { verifyReferee } from './use-cases/verify-referee.ts';
import { verifyReferrer } from './use-cases/verify-referrer.ts';
import { voucherByCode } from './use-cases/vouchers.ts';

/**
 * Every bus endpoint of the referral service (`referral.health` is added by the kit). All are public: the
 * referral, verification and voucher pages call them without signing in.
 */
export const referralEndpoints: Record<string, Endpoint> = {
  /** `{ body: referrer registration }` -> ReferrerRegisteredDto */
  [ReferralSubjects.registerReferrer]: endpoint({
    access: 'public',
    body: referrerRegistrationSchema,
    handle: ({ em, body, clientAddress, config, log, requestId }) =>
      registerReferrer(em, body, { clientAddress, publicUrl: config.publicUrl, log, requestId }),
  }),

  /** `{ params: { code } }` -> ReferrerBannerDto */
  [ReferralSubjects.referrerByCode]: endpoint({
    access: 'public',
    params: { code: rawParam },
    handle: ({ em, params }) => referrerBanner(em, params.code),
  }),

  /** `{ body: { token } }` -> ReferrerVerifiedDto */
  [ReferralSubjects.verifyReferrer]: endpoint({
    access: 'public',
    body: verificationTokenSchema,
    handle: ({ em, body, config, log, requestId }) =>
      verifyReferrer(em, body, { publicUrl: config.publicUrl, log, requestId }),
  }),

  /** `{ body: referee registration }` -> RefereeRegisteredDto */
  [ReferralSubjects.registerReferee]: endpoint({
    access: 'public',
    body: refereeRegistrationSchema,
    handle: ({ em, body, clientAddress, config, log, requestId }) =>
      registerReferee(em, body, {
        clientAddress,
        publicUrl: config.publicUrl,
        limits: {
          perCode: config.limits.refereeSignupsPerCode,
          perAddress: config.limits.refereeSignupsPerAddress,
        },
        log,
        requestId,
      }),
  }),

  /** `{ body: { token } }` -> RefereeVerifiedDto */
  [ReferralSubjects.verifyReferee]: endpoint({
    access: 'public',
    body: verificationTokenSchema,
    handle: ({ em, body, config, log, requestId }) =>
      verifyReferee(em, body, {
        publicUrl: config.publicUrl,
        voucherValidDays: config.voucherValidDays,
        log,
        requestId,
      }),
  }),

  /** `{ body: { token } }` (the expired link's) -> VerificationResentDto */
  [ReferralSubjects.resendRefereeVerification]: endpoint({
    access: 'public',
    body: verificationTokenSchema,
    handle: ({ em, body, clientAddress, config, log, requestId }) =>
      resendRefereeVerification(em, body, { clientAddress, publicUrl: config.publicUrl, log, requestId }),
  }),

  /** `{ params: { code } }` -> VoucherDto */
  [ReferralSubjects.voucherByCode]: endpoint({
    access: 'public',
    params: { code: rawParam },
    handle: ({ em, params }) => voucherByCode(em, params.code),
  }),
};
