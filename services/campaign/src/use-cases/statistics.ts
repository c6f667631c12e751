import type { EntityManager } from '@mikro-orm/sql';
import type {
  CampaignStatsDto,
  RefereeRegisteredData,
  ReferrerDeletedData,
  ReferrerErasedData,
  ReferrerRegisteredData,
  ReferrerUpdatedData,
  ReferrerVerifiedData,
  VoucherIssuedData,
  VoucherKind,
  VoucherRedeemedData,
} from '@referrals/contracts';
import { isUuid, serviceTable } from '@referrals/service-kit';
import { CampaignReferrer, type ReferrerStatus } from '../entities/campaign-referrer.ts';
import { CampaignReferrersJoined } from '../entities/campaign-referrers-joined.ts';
import { CampaignStatsDay } from '../entities/campaign-stats-day.ts';
import { CampaignStats } from '../entities/campaign-stats.ts';

/*
 * The write side of the campaign statistics read model. Every counter change is one statement that adds in the
 * database (`x = x + n`), never a read then a write, so consumers running at the same time (replicas,
 * redeliveries) cannot lose a count. Handling each event once is the kit's (`processed_event`). Rows are
 * locked in one order by every event (the campaign, the referrer, the campaign's counters, the day's, the
 * month's joined referrers), so two events handled at once wait for each other instead of deadlocking.
 */

type Counters = Record<string, number>;

/** Inserts the row of `key` with `counters`, or adds `counters` to the row already there, in one statement. */
async function addToCounters(
  em: EntityManager,
  table: string,
  key: Record<string, unknown>,
  counters: Counters,
): Promise<void> {
  const keyColumns = Object.keys(key);
  const counterColumns = Object.keys(counters);
  const columns = [...keyColumns, ...counterColumns];
  await em.execute(
    `insert into ${serviceTable(em, table)} as t (${columns.join(', ')})
     values (${columns.map(() => '?').join(', ')})
     on conflict (${keyColumns.join(', ')})
     do update set ${counterColumns.map((column) => `${column} = t.${column} + excluded.${column}`).join(', ')}`,
    [...Object.values(key), ...Object.values(counters)],
  );
}

const addToCampaign = (em: EntityManager, campaignId: string, counters: Counters) =>
  addToCounters(em, 'campaign_stats', { campaign_id: campaignId }, counters);

/** The UTC day of an event's timestamp: the time series' buckets are UTC days. */
const utcDay = (timestamp: string): string => new Date(timestamp).toISOString().slice(0, 10);

const addToDay = (em: EntityManager, campaignId: string, timestamp: string, counters: Counters) =>
  addToCounters(em, 'campaign_stats_day', { campaign_id: campaignId, day: utcDay(timestamp) }, counters);

/** The first day (YYYY-MM-DD) of the UTC calendar month of a moment: the buckets of the referrers who joined. */
const utcMonth = (moment: string | Date): string => `${new Date(moment).toISOString().slice(0, 7)}-01`;

/** One more (or, with -1, one less) referrer who joined the campaign in the UTC month of `joinedAt`. */
const addToJoined = (em: EntityManager, campaignId: string, joinedAt: string | Date, referrers: number) =>
  addToCounters(
    em,
    'campaign_referrers_joined',
    { campaign_id: campaignId, month: utcMonth(joinedAt) },
    { referrers },
  );

/**
 * The business of the campaign when it exists (null otherwise); the campaign then stays until the caller's
 * transaction ends (`for key share` holds off its deletion), so figures are never written for a campaign being
 * deleted and left behind after it. An event of a deleted (or unknown) campaign is acknowledged without effect.
 */
export async function lockLiveCampaign(em: EntityManager, campaignId: string): Promise<string | null> {
  if (!isUuid(campaignId)) return null;
  const rows = await em.execute<{ business_id: string }[]>(
    `select business_id from ${serviceTable(em, 'campaign')} where id = ? for key share`,
    [campaignId],
  );
  return rows[0]?.business_id ?? null;
}

/**
 * Adds to a referrer's counters and answers their row as it is now (null for a referrer id of another campaign,
 * which is left alone: the campaign's own figures still count). Their row is created (`pending`) when their
 * registration has not been handled yet, so that it finds the counts; a deleted referrer's row takes them unseen.
 */
