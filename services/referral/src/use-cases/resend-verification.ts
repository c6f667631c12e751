import type { EntityManager } from '@mikro-orm/sql';
import type { VerificationResentDto, VerificationTokenInput } from '@referrals/contracts';
import {
  recordFailure,
  secondsUntilAllowed,
  type Logger,
  type ThrottleKey,
  type ThrottlePolicy,
} from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Referee } from '../entities/referee.ts';
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

/**
 * E-mails a Pending registration a new verification link, to the address it was registered with. Throttled
 * per registration and per client address, every attempt counted (it sends an e-mail). Links sent before stop
 * working (answered as expired, with a new link offered), so only the newest verifies. Asked for on the page
 * an old link opens, or by signing up again with the same e-mail.
 */
export async function sendNewRefereeLink(
  em: EntityManager,
  referee: LinkedReferee,
  context: ResendVerificationContext,
): Promise<void> {
  const now = context.now ?? new Date();
  const { email, personId } = referee;
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

  await em.fork().transactional(async (tx) => {
    await tx.nativeUpdate(
      VerificationToken,
      { refereeId: referee.id, usedAt: null, expiresAt: { $gt: now } },
      { expiresAt: now },
    );
    const link = issueVerificationToken(tx, {
      purpose: 'referee',
      personId,
      refereeId: referee.id,
      now,
    });
    recordRefereeVerification(
      tx,
      { campaign, business },
      {
        tokenId: link.record.id,
        to: email,
        firstName: referee.firstName,
        link: verificationLink(context.publicUrl, link.token, 'referee'),
        rewardName: campaign.inviteeReward?.name ?? null,
      },
      { requestId: context.requestId },
    );
  });
  context.log.info({ event: 'verification-resent', refereeId: referee.id }, 'new verification link sent');
}
