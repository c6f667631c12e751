import type { EntityManager } from '@mikro-orm/sql';
import type { ReferralFlag } from '@referrals/contracts';
import { Referee } from '../entities/referee.ts';
import type { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';

/** Referee sign-ups allowed per hour (`REFEREE_SIGNUPS_PER_CODE`, `REFEREE_SIGNUPS_PER_ADDRESS`). */
export interface SignupLimits {
  perCode: number;
  perAddress: number;
}

/** The limits count the registrations of the last hour (a sliding window over the registrations themselves). */
const WINDOW_MS = 60 * 60 * 1000;

/** The sign-ups of the last hour through the code, and from the address (0 without one). */
export interface RecentSignups {
  fromCode: number;
  fromAddress: number;
}

/**
 * Counts the registrations of the last hour through the referrer's code and from the client address, and
 * refuses a new one past either limit (429, with the seconds until the oldest counted one leaves the window).
 * Only registrations count: a refused attempt uses up nobody's budget. Requests without an address (services
 * on the bus) count per code only.
 */
export async function refuseOverLimits(
  em: EntityManager,
  referrer: Referrer,
  clientAddress: string | null,
  limits: SignupLimits,
  now: Date,
): Promise<RecentSignups> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const byCode = { referrerId: referrer.id, createdAt: { $gt: since } };
  const fromCode = await em.count(Referee, byCode);
  if (fromCode >= limits.perCode) {
    throw ReferralErrors.tooManySignupsForCode(
      await secondsUntilFree(em, byCode, fromCode, limits.perCode, now),
    );
  }
  if (!clientAddress) return { fromCode, fromAddress: 0 };
  const byAddress = { clientAddress, createdAt: { $gt: since } };
  const fromAddress = await em.count(Referee, byAddress);
  if (fromAddress >= limits.perAddress) {
    throw ReferralErrors.tooManySignupsFromAddress(
      await secondsUntilFree(em, byAddress, fromAddress, limits.perAddress, now),
    );
  }
  return { fromCode, fromAddress };
}

/** Seconds until `count` registrations matching `where` fall under `limit`: when the one that frees a slot ages out. */
async function secondsUntilFree(
  em: EntityManager,
  where: { createdAt: { $gt: Date }; referrerId?: string; clientAddress?: string },
  count: number,
  limit: number,
  now: Date,
): Promise<number> {
  const [freeing] = await em.find(Referee, where, {
    orderBy: { createdAt: 'asc' },
    offset: count - limit,
    limit: 1,
    fields: ['createdAt'],
  });
  const freeAt = (freeing?.createdAt.getTime() ?? now.getTime()) + WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/**
 * Makes concurrent sign-ups from one client address take turns until the caller's transaction ends (a
 * transaction-scoped advisory lock on the address), so that together they cannot pass the address's limit.
 */
export async function lockSignupsFromAddress(em: EntityManager, clientAddress: string | null): Promise<void> {
  if (!clientAddress) return;
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [
    `referral:referee-address:${clientAddress}`,
  ]);
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

/**
 * What the owner should look at, without turning the referee away: honest customers share a shop's Wi-Fi with
 * their referrer, several friends may sign up within the hour, and relatives share names.
 * A burst is the later half of a code's hourly limit (and at least the third sign-up within the hour).
 */
export function flagsFor(
  referee: { firstName: string; lastName: string; clientAddress: string | null },
  referrer: Referrer,
  previousFromCode: number,
  limits: SignupLimits,
): ReferralFlag[] {
  const flags: ReferralFlag[] = [];
  if (referee.clientAddress && referee.clientAddress === referrer.clientAddress) {
    flags.push({
      kind: 'same-address-as-referrer',
      reason: 'Signed up from the same network address as the referrer (normal on a shared Wi-Fi).',
    });
  }
  if (previousFromCode >= Math.max(2, Math.ceil(limits.perCode / 2))) {
    flags.push({
      kind: 'burst',
      reason: `Sign-up ${previousFromCode + 1} through this referrer's link within an hour.`,
    });
  }
  // The names given: the last name too when the friend gave one (their campaign asks it, or the counter had it).
  const lastNameMatches = !referee.lastName.trim() || sameName(referee.lastName, referrer.lastName);
  if (sameName(referee.firstName, referrer.firstName) && lastNameMatches) {
    flags.push({ kind: 'name-matches-referrer', reason: 'Same name as the referrer.' });
  }
  return flags;
}