async function addToReferrer(
  em: EntityManager,
  referrerId: string,
  campaignId: string,
  counters: Counters,
): Promise<ReferrerRow | null> {
  if (!isUuid(referrerId)) return null;
  const columns = Object.keys(counters);
  const rows = await em.execute<ReferrerRow[]>(
    `insert into ${serviceTable(em, 'campaign_referrer')} as t (id, campaign_id, status, ${columns.join(', ')})
     values (?, ?, 'pending', ${columns.map(() => '?').join(', ')})
     on conflict (id) do update set ${columns.map((column) => `${column} = t.${column} + excluded.${column}`).join(', ')}
     where t.campaign_id = excluded.campaign_id
     returning t.status, t.total_referrals`,
    [referrerId, campaignId, ...Object.values(counters)],
  );
  return rows[0] ?? null;
}

/** What the active referrers and the joined figures read of a referrer's row. */
interface ReferrerRow {
  status: ReferrerStatus;
  total_referrals: number;
  /** When they joined (null until registered). */
  created_at?: string | Date | null;
}

/**
 * A referrer counts among the campaign's active referrers while registered, not deleted, and with at least one
 * referral (CAMPAIGN_STATISTICS.activeReferrers); every change of status or referrals decides it on the row
 * as the change left it, under the row's lock.
 */
const isActiveReferrer = (row: ReferrerRow | null): boolean =>
  row !== null && row.status === 'active' && row.total_referrals > 0;

/**
 * The referrer's row, created `pending` when missing, locked until the caller's transaction ends: a
 * registration, a referral and a deletion of one referrer handled at the same time (replicas) take turns on it.
 */
async function lockReferrer(
  em: EntityManager,
  referrerId: string,
  campaignId: string,
): Promise<ReferrerRow | null> {
  const table = serviceTable(em, 'campaign_referrer');
  await em.execute(
    `insert into ${table} (id, campaign_id, status) values (?, ?, 'pending') on conflict (id) do nothing`,
    [referrerId, campaignId],
  );
  const rows = await em.execute<ReferrerRow[]>(
    `select status, total_referrals, created_at from ${table} where id = ? and campaign_id = ? for update`,
    [referrerId, campaignId],
  );
  return rows[0] ?? null;
}

/** A column the registration sets unless a change (`details_at`) or an erasure that came first already did. */
const unlessChanged = (column: string) =>
  `${column} = case when details_at is null and erased_at is null then ? else ${column} end`;
/** A column the registration sets unless an erasure that came first blanked it. */
const unlessErased = (column: string) => `${column} = case when erased_at is null then ? else ${column} end`;

/**
 * The referrer's details; one more referrer who joined in the month of their registration, and one more active
 * referrer when their referrals arrived before them. A referrer already registered or deleted changes nothing,
 * and details changed or erased by events handled first are kept.
 */
export async function recordReferrer(em: EntityManager, referrer: ReferrerRegisteredData): Promise<void> {
  if (!isUuid(referrer.referrerId)) return;
  const row = await lockReferrer(em, referrer.referrerId, referrer.campaignId);
  if (row?.status !== 'pending') return;
  await em.execute(
    `update ${serviceTable(em, 'campaign_referrer')} set status = 'active', ${unlessChanged('first_name')},
       ${unlessChanged('last_name')}, ${unlessChanged('email')}, ${unlessChanged('phone_number')},
       ${unlessErased('postcode')}, customer_duration = ?, ${unlessErased('testimonial')}, heard_about_business = ?,
       ${unlessChanged('referral_code')}, is_verified = coalesce(is_verified, false) or ?, created_at = ?
     where id = ?`,
    [
      referrer.firstName,
      referrer.lastName,
      referrer.email,
      referrer.phoneNumber,
      referrer.postcode,
      referrer.customerDuration ?? null,
      referrer.testimonial ?? null,
      referrer.heardAboutBusiness ?? null,
      referrer.referralCode,
      referrer.isVerified,
      referrer.createdAt,
      referrer.referrerId,
    ],
  );
  // Referrals that arrived before the registration make them active at once.
  if (row.total_referrals > 0) await addToCampaign(em, referrer.campaignId, { active_referrers: 1 });
  await addToJoined(em, referrer.campaignId, referrer.createdAt, 1);
}

