import {
  ReferralReviewSubjects,
  ReferralSubjects,
  businessStepSchema,
  copyReferrersStepSchema,
  counterReferralSchema,
  exportPageQuerySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  leaderboardQuerySchema,
  loginLinkConsumeSchema,
  loginLinkRequestSchema,
  personalCodeSchema,
  refereeListQuerySchema,
  refereeEmailCorrectionSchema,
  refereeRegistrationSchema,
  referrerAccountDeletionSchema,
  referrerPreferencesSchema,
  referrerRegistrationSchema,
  referrerSignInSchema,
  referrerUpdateSchema,
  referralDecisionSchema,
  verificationTokenSchema,
  voucherRedemptionSchema,
} from '@referrals/contracts';
import { answerOnce, endpoint, rawParam, uuidParam, type Endpoint } from '@referrals/service-kit';
import { ReferralErrors } from './errors.ts';
import {
  adminBusinessReferees,
  adminBusinessReferrers,
  adminBusinessVouchers,
} from './use-cases/admin-business-reads.ts';
import { copyReferrers } from './use-cases/copy-referrers.ts';
import { countReferralReviews, decideReferral, listReferralReviews } from './use-cases/decide-referral.ts';
import { deleteReferrer } from './use-cases/delete-referrer.ts';
import { deleteReferrerAccount } from './use-cases/delete-referrer-account.ts';
import { exportBusinessReferees, exportReferrerConsents } from './use-cases/export-business-referrals.ts';
import { exportReferrerData } from './use-cases/export-referrer-data.ts';
import { leaderboard } from './use-cases/leaderboard.ts';
import { listCampaignReferees } from './use-cases/list-campaign-referees.ts';
import { recordCounterReferral } from './use-cases/record-counter-referral.ts';
import { redeemVoucher } from './use-cases/redeem-voucher.ts';
import { correctRefereeEmail } from './use-cases/correct-referee-email.ts';
import { registerReferee } from './use-cases/register-referee.ts';
import { removeBusinessData } from './use-cases/remove-business-data.ts';
import { registerReferrer } from './use-cases/register-referrer.ts';
import { currentReferrer } from './use-cases/referrer-account.ts';
import { referrerFriends, referrerRewards } from './use-cases/referrer-portal-reads.ts';
import { referrerBanner } from './use-cases/referrer-banner.ts';
import { consumeReferrerLoginLink, requestReferrerLoginLink } from './use-cases/referrer-login-link.ts';
import { closeReferrerSession, resolveReferrerSession } from './use-cases/referrer-sessions.ts';
import { referrerStats } from './use-cases/referrer-stats.ts';
import { requestReferrerPasswordReset } from './use-cases/request-referrer-password-reset.ts';
import { resendRefereeVerification } from './use-cases/resend-verification.ts';
import { resetReferrerPassword } from './use-cases/reset-referrer-password.ts';
import { setPersonalCode } from './use-cases/set-personal-code.ts';
import { signInReferrer } from './use-cases/sign-in-referrer.ts';
import { updateReferrer } from './use-cases/update-referrer.ts';
import { updateReferrerPreferences } from './use-cases/update-referrer-preferences.ts';
import { verifyReferee } from './use-cases/verify-referee.ts';
import { verifyReferrer } from './use-cases/verify-referrer.ts';
import { voucherByCode } from './use-cases/vouchers.ts';

/**
 * Every bus endpoint of the referral service (`referral.health` is added by the kit): public ones for the
 * referral, verification and voucher pages, which call them without signing in, and the owner's (redemption
 * and referrals recorded at the counter, referees, referrers), each answering 404 for what is not of a
 * business of the owner's login, the administrators' reads of a business, and the steps of the business
 * workflows the admin service runs (bus only, for services).
 *
 * A redemption, a friend's sign-up and a referrer's join take an idempotency key (`answerOnce`): a retry whose
 * first attempt committed is given the first answer instead of "already redeemed" or "already joined". Whose key
 * it is: the owner's login for a redemption; a public sign-up has no session, so its key is kept per campaign
 * and the request itself is the proof: only the same key (a random UUID a stranger cannot guess) with the same
 * form is answered, and the same key with another form is refused.
 */
