import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  ReferralEvents,
  type ReferrerRegisteredData,
  type ReferrerRegisteredDto,
  type ReferrerRegistrationInput,
} from '@referrals/contracts';
import {
  conflictOnUniqueViolation,
  isAppError,
  recordEvent,
  type Logger,
  type RecordAnswer,
  normalizeEmail,
} from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';
import { canonicalEmail, isDisposableEmail, normalizePhone } from './contact.ts';
import { referralLink, verificationLink } from './links.ts';
import { recordReferrerWelcome } from './mails.ts';
import { findOpenCampaign } from './read-models.ts';
import { giveReferrerCode, unusedReferralCode } from './referrer-codes.ts';
import { signUpLogin } from './sign-up-login.ts';
import { issueVerificationToken } from './verification-tokens.ts';

export interface RegisterReferrerContext {
  /** The caller's address (`x-client-address` from the gateway), kept to compare with their referees'. */
  clientAddress: string | null;
  /** `SIGN_IN_FAILURES_PER_ADDRESS`: a sign-up with an e-mail that has a login is a sign-in. */
  failuresPerAddress?: number;
  /** `PUBLIC_URL`: links in the answer and the e-mail. */
  publicUrl: string;
  log: Logger;
  requestId?: string;
  now?: Date;
  /** Records the answer with the membership (the request's idempotency key, `answerOnce`). */
  recordAnswer?: RecordAnswer;
}

/**
 * A customer joins a campaign as a referrer (the referral page without a code): the campaign must be open
 * (active, of an active business). One person, one login: an e-mail that has one must come with its password
 * (throttled as a sign-in); one membership per person per campaign (409). The membership, its unique
 * referral code, the consents with the time they were given, the `referrerRegistered` event and the welcome
 * e-mail (with a confirmation link while the person's e-mail is unconfirmed) commit together. Their link works
 * at once; rewards (part 2) wait for the confirmation. The answer commits with them too (`recordAnswer`).
 */
export async function registerReferrer(
  em: EntityManager,
  input: ReferrerRegistrationInput,
  context: RegisterReferrerContext,
): Promise<ReferrerRegisteredDto> {
  const now = context.now ?? new Date();
  const emailNormalized = normalizeEmail(input.email);
  if (isDisposableEmail(emailNormalized)) throw ReferralErrors.disposableEmail();
  const phoneNormalized = normalizePhone(input.phoneNumber);
  const open = await findOpenCampaign(em, input.campaignId);
  if (!open) throw ReferralErrors.campaignNotOpen();

  // The password first: whether this e-mail joined the campaign is told only to whoever holds the login.
  const login = await signUpLogin(
    em,
    { emailNormalized, password: input.password },
    {
      clientAddress: context.clientAddress,
      failuresPerAddress: context.failuresPerAddress,
      log: context.log,
      now,
    },
  );
  if (
    login.kind === 'existing' &&
    (await em.count(Referrer, { personId: login.person.id, campaignId: input.campaignId })) > 0
  ) {
    throw ReferralErrors.alreadyJoined();
  }
  const referralCode = await unusedReferralCode(em);

  const registered = await conflictOnUniqueViolation(() =>
    em.fork().transactional(async (tx) => {
      const person =
        login.kind === 'existing'
          ? login.person
          : tx.create(Person, {
              id: randomUUID(),
              email: input.email,
              emailNormalized,
              emailCanonical: canonicalEmail(emailNormalized),
              passwordHash: login.passwordHash,
              verifiedAt: null,
              createdAt: now,
            });
      const referrer = tx.create(Referrer, {
        id: randomUUID(),
        personId: person.id,
        campaignId: open.campaign.campaignId,
        businessId: open.business.businessId,
        referralCode,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        phoneNormalized,
        postcode: input.postcode,
        customerDuration: input.customerDuration ?? null,
        testimonial: input.testimonial || null,
        heardAboutBusiness: input.heardAboutBusiness || null,
        programConsentAt: now,
        privacyAcceptedAt: now,
        marketingConsentAt: input.marketingConsent ? now : null,
        clientAddress: context.clientAddress,
        referralCount: 0,
        createdAt: now,
      });
      giveReferrerCode(tx, referrer.id, referralCode, now);
      const isVerified = person.verifiedAt !== null;
      const confirmation = isVerified
        ? null
        : issueVerificationToken(tx, {
            purpose: 'referrer',
            personId: person.id,
            referrerId: referrer.id,
            now,
          });
      const link = referralLink(context.publicUrl, open.business.businessSlug, referralCode);

      recordEvent(
        tx,
        ReferralEvents.referrerRegistered,
        {
          referrerId: referrer.id,
          campaignId: referrer.campaignId,
          firstName: referrer.firstName,
          lastName: referrer.lastName,
          email: person.email,
          phoneNumber: referrer.phoneNumber,
          postcode: referrer.postcode,
          customerDuration: referrer.customerDuration ?? null,
          testimonial: referrer.testimonial ?? null,
          heardAboutBusiness: referrer.heardAboutBusiness ?? null,
          referralCode,
          isVerified,
          createdAt: now.toISOString(),
        } satisfies ReferrerRegisteredData,
        { requestId: context.requestId },
      );
      recordReferrerWelcome(
        tx,
        open,
        {
          referrerId: referrer.id,
          to: person.email,
          firstName: referrer.firstName,
          referralLink: link,
          confirmLink: confirmation && verificationLink(context.publicUrl, confirmation.token, 'referrer'),
        },
        { requestId: context.requestId },
      );
      const answer: ReferrerRegisteredDto = {
        id: referrer.id,
        firstName: referrer.firstName,
        lastName: referrer.lastName,
        email: person.email,
        campaignId: referrer.campaignId,
        campaignName: open.campaign.name,
        referralCode,
        referralLink: link,
        isVerified,
        createdAt: now.toISOString(),
      };
      await context.recordAnswer?.(tx, answer);
      return answer;
    }),
  ).catch(async (error: unknown) => {
    if (!isAppError(error, 'ConflictError')) throw error;
    // A concurrent sign-up with the same e-mail won: it made the login (whose password this one did not
    // give), or the membership itself.
    const person = await em.fork().findOne(Person, { emailNormalized });
    if (
      person &&
      (await em.fork().count(Referrer, { personId: person.id, campaignId: input.campaignId })) > 0
    ) {
      throw ReferralErrors.alreadyJoined();
    }
    throw person ? ReferralErrors.loginPasswordNeeded() : error;
  });

  context.log.info(
    { event: 'referrer-registered', referrerId: registered.id, campaignId: registered.campaignId },
    'referrer registered',
  );
  return registered;
}
