import type { EntityManager } from '@mikro-orm/sql';
import type { CampaignExportRecord, ExportPage, ExportPageQuery, OwnerPrincipal } from '@referrals/contracts';
import { cursorTime, decodeCursor, serviceTable, toExportPage } from '@referrals/service-kit';
import { Campaign } from '../entities/campaign.ts';
import { campaignFields } from './campaign-mapping.ts';
import { findOwnedBusiness } from './owner.ts';
import { statsOf } from './statistics.ts';

/**
 * Campaigns per export page when the caller names no size. Seven rich texts of up to 50,000 characters
 * each make a record up to about 1 MiB in the worst case; ten ordinary ones are a few KiB, and the byte
 * budget of toExportPage stops a page of large ones early.
 */
export const CAMPAIGN_EXPORT_PAGE = 10;

/**
 * GET /api/campaigns/export/{userId}, one page: the campaigns of the business for the CSV export, newest
 * first, after the cursor of the page before. The keys come first from SQL (at the column's precision,
 * see ExportCursor), then only that page's campaigns are loaded.
 */
export async function exportCampaigns(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  { after, limit = CAMPAIGN_EXPORT_PAGE }: ExportPageQuery,
): Promise<ExportPage<CampaignExportRecord>> {
  const business = await findOwnedBusiness(em, owner, businessId);
  const cursor = decodeCursor(after);
  const keys = await em.execute<{ id: string; cursorAt: string }[]>(
    `select id, ${cursorTime('created_at')} as "cursorAt"
     from ${serviceTable(em, 'campaign')}
     where business_id = ?${cursor ? ' and (created_at, id) < (?::timestamptz, ?::uuid)' : ''}
     order by created_at desc, id desc
     limit ?`,
    cursor ? [business.businessId, cursor.at, cursor.id, limit + 1] : [business.businessId, limit + 1],
  );
  const ids = keys.map((key) => key.id);
  const campaigns = new Map(
    (ids.length > 0 ? await em.find(Campaign, { id: { $in: ids } }) : []).map((c) => [c.id, c]),
  );
  const stats = await statsOf(em, ids);
  const rows = keys.map(({ id, cursorAt }) => {
    const campaign = campaigns.get(id);
    const item: CampaignExportRecord | undefined = campaign && {
      ...campaignFields(campaign, business),
      ...stats.get(id)!,
    };
    return { item, cursor: { at: cursorAt, id } };
  });
  return toExportPage(rows, limit);
}
