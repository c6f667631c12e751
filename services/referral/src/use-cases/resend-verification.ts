import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { VerificationResentDto, VerificationTokenInput } from '@referrals/contracts';
import {
  conflictOnUniqueViolation,
  recordFailure,
  secondsUntilAllowed,
  type Logger,
  type ThrottleKey,
  type ThrottlePolicy,
} from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Person } from '../entities/person.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { VerificationToken } from '../entities/verification-token.ts';
import { ReferralErrors } from '../errors.ts';
import { verificationLink } from './links.ts';
import { recordRefereeVerification } from './mails.ts';
import { findVerificationToken, issueVerificationToken } from './verification-tokens.ts';

/** New links per registration: enough for a lost e-mail or two, too few to flood someone's inbox. */
export const RESEND_PER_REGISTRATION: ThrottlePolicy = { maxFailures: 3, windowSeconds: 60 * 60 };
/** New links per client address, whatever the registration. */
export const RESEND_PER_ADDRESS: ThrottlePolicy = { maxFailures: 20, windowSeconds: 60 * 60 };

export interface ResendVerificationContext {
  clientAddress: string | null;
  /** `PUBLIC_URL`: the new link. */
  publicUrl: string;
  log: Logger;
  requestId?: string;
  now?: Date;
  /** More that commits with the new link (a sign-up's recorded answer). */
  inTransaction?: (tx: EntityManager) => Promise<unknown>;
}

/**
 * A new link for the registration an old one (expired, or lost) belongs to, e-mailed to the address it was
 * registered with, never to another (see {@link sendNewRefereeLink}). A registration already verified gets no
 * link: the answer says so.
 */
export async function resendRefereeVerification(
  em: EntityManager,
  input: VerificationTokenInput,
  context: ResendVerificationContext,
): Promise<VerificationResentDto> {
  const found = await findVerificationToken(em, input.token, 'referee');
  const referee = found?.refereeId ? await em.findOne(Referee, found.refereeId) : null;
  const linked = referee && withLink(referee);
  if (!linked) throw ReferralErrors.invalidVerificationLink();
  if (linked.verifiedAt) return { alreadyVerified: true, email: linked.email };
  await sendNewRefereeLink(em, linked, context);
  return { alreadyVerified: false, email: linked.email };
}

/** A registration made through a link: it has a login and an e-mail (one recorded at the counter has no link). */
export type LinkedReferee = Referee & { email: string; personId: string };

/** The registration as a {@link LinkedReferee}, or null for one recorded at the counter. */
export function withLink(referee: Referee): LinkedReferee | null {
  return referee.email && referee.personId ? (referee as LinkedReferee) : null;
}

/** A Pending registration's e-mail as corrected ("Wrong address?"), in the forms the rules compare. */
export interface CorrectedEmail {
  email: string;
  emailNormalized: string;
  emailCanonical: string;
}

/**
 * E-mails a Pending registration a new verification link, to the address it was registered with, or to
 * `correctedTo` (the registration then moves to that address's login, made if new, and the mistyped address's
 * login goes when nothing else hangs on it). Throttled per registration and per client address, every attempt
 * counted (it sends an e-mail). Links sent before stop working (answered as expired, with a new link offered;
 * after a correction they are gone, so the mistyped mailbox's link opens nothing), so only the newest verifies.
 * Asked for on the page an old link opens, by signing up again with the same e-mail, or by "Wrong address?".
 */
export async function sendNewRefereeLink(
  em: EntityManager,
  referee: LinkedReferee,
  context: ResendVerificationContext,
  correctedTo?: CorrectedEmail,
): Promise<LinkedReferee> {
  const now = context.now ?? new Date();
  const keys: ThrottleKey[] = [{ key: `resend:${referee.id}`, policy: RESEND_PER_REGISTRATION }];
  if (context.clientAddress)
    keys.push({ key: `resend-address:${context.clientAddress}`, policy: RESEND_PER_ADDRESS });
  const waitSeconds = await secondsUntilAllowed(em, keys, now);
  if (waitSeconds > 0) {
    context.log.warn({ event: 'verification-resend-throttled', refereeId: referee.id }, 'new link refused');
    throw ReferralErrors.tooManyNewLinks(waitSeconds);
  }
  await recordFailure(em, keys, now);

  const campaign = await em.findOne(KnownCampaign, referee.campaignId);
  const business = campaign && (await em.findOne(KnownBusiness, campaign.businessId));
  if (!campaign || !business) throw ReferralErrors.invalidVerificationLink();

  const sent = await conflictOnUniqueViolation(
    () =>
      em.fork().transactional(async (tx) => {
        const current = await tx.findOneOrFail(Referee, referee.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const target = withLink(current);
        if (!target) throw ReferralErrors.invalidVerificationLink();
        // A correction that raced the confirmation: the e-mail reached its owner, the address stays.
        if (correctedTo && current.verifiedAt) throw ReferralErrors.signUpAlreadyConfirmed();
        if (correctedTo) await moveToAddress(tx, target, correctedTo, now);
        else {
          await tx.nativeUpdate(
            VerificationToken,
            { refereeId: referee.id, usedAt: null, expiresAt: { $gt: now } },
            { expiresAt: now },
          );
        }
        const link = issueVerificationToken(tx, {
          purpose: 'referee',
          personId: target.personId,
          refereeId: referee.id,
          now,
        });
        recordRefereeVerification(
          tx,
          { campaign, business },
          {
            tokenId: link.record.id,
            to: target.email,
            firstName: target.firstName,
            link: verificationLink(context.publicUrl, link.token, 'referee'),
            rewardName: campaign.inviteeReward?.name ?? null,
          },
          { requestId: context.requestId },
        );
        await context.inTransaction?.(tx);
        return target;
      }),
    'Somebody signed up with this email just now. Please try again.',
  );
  context.log.info(
    { event: correctedTo ? 'referee-email-corrected' : 'verification-resent', refereeId: referee.id },
    'new verification link sent',
  );
  return sent;
}

/**
 * Moves a Pending registration to the corrected address: its login becomes that address's (made without a
 * password when new), its links are deleted, and the mistyped address's login is deleted too when nothing
 * else hangs on it (no other registration, membership or password, never confirmed): an address nobody
 * confirmed is not kept.
 */
async function moveToAddress(
  tx: EntityManager,
  referee: LinkedReferee,
  to: CorrectedEmail,
  now: Date,
): Promise<void> {
  const mistyped = referee.personId;
  const login =
    (await tx.findOne(Person, { emailNormalized: to.emailNormalized })) ??
    tx.create(Person, {
      id: randomUUID(),
      email: to.email,
      emailNormalized: to.emailNormalized,
      emailCanonical: to.emailCanonical,
      passwordHash: null,
      verifiedAt: null,
      createdAt: now,
    });
  referee.email = to.email;
  referee.emailCanonical = to.emailCanonical;
  referee.personId = login.id;
  await tx.nativeDelete(VerificationToken, { refereeId: referee.id });
  await tx.flush();
  if (mistyped === login.id) return;
  const [registrations, memberships, person] = await Promise.all([
    tx.count(Referee, { personId: mistyped }),
    tx.count(Referrer, { personId: mistyped }),
    tx.findOne(Person, mistyped, { populate: ['passwordHash'] }),
  ]);
  if (registrations + memberships > 0 || !person || person.passwordHash || person.verifiedAt) return;
  await tx.nativeDelete(VerificationToken, { personId: mistyped });
  await tx.nativeDelete(Person, { id: mistyped });
}
