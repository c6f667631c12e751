import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { UnsubscribeDto } from '@referrals/contracts';
import {
  Errors,
  UNSUBSCRIBE_LINK_INVALID,
  newUnsubscribeLink,
  unsubscribeTokenHash,
  type Logger,
} from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { UnsubscribeLink } from '../entities/unsubscribe-link.ts';
import { recordFriendCameIn, recordFriendJoined, type MailBrand } from './mails.ts';
import { nextReward } from './referrer-stats.ts';

/*
 * A referrer hears about their friends by e-mail: one when a friend confirms their e-mail (joined), one when a
 * friend's voucher or welcome pass is redeemed (came in). Each is recorded in the caller's transaction (the
 * consumer's that heard of it), sent once per friend and kind (the mail's cause), and only to a referrer whose e-mail is confirmed, who is not deleted
 * and has not turned these e-mails off, of a live campaign of an active business. Each carries a one-click
 * unsubscribe link of its own that turns them off for that referrer (that membership: other businesses the
 * person joined keep theirs).
 */

/** What the notifying use-cases bring. */
export interface NotifyContext {
  /** `PUBLIC_URL`: the dashboard and unsubscribe links. */
  publicUrl: string;
  now: Date;
  requestId?: string;
}

/** The friend a notification is about. */
export interface NotifiedFriend {
  refereeId: string;
  referrerId: string;
  firstName: string;
}

const TURNS_OFF = 'emails when a friend joins with your link or comes in';

/** The referrer, their login and the brand, when the referrer is one to notify; else null. */
async function notifiable(em: EntityManager, referrerId: string) {
  const referrer = await em.findOne(Referrer, referrerId, { refresh: true });
  if (!referrer || referrer.deletedAt || referrer.friendMailsOffAt) return null;
  const person = await em.findOne(Person, referrer.personId);
  if (!person?.verifiedAt) return null;
  const campaign = await em.findOne(KnownCampaign, referrer.campaignId);
  const business = campaign && (await em.findOne(KnownBusiness, campaign.businessId));
  if (!campaign || campaign.isDeleted || !business?.isActive) return null;
  const brand: MailBrand = { campaign, business };
  return { referrer, person, brand };
}

/** A new unsubscribe link for the referrer's friend e-mails, stored (as its hash) in the caller's transaction. */
function newUnsubscribeUrl(em: EntityManager, referrerId: string, context: NotifyContext): string {
  const { tokenHash, url } = newUnsubscribeLink(context.publicUrl, '/api/unsubscribe');
  em.create(UnsubscribeLink, { tokenHash, referrerId, kind: 'friend-activity', createdAt: context.now });
  return url;
}

/**
 * The referrer to tell about `friend`, and what every e-mail about a friend carries (recipient, cause, links,
 * a new unsubscribe link); null when the referrer is not one to tell.
 */
async function aboutFriend(em: EntityManager, friend: NotifiedFriend, context: NotifyContext) {
  const found = await notifiable(em, friend.referrerId);
  if (!found) return null;
  const mail = {
    refereeId: friend.refereeId,
    to: found.person.email,
    friendFirstName: friend.firstName,
    dashboardLink: `${context.publicUrl}/referrer/dashboard`,
    unsubscribeUrl: newUnsubscribeUrl(em, found.referrer.id, context),
  };
  return { ...found, mail };
}

/** "{friend} joined with your link", once the friend confirmed their e-mail. */
export async function notifyFriendJoined(
  em: EntityManager,
  friend: NotifiedFriend,
  context: NotifyContext,
): Promise<void> {
  const found = await aboutFriend(em, friend, context);
  if (!found) return;
  recordFriendJoined(
    em,
    found.brand,
    { ...found.mail, referrerFirstName: found.referrer.firstName },
    { requestId: context.requestId },
  );
}

/**
 * "{friend} came in: {n} of {N} to your next reward", once the friend's voucher or pass was redeemed: n and N
 * as the referrer's dashboard shows them (the next milestone, or the next referral when each one is rewarded).
 */
export async function notifyFriendCameIn(
  em: EntityManager,
  friend: NotifiedFriend,
  context: NotifyContext,
): Promise<void> {
  const found = await aboutFriend(em, friend, context);
  if (!found) return;
  const successful = found.referrer.successfulReferrals;
  const next = nextReward(found.brand.campaign, successful);
  recordFriendCameIn(
    em,
    found.brand,
    {
      ...found.mail,
      progress: next ? { successful, needed: next.referralCount, rewardName: next.rewardName } : null,
    },
    { requestId: context.requestId },
  );
}

/** The link's row and what it stands for; 404 for a token that is none of ours. */
async function linkOf(em: EntityManager, token: unknown, lock: boolean) {
  const link = await em.findOne(UnsubscribeLink, { tokenHash: unsubscribeTokenHash(token) });
  const referrer =
    link &&
    (await em.findOne(
      Referrer,
      link.referrerId,
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    ));
  if (!referrer) throw Errors.notFound(UNSUBSCRIBE_LINK_INVALID);
  const campaign = await em.findOne(KnownCampaign, referrer.campaignId);
  const business = await em.findOne(KnownBusiness, referrer.businessId);
  const describe = (): UnsubscribeDto => ({
    turnsOff: TURNS_OFF,
    businessName: business?.businessName ?? '',
    campaignName: campaign?.name ?? '',
    off: referrer.friendMailsOffAt !== null,
  });
  return { referrer, describe };
}

/** GET /api/unsubscribe/{token}: what the link turns off, and whether it is off already. */
export async function unsubscribeState(em: EntityManager, token: unknown): Promise<UnsubscribeDto> {
  return (await linkOf(em, token, false)).describe();
}

/**
 * POST /api/unsubscribe/{token} (one-click, no sign-in): the referrer's friend e-mails are off from now on. The
 * link stays valid and answers the same when followed again; a referrer deleted since is answered alike.
 */
export async function unsubscribe(
  em: EntityManager,
  token: unknown,
  context: { log: Logger; now?: Date },
): Promise<UnsubscribeDto> {
  return em.fork().transactional(async (tx) => {
    const { referrer, describe } = await linkOf(tx, token, true);
    const newlyOff = referrer.friendMailsOffAt === null;
    referrer.friendMailsOffAt ??= context.now ?? new Date();
    if (newlyOff) {
      context.log.info({ event: 'friend-mails-off', referrerId: referrer.id }, 'friend e-mails turned off');
    }
    return describe();
  });
}
