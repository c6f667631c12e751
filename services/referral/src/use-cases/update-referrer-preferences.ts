import type { EntityManager } from '@mikro-orm/sql';
import type { ReferrerPreferencesInput, ReferrerPrincipal } from '@referrals/contracts';
import type { Logger } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';
import { currentReferrer } from './referrer-account.ts';
import { recordReferrerUpdated } from './referrer-updated.ts';

export interface UpdatePreferencesContext {
  /** `PUBLIC_URL`: the referral links of the answer. */
  publicUrl: string;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * PATCH /api/referrers/me/preferences (Account Settings): the postcode changes in every campaign the person
 * joined; each marketing consent named changes on its membership only (it was given to that business), its
 * time kept when it was already given; so does each choice of the e-mails about friends (turned off when, kept
 * when already off). Every membership named must be one of the caller's live ones (404
 * otherwise, and nothing changes). Each membership whose postcode changed records `referrerUpdated`, so that
 * the owner's list shows it. Answers what `GET /api/referrers/me` answers.
 */
export async function updateReferrerPreferences(
  em: EntityManager,
  referrer: ReferrerPrincipal,
  input: ReferrerPreferencesInput,
  context: UpdatePreferencesContext,
) {
  const now = context.now ?? new Date();
  const changed = await em.fork().transactional(async (tx) => {
    const login = await tx.findOneOrFail(Person, referrer.personId);
    const memberships = await tx.find(Referrer, { personId: referrer.personId, deletedAt: null });
    const byId = new Map(memberships.map((membership) => [membership.id, membership]));
    const named = (referrerId: string) => {
      const membership = byId.get(referrerId);
      if (!membership) throw ReferralErrors.membershipNotFound();
      return membership;
    };
    for (const { referrerId, consent } of input.marketingConsent) {
      const membership = named(referrerId);
      if (!consent) membership.marketingConsentAt = null;
      else membership.marketingConsentAt ??= now;
    }
    for (const { referrerId, on } of input.friendMails) {
      const membership = named(referrerId);
      if (on) membership.friendMailsOffAt = null;
      else membership.friendMailsOffAt ??= now;
    }
    const moved = memberships.filter((membership) => membership.postcode !== input.postcode);
    for (const membership of moved) {
      membership.postcode = input.postcode;
      recordReferrerUpdated(tx, membership, login.email, context.requestId);
    }
    return moved;
  });
  context.log.info(
    {
      event: 'referrer-preferences-updated',
      personId: referrer.personId,
      postcodeChanged: changed.length > 0,
      consents: input.marketingConsent.length,
      friendMailChoices: input.friendMails.length,
    },
    'referrer preferences updated',
  );
  return currentReferrer(em.fork(), referrer, context.publicUrl);
}
