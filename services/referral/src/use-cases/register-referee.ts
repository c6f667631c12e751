import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  askedOfFriend,
  refereeRegistrationSchemaFor,
  type RefereeRegisteredDto,
  type RefereeRegistrationInput,
} from '@referrals/contracts';
import {
  conflictOnUniqueViolation,
  hashSecretToken,
  isAppError,
  newSecretToken,
  type Logger,
  normalizeEmail,
  parseInput,
  type RecordAnswer,
} from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';
import { awaitDecisionIfFlagged } from './decide-referral.ts';
import { canonicalEmail, isDisposableEmail, normalizePhone } from './contact.ts';
import { verificationLink } from './links.ts';
import { recordRefereeVerification } from './mails.ts';
import { countReferral, refuseAsRefereeOf, refuseSecondRegistration } from './referee-rules.ts';
import { findOpenCampaign, type OpenCampaign } from './read-models.ts';
import { findReferrerByCode } from './referrer-codes.ts';
import { sendNewRefereeLink, withLink } from './resend-verification.ts';
import {
  flagsFor,
  lockSignupsFromAddress,
  refuseOverLimits,
  type SignupLimits,
} from './referee-signup-limits.ts';
import { issueVerificationToken } from './verification-tokens.ts';

export interface RegisterRefereeContext {
  /** The caller's address (`x-client-address` from the gateway): counted, and compared with the referrer's. */
  clientAddress: string | null;
  /** `PUBLIC_URL`: the verification link. */
  publicUrl: string;
  limits: SignupLimits;
  log: Logger;
  requestId?: string;
  now?: Date;
  /**
   * Records the answer with the registration, or with the new link of a Pending one (the request's
   * idempotency key, `answerOnce`).
   */
  recordAnswer?: RecordAnswer;
}

/** The referrer whose link was followed, on a campaign open for sign-ups. */
interface Invitation extends OpenCampaign {
  referrer: Referrer;
  referrerPerson: Person;
}

/**
 * A friend signs up through a referrer's link (invitation only: the code of a referrer of this campaign, on a
 * campaign open for sign-ups) with their first name, e-mail and consents, and what else the campaign asks
 * (its `friendFields`: last name, phone number, postcode), each then required; what it does not ask is not
 * kept, even when sent. No password: a friend never signs in, so their login (the e-mail's, or a new one
 * without a password) is only what their registrations hang on. Refused, each with its own message: a
 * disposable e-mail, a phone number that cannot be one, more sign-ups than the hourly limits (per code, per
 * client address: 429), the referrer themselves (same mailbox, or phone when asked), a referrer of the
 * campaign, and a second registration of the e-mail or phone on the campaign. Recorded as flags instead: the
 * same address as the referrer's, a burst under the limit, the referrer's name (first and last, so only when
 * the last name is asked); all but the first need the owner's decision (decide-referral.ts), which the
 * referrer's rewards wait for.
 * The referee is Pending: the registration, the `refereeRegistered` event and the e-mail with their
 * single-use link commit together. No voucher exists until they follow it (verify-referee.ts).
 *
 * The answer carries a secret for this page alone (`correctionToken`), with which "Wrong address?" corrects
 * the e-mail of the registration while it is Pending (correct-referee-email.ts).
 *
 * Signing up again with the e-mail of a registration of the campaign that is still Pending (its e-mail never
 * arrived, or was lost) registers nothing: that registration gets a new link (throttled like the one asked for
 * on the verification page; earlier links stop working), and the answer says so. Only what the person typed
 * comes back, so that an e-mail address tells a stranger nothing of the registration beyond that it exists
 * (which the refusal of a second one tells anyway). A Verified one is refused as a second registration.
 */