export const referralEndpoints: Record<string, Endpoint> = {
  /** `{ body: referrer registration }` -> ReferrerRegisteredDto */
  [ReferralSubjects.registerReferrer]: endpoint({
    access: 'public',
    body: referrerRegistrationSchema,
    handle: ({ em, body, clientAddress, config, log, requestId, idempotencyKey, clock }) =>
      answerOnce(
        em,
        {
          scope: ReferralSubjects.registerReferrer,
          caller: `campaign:${body.campaignId}`,
          key: idempotencyKey,
          request: body,
          now: clock.now(),
        },
        (recordAnswer) =>
          registerReferrer(em, body, {
            clientAddress,
            failuresPerAddress: config.limits.signInFailuresPerAddress,
            publicUrl: config.publicUrl,
            log,
            requestId,
            recordAnswer,
          }),
      ),
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
      verifyReferrer(em, body, {
        publicUrl: config.publicUrl,
        voucherValidDays: config.voucherValidDays,
        log,
        requestId,
      }),
  }),

  /** `{ body: referee registration }` -> RefereeRegisteredDto */
  [ReferralSubjects.registerReferee]: endpoint({
    access: 'public',
    body: refereeRegistrationSchema,
    handle: ({ em, body, clientAddress, config, log, requestId, idempotencyKey, clock }) =>
      answerOnce(
        em,
        {
          scope: ReferralSubjects.registerReferee,
          caller: `campaign:${body.campaignId}`,
          key: idempotencyKey,
          request: body,
          now: clock.now(),
        },
        (recordAnswer) =>
          registerReferee(em, body, {
            clientAddress,
            publicUrl: config.publicUrl,
            limits: {
              perCode: config.limits.refereeSignupsPerCode,
              perAddress: config.limits.refereeSignupsPerAddress,
            },
            log,
            requestId,
            recordAnswer,
          }),
      ),
  }),

  /** `{ params: { id }, body: { correctionToken, email } }` -> RefereeRegisteredDto (at the new address) */
  [ReferralSubjects.correctRefereeEmail]: endpoint({
    access: 'public',
    params: { id: uuidParam(ReferralErrors.signUpNotCorrectable) },
    body: refereeEmailCorrectionSchema,
    handle: ({ em, params, body, clientAddress, config, log, requestId }) =>
      correctRefereeEmail(em, params.id, body, {
        clientAddress,
        publicUrl: config.publicUrl,
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

  /** `{ body: { email } }` -> PasswordResetAnswerDto, the same whatever the e-mail; e-mails a link to a known one. */
  [ReferralSubjects.requestReferrerPasswordReset]: endpoint({
    access: 'public',
    body: passwordResetRequestSchema,
    handle: ({ em, body, clientAddress, config, log, requestId }) =>
      requestReferrerPasswordReset(em, body, {
        clientAddress,
        perAddress: config.limits.passwordResetsPerAddress,
        publicUrl: config.publicUrl,
        platformPostalAddress: config.platformPostalAddress,
        log,
        requestId,
      }),
  }),

  /** `{ body: { token, password } }` -> PasswordResetAnswerDto; ends every referrer session of the person. */
  [ReferralSubjects.resetReferrerPassword]: endpoint({
    access: 'public',
    body: passwordResetSchema,
    handle: ({ em, body, log, requestId }) => resetReferrerPassword(em, body, { log, requestId }),
  }),

  /** `{ params: { code } }` -> VoucherDto (`canRedeem` for an owner of its business) */
  [ReferralSubjects.voucherByCode]: endpoint({
    access: 'public',
    params: { code: rawParam },
    handle: ({ em, params, principal }) => voucherByCode(em, params.code, principal),
  }),

  /** owner, `{ params: { code }, body: { approve } }` -> VoucherRedeemedDto */
  [ReferralSubjects.redeemVoucher]: endpoint({
    access: 'owner',
    params: { code: rawParam },
    body: voucherRedemptionSchema,
    handle: ({ em, principal, params, body, config, log, requestId, idempotencyKey, clock }) =>
      answerOnce(
        em,
        {
          scope: ReferralSubjects.redeemVoucher,
          caller: `login:${principal.loginId}`,
          key: idempotencyKey,
          request: { code: params.code, body },
          now: clock.now(),
        },
        (recordAnswer) =>
          redeemVoucher(em, principal, params.code, body, {
            publicUrl: config.publicUrl,
            voucherValidDays: config.voucherValidDays,
            log,
            requestId,
            recordAnswer,
          }),
      ),
  }),

  /** owner, `{ body: counter referral }` -> CounterReferralDto */
  [ReferralSubjects.recordCounterReferral]: endpoint({
    access: 'owner',
    body: counterReferralSchema,
    handle: ({ em, principal, body, config, log, requestId }) =>
      recordCounterReferral(em, principal, body, {
        publicUrl: config.publicUrl,
        voucherValidDays: config.voucherValidDays,
        limits: {
          perCode: config.limits.refereeSignupsPerCode,
          perAddress: config.limits.refereeSignupsPerAddress,
        },
        log,
        requestId,
      }),
  }),

  /** owner, `{ params: { id }, query: { search, limit } }` -> CampaignRefereeDto[], newest first */
  [ReferralSubjects.listCampaignReferees]: endpoint({
    access: 'owner',
    params: { id: uuidParam(ReferralErrors.campaignNotFound) },
    query: refereeListQuerySchema,
    handle: ({ em, principal, params, query }) => listCampaignReferees(em, principal, params.id, query),
  }),

  /** owner, `{ params: { userId }, query: { after?, limit? } }` -> ExportPage<RefereeExportRecord> */
  [ReferralSubjects.exportReferees]: endpoint({
    access: 'owner',
    params: { userId: uuidParam(ReferralErrors.businessNotFound) },
    query: exportPageQuerySchema,
    handle: ({ em, principal, params, query }) => exportBusinessReferees(em, principal, params.userId, query),
  }),

  /** owner, `{ params: { userId }, query: { after?, limit? } }` -> ExportPage<ReferrerConsentRecord> */
  [ReferralSubjects.exportReferrerConsents]: endpoint({
    access: 'owner',
    params: { userId: uuidParam(ReferralErrors.businessNotFound) },
    query: exportPageQuerySchema,
    handle: ({ em, principal, params, query }) => exportReferrerConsents(em, principal, params.userId, query),
  }),

  /** owner, `{ params: { id } }` -> ReferralReviewListDto */
  [ReferralReviewSubjects.listReferralReviews]: endpoint({
    access: 'owner',
    params: { id: uuidParam(ReferralErrors.campaignNotFound) },
    handle: ({ em, principal, params }) => listReferralReviews(em, principal, params.id),
  }),

  /** owner -> ReferralReviewCountDto */
  [ReferralReviewSubjects.countReferralReviews]: endpoint({
    access: 'owner',
    handle: ({ em, principal }) => countReferralReviews(em, principal),
  }),

  /** owner, `{ params: { id }, body: { decision, reason } }` -> ReferralDecidedDto */
  [ReferralReviewSubjects.decideReferral]: endpoint({
    access: 'owner',
    params: { id: uuidParam(ReferralErrors.referralNotFound) },
    body: referralDecisionSchema,
    handle: ({ em, principal, params, body, config, log, requestId }) =>
      decideReferral(em, principal, params.id, body, {
        publicUrl: config.publicUrl,
        voucherValidDays: config.voucherValidDays,
        log,
        requestId,
      }),
  }),

  /** owner, `{ params: { id } }` -> `{ message }` */
  [ReferralSubjects.deleteReferrer]: endpoint({
    access: 'owner',
    params: { id: uuidParam(ReferralErrors.referrerNotFoundForOwner) },
    handle: ({ em, principal, params, bus, log, requestId }) =>
      deleteReferrer(em, principal, params.id, { bus, log, requestId }),
  }),

  /** `{ body: { email, password } }` -> ReferrerAuthDto and `session` (the gateway makes it the cookie) */
  [ReferralSubjects.authenticateReferrer]: endpoint({
    access: 'public',
    body: referrerSignInSchema,
    handle: ({ em, body, clientAddress, config, log }) =>
      signInReferrer(em, body, {
        clientAddress,
        failuresPerAddress: config.limits.signInFailuresPerAddress,
        publicUrl: config.publicUrl,
        log,
      }),
  }),

  /** `{ body: { email } }` -> LoginLinkAnswerDto, the same whatever the e-mail; e-mails a sign-in link to a known one. */
  [ReferralSubjects.requestReferrerLoginLink]: endpoint({
    access: 'public',
    body: loginLinkRequestSchema,
    handle: ({ em, body, clientAddress, config, log, requestId }) =>
      requestReferrerLoginLink(em, body, {
        clientAddress,
        failuresPerAddress: config.limits.signInFailuresPerAddress,
        publicUrl: config.publicUrl,
        log,
        requestId,
      }),
  }),

  /** `{ body: { token } }` -> ReferrerAuthDto and `session`, as signing in with the password. */
  [ReferralSubjects.consumeReferrerLoginLink]: endpoint({
    access: 'public',
    body: loginLinkConsumeSchema,
    handle: ({ em, body, config, log }) =>
      consumeReferrerLoginLink(em, body, { publicUrl: config.publicUrl, log }),
  }),

  /**
   * `{ token }` -> `{ principal }`; the gateway asks this on every request that carries a referrer session
   * cookie, before it knows who calls, so anyone may ask (the token is the proof).
   */
  [ReferralSubjects.resolveReferrerSession]: endpoint({
    access: 'public',
    handle: async ({ em, data }) => ({
      principal: await resolveReferrerSession(em, (data as { token?: unknown } | null)?.token),
    }),
  }),

  /** referrer -> `{ message }`; ends the session the request came with. */
  [ReferralSubjects.logoutReferrer]: endpoint({
    access: 'referrer',
    handle: async ({ em, principal, requestId }) => {
      await closeReferrerSession(em, principal, { requestId });
      return { message: 'Logged out' };
    },
  }),

  /** referrer -> ReferrerAuthDto */
  [ReferralSubjects.currentReferrer]: endpoint({
    access: 'referrer',
    handle: ({ em, principal, config }) => currentReferrer(em, principal, config.publicUrl),
  }),

  /** referrer, `{ params: { id }, body: account settings }` -> ReferrerAccountDto */
  [ReferralSubjects.updateReferrer]: endpoint({
    access: 'referrer',
    params: { id: uuidParam(ReferralErrors.membershipNotFound) },
    body: referrerUpdateSchema,
    handle: ({ em, principal, params, body, bus, config, log, requestId }) =>
      updateReferrer(em, principal, params.id, body, { publicUrl: config.publicUrl, bus, log, requestId }),
  }),

  /** referrer -> ReferrerDataExportDto */
  [ReferralSubjects.exportReferrerData]: endpoint({
    access: 'referrer',
    handle: ({ em, principal }) => exportReferrerData(em, principal),
  }),

  /** referrer -> ReferrerRewardsDto (their own reward vouchers only) */
  [ReferralSubjects.referrerRewards]: endpoint({
    access: 'referrer',
    handle: ({ em, principal }) => referrerRewards(em, principal),
  }),

  /** referrer -> ReferrerFriendsDto (the friends they referred: first name, state, month) */
  [ReferralSubjects.referrerFriends]: endpoint({
    access: 'referrer',
    handle: ({ em, principal }) => referrerFriends(em, principal),
  }),

  /** referrer, `{ body: { postcode, marketingConsent } }` -> ReferrerAuthDto */
  [ReferralSubjects.updateReferrerPreferences]: endpoint({
    access: 'referrer',
    body: referrerPreferencesSchema,
    handle: ({ em, principal, body, config, log, requestId }) =>
      updateReferrerPreferences(em, principal, body, { publicUrl: config.publicUrl, log, requestId }),
  }),

  /** referrer, `{ body: { password } }` -> `{ message }` */
  [ReferralSubjects.deleteReferrerAccount]: endpoint({
    access: 'referrer',
    body: referrerAccountDeletionSchema,
    handle: ({ em, principal, body, bus, log, requestId }) =>
      deleteReferrerAccount(em, principal, body, { bus, log, requestId }),
  }),

  /** referrer (their own membership) or owner (of its campaign), `{ params: { id } }` -> ReferrerStatsDto */
  [ReferralSubjects.referrerStats]: endpoint({
    access: ['referrer', 'owner'],
    params: { id: uuidParam(ReferralErrors.referrerNotFoundForOwner) },
    handle: ({ em, principal, params }) => referrerStats(em, principal, params.id),
  }),

  /** referrer (a member) or owner, `{ params: { id }, query: { limit } }` -> LeaderboardEntryDto[] */
  [ReferralSubjects.leaderboard]: endpoint({
    access: ['referrer', 'owner'],
    params: { id: uuidParam(ReferralErrors.campaignNotFound) },
    query: leaderboardQuerySchema,
    handle: ({ em, principal, params, query }) => leaderboard(em, principal, params.id, query),
  }),

  /** referrer, `{ params: { id }, body: { code } }` -> ReferrerAccountDto */
  [ReferralSubjects.setPersonalCode]: endpoint({
    access: 'referrer',
    params: { id: uuidParam(ReferralErrors.membershipNotFound) },
    body: personalCodeSchema,
    handle: ({ em, principal, params, body, config, log, requestId }) =>
      setPersonalCode(em, principal, params.id, body, { publicUrl: config.publicUrl, log, requestId }),
  }),

  /** admin, `{ params: { id } }` (a business id) -> AdminReferrerDto[], newest first */
  [ReferralSubjects.adminBusinessReferrers]: endpoint({
    access: 'admin',
    params: { id: uuidParam(ReferralErrors.businessNotFound) },
    handle: ({ em, params }) => adminBusinessReferrers(em, params.id),
  }),

  /** admin, `{ params: { id } }` (a business id) -> AdminRefereeDto[], newest first */
  [ReferralSubjects.adminBusinessReferees]: endpoint({
    access: 'admin',
    params: { id: uuidParam(ReferralErrors.businessNotFound) },
    handle: ({ em, params }) => adminBusinessReferees(em, params.id),
  }),

  /** admin, `{ params: { id } }` (a business id) -> AdminVoucherDto[], newest first */
  [ReferralSubjects.adminBusinessVouchers]: endpoint({
    access: 'admin',
    params: { id: uuidParam(ReferralErrors.businessNotFound) },
    handle: ({ em, params }) => adminBusinessVouchers(em, params.id),
  }),

  /** service, CopyReferrersStepInput -> `{ referrers }`; once per `(workflowId, step)` */
  [ReferralSubjects.copyReferrersStep]: endpoint({
    access: 'service',
    message: copyReferrersStepSchema,
    handle: ({ em, message, log, requestId }) => copyReferrers(em, message, { log, requestId }),
  }),

  /** service, BusinessStepInput -> what was removed; once per `(workflowId, step)` */
  [ReferralSubjects.removeBusinessDataStep]: endpoint({
    access: 'service',
    message: businessStepSchema,
    handle: ({ em, message, bus, log, requestId }) =>
      removeBusinessData(em, message, { bus, log, requestId }),
  }),
};
