import type { EntityManager } from '@mikro-orm/sql';
import type {
  CampaignReferrerDto,
  ExportPage,
  ExportPageQuery,
  OwnerPrincipal,
  ReferrerListQuery,
} from '@referrals/contracts';
import {
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

/** The export's order; a referrer with no time sorts as the newest, as `desc` puts nulls first. */
const EXPORT_TIME = `coalesce(r.created_at, 'infinity'::timestamptz)`;

/**
 * Active referrers straight into the answer's shape, without entities: a large campaign has tens of thousands
 * and hydrating them costs several times the query (bench/analytics.ts). Each row also carries the cursor
 * fields of the export order (`cursorAt`, `id`).
 */
function selectReferrers(em: EntityManager, { where, orderBy, params, limit }: ReferrerSelection) {
  return em.execute<(CampaignReferrerDto & { cursorAt: string })[]>(
    `select r.id, r.campaign_id as "campaignId", c.name as "campaignName", r.first_name as "firstName",
       r.last_name as "lastName", r.email, r.phone_number as "phoneNumber", r.postcode,
       r.customer_duration as "customerDuration", r.testimonial, r.heard_about_business as "heardAboutBusiness",
       r.referral_code as "referralCode", r.is_verified as "isVerified",
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

/** `%text%` for ILIKE, with the text's own wildcards (and the escape character) taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Matches the owner's search (docs/product-rules.md §2); the full name too, so "ada love" finds Ada Lovelace. */
const SEARCH_COLUMNS = [
  'r.first_name',
  'r.last_name',
  'r.email',
  'r.referral_code',
  `concat_ws(' ', r.first_name, r.last_name)`,
];
const SEARCH_WHERE = SEARCH_COLUMNS.map((column) => `${column} ilike ? escape '\\'`).join(' or ');

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
  const pattern = containsPattern(search);
  const rows = await selectReferrers(em, {
    where: search ? `r.campaign_id = ? and (${SEARCH_WHERE})` : 'r.campaign_id = ?',
    orderBy: 'r.successful_referrals desc, r.total_referrals desc, r.created_at asc, r.id asc',
    params: search ? [campaign.id, ...SEARCH_COLUMNS.map(() => pattern)] : [campaign.id],
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