export async function registerReferee(
  em: EntityManager,
  form: RefereeRegistrationInput,
  context: RegisterRefereeContext,
): Promise<RefereeRegisteredDto> {
  const now = context.now ?? new Date();
  const emailNormalized = normalizeEmail(form.email);
  const emailCanonical = canonicalEmail(emailNormalized);
  if (isDisposableEmail(emailNormalized)) throw ReferralErrors.disposableEmail();
  const invitation = await findInvitation(em, form.referralCode, form.campaignId);
  const input = askedOfFriend(
    await parseInput(refereeRegistrationSchemaFor(invitation.campaign.friendFields), form),
    invitation.campaign.friendFields,
  );
  const phoneNormalized = input.phoneNumber ? normalizePhone(input.phoneNumber) : null;
  const earlier = await em.findOne(Referee, { campaignId: input.campaignId, emailCanonical });
  const pending = earlier && !earlier.verifiedAt ? withLink(earlier) : null;
  if (pending) {
    const resent: RefereeRegisteredDto = {
      id: pending.id,
      firstName: input.firstName,
      campaignId: pending.campaignId,
      isVerified: false,
      email: input.email,
      verificationResent: true,
      correctionToken: null,
    };
    await sendNewRefereeLink(em, pending, {
      ...context,
      inTransaction: async (tx) => context.recordAnswer?.(tx, resent),
    });
    return resent;
  }
  // A cheap look before the password's bcrypt: the transaction counts again, under locks.
  await refuseOverLimits(em, invitation.referrer, context.clientAddress, context.limits, now);

  await refuseAsRefereeOf(em, invitation.referrer, invitation.referrerPerson, {
    emailCanonical,
    phoneNormalized,
  });
  const login = await em.findOne(Person, { emailNormalized });
  const correctionToken = newSecretToken();

  const registered = await conflictOnUniqueViolation(() =>
    em.fork().transactional(async (tx) => {
      // Sign-ups through one code take turns (the referrer's row), and so do sign-ups from one address: the
      // limits and the flags count what committed before, and concurrent sign-ups cannot pass a limit together.
      const referrer = await tx.findOneOrFail(Referrer, invitation.referrer.id, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
        refresh: true,
      });
      if (referrer.deletedAt) throw ReferralErrors.invalidReferralLink();
      await lockSignupsFromAddress(tx, context.clientAddress);
      const recent = await refuseOverLimits(tx, referrer, context.clientAddress, context.limits, now);

      const person =
        login ??
        tx.create(Person, {
          id: randomUUID(),
          email: input.email,
          emailNormalized,
          emailCanonical,
          passwordHash: null,
          verifiedAt: null,
          createdAt: now,
        });
      const referee = tx.create(Referee, {
        id: randomUUID(),
        personId: person.id,
        campaignId: referrer.campaignId,
        referrerId: referrer.id,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        emailCanonical,
        phoneNumber: input.phoneNumber || null,
        phoneNormalized,
        postcode: input.postcode,
        programConsentAt: now,
        privacyAcceptedAt: now,
        marketingConsentAt: input.marketingConsent ? now : null,
        clientAddress: context.clientAddress,
        correctionTokenHash: hashSecretToken(correctionToken),
        flags: flagsFor(
          { firstName: input.firstName, lastName: input.lastName, clientAddress: context.clientAddress },
          referrer,
          recent.fromCode,
          context.limits,
        ),
        verifiedAt: null,
        createdAt: now,
      });
      const link = issueVerificationToken(tx, {
        purpose: 'referee',
        personId: person.id,
        refereeId: referee.id,
        now,
      });
      countReferral(tx, referrer, referee, context.requestId);
      await awaitDecisionIfFlagged(tx, referee, context.requestId);
      recordRefereeVerification(
        tx,
        invitation,
        {
          tokenId: link.record.id,
          to: input.email,
          firstName: referee.firstName,
          link: verificationLink(context.publicUrl, link.token, 'referee'),
          rewardName: invitation.campaign.inviteeReward?.name ?? null,
        },
        { requestId: context.requestId },
      );
      const answer: RefereeRegisteredDto = {
        id: referee.id,
        firstName: referee.firstName,
        campaignId: referee.campaignId,
        isVerified: false,
        email: input.email,
        verificationResent: false,
        correctionToken,
      };
      // The correction secret is kept with the answer until the key expires: a retry must get it to offer
      // "Wrong address?", and only the same key with the same form is answered it.
      await context.recordAnswer?.(tx, answer);
      return { referee, flags: referee.flags, answer };
    }),
  ).catch(async (error: unknown) => {
    if (!isAppError(error, 'ConflictError')) throw error;
    // A concurrent sign-up won: with the same e-mail or phone on this campaign, or making the e-mail's login.
    await refuseSecondRegistration(em.fork(), input.campaignId, emailCanonical, phoneNormalized);
    throw error;
  });

  const { referee, flags, answer } = registered;
  context.log.info(
    {
      event: 'referee-registered',
      refereeId: referee.id,
      referrerId: referee.referrerId,
      campaignId: referee.campaignId,
      flags: flags.map(({ kind }) => kind),
    },
    'referee registered',
  );
  return answer;
}

/**
 * The referrer of the code (their current one or an earlier one), when the code is one of a referrer of
 * `campaignId` and the campaign is open. The same answer for every other case, so that codes cannot be tried
 * against campaigns.
 */
async function findInvitation(em: EntityManager, rawCode: string, campaignId: string): Promise<Invitation> {
  const referrer = await findReferrerByCode(em, rawCode, campaignId);
  if (!referrer) throw ReferralErrors.invalidReferralLink();
  const open = await findOpenCampaign(em, campaignId);
  if (!open) throw ReferralErrors.campaignNotOpen();
  const referrerPerson = await em.findOneOrFail(Person, referrer.personId);
  return { ...open, referrer, referrerPerson };
}
