import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  LOGIN_LINK_REQUESTED,
  LOGIN_LINK_VALID_MINUTES,
  type LoginLinkAnswerDto,
  type LoginLinkConsumeInput,
  type LoginLinkRequestInput,
} from '@referrals/contracts';
import {
  clearFailures,
  newSessionToken,
  normalizeEmail,
  presentedTokenHash,
  recordFailure,
  secondsUntilAllowed,
  signInEmailThrottleKey,
  signInThrottleKeys,
  type Logger,
  type ThrottleKey,
} from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferrerLoginLink } from '../entities/referrer-login-link.ts';
import { ReferralErrors } from '../errors.ts';
import { recordReferrerLoginLink } from './mails.ts';
import { referrerAuth } from './referrer-account.ts';
import { openReferrerSession, sweepExpiredReferrerSessions } from './referrer-sessions.ts';
import type { SignedInReferrer } from './sign-in-referrer.ts';

export const LOGIN_LINK_VALID_MS = LOGIN_LINK_VALID_MINUTES * 60 * 1000;

export interface RequestLoginLinkContext {
  clientAddress: string | null;
  /** `SIGN_IN_FAILURES_PER_ADDRESS`: the same limit per client address as signing in with the password. */
  failuresPerAddress?: number;
  /** `PUBLIC_URL`: the origin of the e-mailed link. */
  publicUrl: string;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * The counters a request for a sign-in link counts against: the sign-in's limits (per e-mail and per client
 * address) on counters of their own, so that asking for links neither spends nor clears password attempts.
 */
function loginLinkThrottleKeys(
  emailNormalized: string,
  clientAddress: string | null,
  failuresPerAddress?: number,
): ThrottleKey[] {
  return signInThrottleKeys(emailNormalized, clientAddress, failuresPerAddress).map(({ key, policy }) => ({
    key: `login-link:${key}`,
    policy,
  }));
}

/**
 * POST /api/referrers/login-link: e-mails a single-use link to `/referrer/login/{token}`, valid
 * LOGIN_LINK_VALID_MINUTES, when the e-mail has a login with a live membership. Always the same answer for a
 * known e-mail or not; every request counts against the sign-in's limits, and over them it is a 429 like a
 * throttled sign-in (for a known e-mail or not alike), with nothing sent.
 */
export async function requestReferrerLoginLink(
  em: EntityManager,
  input: LoginLinkRequestInput,
  context: RequestLoginLinkContext,
): Promise<LoginLinkAnswerDto> {
  const now = context.now ?? new Date();
  const answer = { message: LOGIN_LINK_REQUESTED };
  const emailNormalized = normalizeEmail(input.email);
  const keys = loginLinkThrottleKeys(emailNormalized, context.clientAddress, context.failuresPerAddress);
  const retryAfterSeconds = await secondsUntilAllowed(em, keys, now);
  if (retryAfterSeconds > 0) {
    context.log.warn({ event: 'referrer-login-link-throttled' }, 'sign-in link refused: too many requests');
    throw ReferralErrors.tooManyLoginLinkRequests(retryAfterSeconds);
  }
  await recordFailure(em, keys, now);

  const person = await em.findOne(Person, { emailNormalized });
  const membership =
    person &&
    (await em.findOne(
      Referrer,
      { personId: person.id, deletedAt: null },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    ));
  if (!person || !membership) return answer;
  const campaign = await em.findOne(KnownCampaign, membership.campaignId);
  const business = await em.findOne(KnownBusiness, membership.businessId);
  if (!campaign || !business) {
    context.log.warn(
      { event: 'referrer-login-link-unbranded', referrerId: membership.id },
      'sign-in link not sent: the campaign or business of the latest membership is unknown',
    );
    return answer;
  }

  await em.fork().transactional(async (tx) => {
    await tx.nativeDelete(ReferrerLoginLink, {
      accountId: person.id,
      $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lte: now } }],
    });
    const { token, tokenHash, expiresAt } = newSessionToken(now, LOGIN_LINK_VALID_MS);
    const linkId = randomUUID();
    tx.create(ReferrerLoginLink, {
      id: linkId,
      tokenHash,
      accountId: person.id,
      expiresAt,
      usedAt: null,
      createdAt: now,
    });
    recordReferrerLoginLink(
      tx,
      { campaign, business },
      {
        linkId,
        to: person.email,
        firstName: membership.firstName,
        link: `${context.publicUrl}/referrer/login/${token}`,
        validMinutes: LOGIN_LINK_VALID_MINUTES,
      },
      { requestId: context.requestId },
    );
  });
  context.log.info({ event: 'referrer-login-link-requested', personId: person.id }, 'sign-in link e-mailed');
  return answer;
}

/**
 * Ends every e-mailed sign-in link of `personId` not used yet, in the caller's transaction: a link sent to an
 * address the person no longer uses, before a password they replaced, or for an account they deleted must not
 * sign anybody in afterwards. Called wherever the person's credentials change or their account goes.
 */
export async function revokeReferrerLoginLinks(tx: EntityManager, personId: string): Promise<void> {
  await tx.nativeDelete(ReferrerLoginLink, { accountId: personId });
}

export interface ConsumeLoginLinkContext {
  /** `PUBLIC_URL`: the referral links of the answer. */
  publicUrl: string;
  log: Logger;
  now?: Date;
}

/**
 * POST /api/referrers/login-link/consume: an e-mailed link signs its person in, once (one conditional UPDATE:
 * of two concurrent uses exactly one signs in). The answer is password sign-in's, with the session the gateway
 * turns into the cookie; the e-mail's failed password sign-ins are forgotten. An unknown, used or expired link,
 * and one whose person has no membership left, get one answer.
 */
export async function consumeReferrerLoginLink(
  em: EntityManager,
  input: LoginLinkConsumeInput,
  context: ConsumeLoginLinkContext,
): Promise<SignedInReferrer> {
  const now = context.now ?? new Date();
  const tokenHash = presentedTokenHash(input.token);
  if (tokenHash === null) throw ReferralErrors.loginLinkInvalid();

  const signedIn = await em.fork().transactional(async (tx) => {
    const used = await tx.nativeUpdate(
      ReferrerLoginLink,
      { tokenHash, usedAt: null, expiresAt: { $gt: now } },
      { usedAt: now },
    );
    if (used !== 1) return null;
    const link = await tx.findOneOrFail(ReferrerLoginLink, { tokenHash });
    const person = await tx.findOne(Person, link.accountId);
    if (!person || (await tx.count(Referrer, { personId: person.id, deletedAt: null })) === 0) return null;
    await sweepExpiredReferrerSessions(tx, person.id, now);
    const session = openReferrerSession(tx, person.id, now);
    return { personId: person.id, emailNormalized: person.emailNormalized, session };
  });
  if (!signedIn) {
    context.log.info({ event: 'referrer-login-link-refused' }, 'sign-in link refused');
    throw ReferralErrors.loginLinkInvalid();
  }
  const { personId, emailNormalized, session } = signedIn;
  await clearFailures(em, signInEmailThrottleKey(emailNormalized).key);
  context.log.info({ event: 'referrer-login', personId, by: 'link' }, 'referrer logged in');
  return { ...(await referrerAuth(em, personId, context.publicUrl)), session };
}