/**
 * The referrer confirmed their e-mail. Kept on a row not yet registered too (were the events ever to arrive
 * out of order, the registration keeps it: `is_verified` only ever becomes true); a deleted referrer stays erased.
 */
export async function recordReferrerVerified(
  em: EntityManager,
  referrer: ReferrerVerifiedData,
): Promise<void> {
  if (!isUuid(referrer.referrerId)) return;
  const row = await lockReferrer(em, referrer.referrerId, referrer.campaignId);
  if (row === null || row.status === 'deleted') return;
  await em.execute(`update ${serviceTable(em, 'campaign_referrer')} set is_verified = true where id = ?`, [
    referrer.referrerId,
  ]);
}

/**
 * The referrer changed the names, e-mail, phone, code or postcode the owner's views show (`occurredAt`: when;
 * an event without a postcode keeps the one shown). Kept on a row not yet registered too, which the
 * registration then leaves as it is; a change older than the one shown, and any change of a deleted or erased
 * referrer, changes nothing.
 */
export async function recordReferrerUpdated(
  em: EntityManager,
  referrer: ReferrerUpdatedData,
  occurredAt: string,
): Promise<void> {
  if (!isUuid(referrer.referrerId)) return;
  const row = await lockReferrer(em, referrer.referrerId, referrer.campaignId);
  if (row === null || row.status === 'deleted') return;
  await em.execute(
    `update ${serviceTable(em, 'campaign_referrer')} set first_name = ?, last_name = ?, email = ?, phone_number = ?,
       referral_code = ?, postcode = coalesce(?, postcode), details_at = ?
     where id = ? and erased_at is null and (details_at is null or details_at <= ?)`,
    [
      referrer.firstName,
      referrer.lastName,
      referrer.email,
      referrer.phoneNumber,
      referrer.referralCode,
      referrer.postcode ?? null,
      occurredAt,
      referrer.referrerId,
      occurredAt,
    ],
  );
}

/**
 * The person deleted their account: the referrer's names, e-mail, phone, postcode, answers (how long a customer,
 * testimonial, how they heard of the business) and code are blanked for good (`erased_at`; the registration, were it late, leaves them blank). Their referrals and
 * vouchers stay counted, and they stay listed, as a deleted referrer.
 */
export async function eraseReferrer(em: EntityManager, referrer: ReferrerErasedData): Promise<void> {
  if (!isUuid(referrer.referrerId)) return;
  const row = await lockReferrer(em, referrer.referrerId, referrer.campaignId);
  if (row === null || row.status === 'deleted') return;
  await em.execute(
    `update ${serviceTable(em, 'campaign_referrer')} set first_name = null, last_name = null, email = null,
       phone_number = null, postcode = null, customer_duration = null, testimonial = null,
       heard_about_business = null,
       referral_code = null, erased_at = coalesce(erased_at, ?)
     where id = ?`,
    [referrer.erasedAt, referrer.referrerId],
  );
}

/**
 * The referrer's details are erased and the row kept as `deleted` (no late event revives them); one active
 * referrer less if they were one (registered, with referrals), and one joined referrer less in the month they
 * joined if registered. The referrals and vouchers they brought stay counted.
 */
export async function forgetReferrer(em: EntityManager, referrer: ReferrerDeletedData): Promise<void> {
  if (!isUuid(referrer.referrerId)) return;
  const row = await lockReferrer(em, referrer.referrerId, referrer.campaignId);
  if (row === null || row.status === 'deleted') return;
  await em.execute(
    `update ${serviceTable(em, 'campaign_referrer')} set status = 'deleted', first_name = null, last_name = null,
       email = null, phone_number = null, postcode = null, customer_duration = null, testimonial = null,
       heard_about_business = null, referral_code = null, is_verified = null, created_at = null
     where id = ?`,
    [referrer.referrerId],
  );
  if (isActiveReferrer(row)) await addToCampaign(em, referrer.campaignId, { active_referrers: -1 });
  if (row.status === 'active' && row.created_at)
    await addToJoined(em, referrer.campaignId, row.created_at, -1);
}

/**
 * One referral: the referrer's, the campaign's and its day's; the referrer's first makes them an active referrer
 * when registered (decided on their row as this referral left it, so a referral racing the registration or the
 * deletion counts them once).
 */
