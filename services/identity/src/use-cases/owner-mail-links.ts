import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { OwnerMailKind, OwnerUnsubscribeDto, ProfileUpdateInput } from '@referrals/contracts';
import {
  Errors,
  UNSUBSCRIBE_LINK_INVALID,
  newUnsubscribeLink,
  unsubscribeTokenHash,
  type Logger,
} from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { OwnerUnsubscribeLink } from '../entities/owner-unsubscribe-link.ts';

/*
 * The owner e-mails that can be turned off (docs: services/identity/README.md): the one sent when a flagged
 * referral needs a decision, and the daily summary. Each is on until the owner turns it off, in Account Settings
 * or by the one-click link in the e-mail, per business; the trial and account e-mails cannot be turned off.
 */

/** What each kind's link turns off, in words. */
const TURNS_OFF: Record<OwnerMailKind, string> = {
  'review-needed': 'e-mails when a referral needs your decision',
  'daily-summary': 'the daily summary of your referral programme',
};

/** Whether the owner of `business` gets e-mails of `kind`. */
export function ownerMailsOn(business: Business, kind: OwnerMailKind): boolean {
  return kind === 'review-needed' ? !business.reviewMailsOffAt : !business.dailySummaryOffAt;
}

/** Turns e-mails of `kind` on or off for `business` (a choice already made keeps its time); true if it changed. */
export function setOwnerMails(business: Business, kind: OwnerMailKind, on: boolean, now: Date): boolean {
  if (ownerMailsOn(business, kind) === on) return false;
  const offAt = on ? null : now;
  if (kind === 'review-needed') business.reviewMailsOffAt = offAt;
  else business.dailySummaryOffAt = offAt;
  return true;
}

/**
 * The Account Settings form's time zone and e-mail switches, each left as it is when the request leaves it out
 * (clients from before these fields keep them).
 */
export function applyOwnerMailChoices(
  business: Business,
  input: Pick<ProfileUpdateInput, 'timeZone' | 'reviewMails' | 'dailySummary'>,
  now: Date,
): void {
  if (input.timeZone !== undefined) business.timeZone = input.timeZone || null;
  if (input.reviewMails !== undefined) setOwnerMails(business, 'review-needed', input.reviewMails, now);
  if (input.dailySummary !== undefined) setOwnerMails(business, 'daily-summary', input.dailySummary, now);
}

/** A new unsubscribe link for e-mails of `kind` of `businessId`, stored (as its hash) in the caller's transaction. */
export function newOwnerUnsubscribeUrl(
  em: EntityManager,
  businessId: string,
  kind: OwnerMailKind,
  context: { publicUrl: string; now: Date },
): string {
  const { tokenHash, url } = newUnsubscribeLink(context.publicUrl, '/api/owner-unsubscribe');
  em.create(OwnerUnsubscribeLink, { tokenHash, businessId, kind, createdAt: context.now });
  return url;
}

/** The link's row and its business; 404 for a token that is none of ours, or of a business deleted since. */
async function linkOf(em: EntityManager, token: unknown, lock: boolean) {
  const link = await em.findOne(OwnerUnsubscribeLink, { tokenHash: unsubscribeTokenHash(token) });
  const business =
    link &&
    (await em.findOne(
      Business,
      { id: link.businessId },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
    ));
  if (!link || !business) throw Errors.notFound(UNSUBSCRIBE_LINK_INVALID);
  const describe = (): OwnerUnsubscribeDto => ({
    kind: link.kind,
    turnsOff: TURNS_OFF[link.kind],
    businessName: business.businessName,
    off: !ownerMailsOn(business, link.kind),
  });
  return { link, business, describe };
}

/** GET /api/owner-unsubscribe/{token}: what the link turns off, and whether it is off already. */
export async function ownerUnsubscribeState(em: EntityManager, token: unknown): Promise<OwnerUnsubscribeDto> {
  return (await linkOf(em, token, false)).describe();
}

/**
 * POST /api/owner-unsubscribe/{token} (one-click, no sign-in): that kind of e-mail is off for the business from
 * now on, as Account Settings then shows. Followed again, it answers the same.
 */
export async function ownerUnsubscribe(
  em: EntityManager,
  token: unknown,
  context: { log: Logger; now?: Date },
): Promise<OwnerUnsubscribeDto> {
  return em.fork().transactional(async (tx) => {
    const { link, business, describe } = await linkOf(tx, token, true);
    if (setOwnerMails(business, link.kind, false, context.now ?? new Date())) {
      context.log.info(
        { event: 'owner-mails-off', businessId: business.id, kind: link.kind },
        'owner e-mails turned off by their link',
      );
    }
    return describe();
  });
}
