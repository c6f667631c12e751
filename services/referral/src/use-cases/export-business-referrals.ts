import type { EntityManager } from '@mikro-orm/sql';
import {
  DELETED_REFERRER_NAME,
  type ExportPage,
  type ExportPageQuery,
  type OwnerPrincipal,
  type RefereeExportRecord,
  type ReferrerConsentRecord,
} from '@referrals/contracts';
import {
  cursorTime,
  decodeCursor,
  serviceTable,
  toExportPage,
  type ExportCursor,
} from '@referrals/service-kit';
import type { KnownBusiness } from '../entities/known-business.ts';
import { ReferralErrors } from '../errors.ts';
import { findOwnedBusiness } from './owner.ts';

/** Records per export page when the caller names no size: a few hundred bytes each, far below the budget. */
const EXPORT_PAGE = 500;

type Row<T> = T & { cursorAt: string; cursorId: string };

/**
 * The page of an export's rows after the cursor, newest first by `table`'s `created_at` and id: `select` lists
 * the columns (the row's table is `r`), `from` joins what they need after `r`, `where` keeps the business's.
 */
async function exportPage<T>(
  em: EntityManager,
  query: ExportPageQuery,
  sql: { table: string; select: string; from: string; where: string; params: unknown[] },
): Promise<ExportPage<T>> {
  const { after, limit = EXPORT_PAGE } = query;
  const cursor = decodeCursor(after);
  const rows = await em.execute<Row<T>[]>(
    `select ${sql.select}, ${cursorTime('r.created_at')} as "cursorAt", r.id as "cursorId"
     from ${serviceTable(em, sql.table)} r ${sql.from}
     where ${sql.where} ${cursor ? 'and (r.created_at, r.id) < (?::timestamptz, ?::uuid)' : ''}
     order by r.created_at desc, r.id desc
     limit ?`,
    [...sql.params, ...(cursor ? [cursor.at, cursor.id] : []), limit + 1],
  );
  return toExportPage(
    rows.map(({ cursorAt, cursorId, ...item }) => ({
      item: item as T,
      cursor: { at: cursorAt, id: cursorId } satisfies ExportCursor,
    })),
    limit,
  );
}

async function ownedBusiness(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
): Promise<KnownBusiness> {
  const business = await findOwnedBusiness(em, owner, businessId);
  if (!business) throw ReferralErrors.businessNotFound();
  return business;
}

const iso = (column: string) =>
  `coalesce(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;

/**
 * GET /api/referees/export/{userId}: every friend of every campaign of the owner's business (404 for another's),
 * newest first, in pages: contact, marketing consent, how far they got, who referred them ("Deleted referrer"
 * once that referrer is gone), and their voucher or pass: its code, state and when it was redeemed, by the
 * business at its counter.
 */
export async function exportBusinessReferees(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  query: ExportPageQuery,
  now: Date = new Date(),
): Promise<ExportPage<RefereeExportRecord>> {
  const business = await ownedBusiness(em, owner, businessId);
  return exportPage<RefereeExportRecord>(em, query, {
    table: 'referee',
    select: `r.id, r.campaign_id as "campaignId", c.name as "campaignName", r.first_name as "firstName",
       r.last_name as "lastName", coalesce(r.email, '') as email,
       case when r.marketing_consent_at is null then 'No' else 'Yes' end as "marketingConsent",
       case when r.review_state = 'rejected' then 'Rejected'
            when v.redeemed_at is not null then 'Came in'
            when r.review_state = 'pending' then 'To review'
            when r.verified_at is not null then 'Confirmed'
            else 'Signed up' end as state,
       case when rr.deleted_at is null then concat_ws(' ', rr.first_name, rr.last_name) else ? end as "referredBy",
       coalesce(v.code, '') as "voucherCode",
       case when v.id is null then ''
            when v.redeemed_at is not null then 'Redeemed'
            when v.cancelled_at is not null then 'Cancelled'
            when v.expires_at <= ? then 'Expired'
            else 'Issued' end as "voucherState",
       ${iso('v.redeemed_at')} as "redeemedAt",
       case when v.redeemed_at is null then '' else ? end as "redeemedBy",
       ${iso('r.created_at')} as "createdAt"`,
    from: `join ${serviceTable(em, 'known_campaign')} c on c.campaign_id = r.campaign_id
       join ${serviceTable(em, 'referrer')} rr on rr.id = r.referrer_id
       left join ${serviceTable(em, 'voucher')} v on v.referee_id = r.id`,
    where: 'c.business_id = ?',
    params: [DELETED_REFERRER_NAME, now, `${business.businessName} (counter)`, business.businessId],
  });
}

/**
 * GET /api/referrers/marketing-consent/{userId}: each referrer of the owner's business (404 for another's) with
 * their consent to its marketing, in pages; "No" for one who deleted their account or was removed.
 */
export async function exportReferrerConsents(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  query: ExportPageQuery,
): Promise<ExportPage<ReferrerConsentRecord>> {
  const business = await ownedBusiness(em, owner, businessId);
  return exportPage<ReferrerConsentRecord>(em, query, {
    table: 'referrer',
    select: `r.id as "referrerId",
       case when r.marketing_consent_at is null or r.deleted_at is not null then 'No' else 'Yes' end
         as "marketingConsent"`,
    from: '',
    where: 'r.business_id = ?',
    params: [business.businessId],
  });
}
