import type { EntityManager } from '@mikro-orm/sql';
import type {
  CampaignReferrerDto,
  ExportPage,
  ExportPageQuery,
  OwnerPrincipal,
  ReferrerListQuery,
} from '@referrals/contracts';
import {
  containsPattern,
  cursorTime,
  decodeCursor,
  serviceTable,
  toExportPage,
  type ExportCursor,
  type Keyed,
} from '@referrals/service-kit';
import { findOwnedBusiness, findOwnedCampaign } from './owner.ts';

/** Referrers per export page when the caller names no size: about 500 bytes each, far below the budget. */
export const REFERRER_EXPORT_PAGE = 500;

interface ReferrerSelection {
  where: string;
  orderBy: string;
  params: unknown[];
  limit: number;
}

/**
 * How a referrer who deleted their account (details erased, referrals still counted) is listed: "Deleted
 * referrer", with no contact details.
 */
export const ERASED_REFERRER = { firstName: 'Deleted', lastName: 'referrer' } as const;

/** A detail of the referrer, or `erased` (an answer: none) for one who deleted their account. */
const shown = (column: string, erased = 'null') =>
  `case when r.erased_at is null then ${column} else ${erased} end`;

/** The export's order; a referrer with no time sorts as the newest, as `desc` puts nulls first. */
const EXPORT_TIME = `coalesce(r.created_at, 'infinity'::timestamptz)`;

/**
 * Active referrers straight into the answer's shape, without entities: a large campaign has tens of thousands
 * and hydrating them costs several times the query (bench/analytics.ts). Each row also carries the cursor
 * fields of the export order (`cursorAt`, `id`).
 */
function selectReferrers(em: EntityManager, { where, orderBy, params, limit }: ReferrerSelection) {
  return em.execute<(CampaignReferrerDto & { cursorAt: string })[]>(
    `select r.id, r.campaign_id as "campaignId", c.name as "campaignName",
       ${shown('r.first_name', `'${ERASED_REFERRER.firstName}'`)} as "firstName",
       ${shown('r.last_name', `'${ERASED_REFERRER.lastName}'`)} as "lastName", ${shown('r.email', "''")} as email,
       ${shown('r.phone_number', "''")} as "phoneNumber", ${shown('r.postcode', "''")} as postcode,
       ${shown('r.customer_duration')} as "customerDuration", ${shown('r.testimonial')} as testimonial,
       ${shown('r.heard_about_business')} as "heardAboutBusiness",
       ${shown('r.referral_code', "''")} as "referralCode", r.is_verified as "isVerified",
       r.erased_at is not null as deleted,
       to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
       r.total_referrals as "totalReferrals", r.successful_referrals as "successfulReferrals",
       r.vouchers_earned as "vouchersEarned", ${cursorTime('r.created_at')} as "cursorAt"
     from ${serviceTable(em, 'campaign_referrer')} r
     join ${serviceTable(em, 'campaign')} c on c.id = r.campaign_id
     where r.status = 'active' and ${where}
     order by ${orderBy}
     limit ?`,
    [...params, limit],
  );
}

/**
 * Matches the owner's search (docs/product-rules.md §2); the full name too, so "ada love" finds Ada Lovelace, and
 * the phone number as typed.
 */
const SEARCH_COLUMNS = [
  'r.first_name',
  'r.last_name',
  'r.email',
  'r.phone_number',
  'r.referral_code',
  `concat_ws(' ', r.first_name, r.last_name)`,
];
const SEARCH_WHERE = SEARCH_COLUMNS.map((column) => `${column} ilike ? escape '\\'`).join(' or ');
/** The phone number's digits alone, so that "07700 900123" is found by "07700900123" and the other way round. */
const PHONE_DIGITS_WHERE = `regexp_replace(r.phone_number, '[^0-9]', '', 'g') like ?`;
/** Fewer digits than this in a search are no phone number (a year, a house number in a name search). */
const PHONE_SEARCH_MIN_DIGITS = 4;

/** The owner's search as a condition on a referrer and its parameters, in their order. */
function searchCondition(search: string): { where: string; params: string[] } {
  const pattern = containsPattern(search);
  const params = SEARCH_COLUMNS.map(() => pattern);
  const digits = search.replace(/[^0-9]/g, '');
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return { where: SEARCH_WHERE, params };
  return { where: `${SEARCH_WHERE} or ${PHONE_DIGITS_WHERE}`, params: [...params, `%${digits}%`] };
}

/**
 * GET /api/referrers/campaign/{id}: the campaign's best `limit` referrers, or the best of those matching
 * `search` (the dashboard's Top Referrers are the first three): most successful referrals, then most
 * referrals, then who joined first.
 */
export async function listCampaignReferrers(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  { search, limit }: ReferrerListQuery,
): Promise<CampaignReferrerDto[]> {
  const { campaign } = await findOwnedCampaign(em, owner, campaignId);
  const matching = search ? searchCondition(search) : null;
  const rows = await selectReferrers(em, {
    where: matching ? `r.campaign_id = ? and (${matching.where})` : 'r.campaign_id = ?',
    orderBy: 'r.successful_referrals desc, r.total_referrals desc, r.created_at asc, r.id asc',
    params: matching ? [campaign.id, ...matching.params] : [campaign.id],
    limit,
  });
  return rows.map(withoutCursor);
}

/**
 * GET /api/referrers/export/{userId}, one page: the referrers of every campaign of the business, newest
 * first, after the cursor of the page before.
 */
export async function exportBusinessReferrers(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  { after, limit = REFERRER_EXPORT_PAGE }: ExportPageQuery,
): Promise<ExportPage<CampaignReferrerDto>> {
  const business = await findOwnedBusiness(em, owner, businessId);
  const cursor = decodeCursor(after);
  const rows = await selectReferrers(em, {
    where: cursor
      ? `c.business_id = ? and (${EXPORT_TIME}, r.id) < (?::timestamptz, ?::uuid)`
      : 'c.business_id = ?',
    orderBy: `${EXPORT_TIME} desc, r.id desc`,
    params: cursor ? [business.businessId, cursor.at, cursor.id] : [business.businessId],
    limit: limit + 1,
  });
  return toExportPage(rows.map(keyed), limit);
}

function withoutCursor({ cursorAt: _cursorAt, ...referrer }: CampaignReferrerDto & { cursorAt: string }) {
  return referrer;
}

function keyed(row: CampaignReferrerDto & { cursorAt: string }): Keyed<CampaignReferrerDto> {
  const cursor: ExportCursor = { at: row.cursorAt, id: row.id };
  return { item: withoutCursor(row), cursor };
}