export async function recordReferral(em: EntityManager, referral: RefereeRegisteredData): Promise<void> {
  const referrer = await addToReferrer(em, referral.referrerId, referral.campaignId, { total_referrals: 1 });
  const firstOfActive = isActiveReferrer(referrer) && referrer?.total_referrals === 1;
  await addToCampaign(em, referral.campaignId, {
    total_referrals: 1,
    active_referrers: firstOfActive ? 1 : 0,
  });
  await addToDay(em, referral.campaignId, referral.createdAt, { referrals: 1 });
}

/** A welcome pass is not a voucher (CAMPAIGN_STATISTICS); an event without a kind is a voucher. */
const isPass = (voucher: { kind?: VoucherKind }) => voucher.kind === 'pass';

/** One voucher issued; a referrer's reward voucher is also one more earned by that referrer. A pass counts nothing. */
export async function recordVoucherIssued(em: EntityManager, voucher: VoucherIssuedData): Promise<void> {
  if (isPass(voucher)) return;
  if (voucher.holder === 'referrer') {
    await addToReferrer(em, voucher.referrerId, voucher.campaignId, { vouchers_earned: 1 });
  }
  await addToCampaign(em, voucher.campaignId, { total_vouchers: 1 });
}

/**
 * One voucher redeemed. A referee's voucher or welcome pass redeemed is the referral converting (they came in):
 * a successful referral of the referrer, and a conversion of the campaign and of the day. A pass is not counted
 * among the vouchers redeemed.
 */
export async function recordVoucherRedeemed(em: EntityManager, voucher: VoucherRedeemedData): Promise<void> {
  const conversion = voucher.holder === 'referee' ? 1 : 0;
  const redeemed = isPass(voucher) ? 0 : 1;
  if (conversion) {
    await addToReferrer(em, voucher.referrerId, voucher.campaignId, { successful_referrals: 1 });
  }
  await addToCampaign(em, voucher.campaignId, { redeemed_vouchers: redeemed, conversions: conversion });
  await addToDay(em, voucher.campaignId, voucher.redeemedAt, {
    vouchers_redeemed: redeemed,
    conversions: conversion,
  });
}

/** Removes every figure of a campaign (with the campaign, in its transaction). */
export async function forgetCampaignStatistics(em: EntityManager, campaignId: string): Promise<void> {
  await em.nativeDelete(CampaignStats, { campaignId });
  await em.nativeDelete(CampaignStatsDay, { campaignId });
  await em.nativeDelete(CampaignReferrersJoined, { campaignId });
  await em.nativeDelete(CampaignReferrer, { campaignId });
}

/**
 * The owner-facing figures of a campaign's counters and of the referrers who joined it this month; a campaign
 * without rows yet has all zeros.
 */
export function toStatsDto(stats: CampaignStats | undefined, newReferrersThisMonth = 0): CampaignStatsDto {
  const totalReferrals = stats?.totalReferrals ?? 0;
  const conversions = stats?.conversions ?? 0;
  return {
    totalReferrals,
    activeReferrers: stats?.activeReferrers ?? 0,
    newReferrersThisMonth,
    // A percentage to one decimal: 1 of 3 is 33.3.
    conversionRate: totalReferrals === 0 ? 0 : Math.round((conversions / totalReferrals) * 1000) / 10,
    totalVouchers: stats?.totalVouchers ?? 0,
    redeemedVouchers: stats?.redeemedVouchers ?? 0,
  };
}

/** The figures of each of `campaignIds` (two queries; "this month" is the UTC month of `now`), by campaign id. */
export async function statsOf(
  em: EntityManager,
  campaignIds: string[],
  now: Date = new Date(),
): Promise<Map<string, CampaignStatsDto>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await em.find(CampaignStats, { campaignId: { $in: campaignIds } });
  const joined = await em.find(CampaignReferrersJoined, {
    campaignId: { $in: campaignIds },
    month: utcMonth(now),
  });
  const byCampaign = new Map(rows.map((row) => [row.campaignId, row]));
  const joinedByCampaign = new Map(joined.map((row) => [row.campaignId, row.referrers]));
  return new Map(campaignIds.map((id) => [id, toStatsDto(byCampaign.get(id), joinedByCampaign.get(id))]));
}
