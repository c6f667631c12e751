import {
  CampaignSubjects,
  campaignCreateSchema,
  campaignEditSchema,
  campaignStatusSchema,
  exportPageQuerySchema,
  isCampaignStatusPatch,
  milestonesSchema,
  referrerListQuerySchema,
  timeseriesQuerySchema,
  type TimeseriesPeriod,
} from '@referrals/contracts';
import { parseInput, type Endpoint, type RequestContext } from '@referrals/service-kit';
import { getCampaignAnalytics, getCampaignTimeseries } from './use-cases/analytics.ts';
import {
  createCampaign,
  deleteCampaign,
  editCampaign,
  exportCampaigns,
  getCampaign,
  listCampaigns,
  listMilestones,
  publicCampaignBySlug,
  replaceMilestones,
  setCampaignStatus,
} from './use-cases/campaigns.ts';
import { requireOwner } from './use-cases/owner.ts';
import { exportBusinessReferrers, listCampaignReferrers } from './use-cases/referrers.ts';

/** Payload of the gateway's routes: path parameters, the query string and the JSON body. */
type ApiCall = RequestContext<
  { params?: Record<string, unknown>; query?: unknown; body?: unknown } | undefined
>;

const param = (ctx: ApiCall, name: string): unknown => ctx.data?.params?.[name];

/** Every bus endpoint of the campaign service (`campaign.health` is added by the kit). */
export const campaignEndpoints: Record<string, Endpoint> = {
  /** owner, `{ body: wizard campaign + userId }` -> CampaignDto */
  [CampaignSubjects.create]: async (ctx: ApiCall) => {
    const owner = requireOwner(ctx.principal);
    return createCampaign(ctx.em, owner, await parseInput(campaignCreateSchema, ctx.data?.body), {
      requestId: ctx.requestId,
    });
  },

  /** owner, `{ params: { id } }` -> CampaignDto */
  [CampaignSubjects.get]: async (ctx: ApiCall) =>
    getCampaign(ctx.em, requireOwner(ctx.principal), param(ctx, 'id')),

  /** owner, `{ params: { id }, body: { isActive } | edit form }` -> CampaignDto */
  [CampaignSubjects.update]: async (ctx: ApiCall) => {
    const owner = requireOwner(ctx.principal);
    const body = ctx.data?.body;
    if (isCampaignStatusPatch(body)) {
      const { isActive } = await parseInput(campaignStatusSchema, body);
      return setCampaignStatus(ctx.em, owner, param(ctx, 'id'), isActive, { requestId: ctx.requestId });
    }
    return editCampaign(ctx.em, owner, param(ctx, 'id'), await parseInput(campaignEditSchema, body), {
      requestId: ctx.requestId,
    });
  },

  /** owner, `{ params: { id } }` -> `{ message }` */
  [CampaignSubjects.delete]: async (ctx: ApiCall) =>
    deleteCampaign(ctx.em, requireOwner(ctx.principal), param(ctx, 'id'), { requestId: ctx.requestId }),

  /** owner, `{ params: { userId } }` -> CampaignDto[], newest first */
  [CampaignSubjects.listForBusiness]: async (ctx: ApiCall) =>
    listCampaigns(ctx.em, requireOwner(ctx.principal), param(ctx, 'userId')),

  /** anyone, `{ params: { slug } }` -> PublicCampaignDto */
  [CampaignSubjects.publicBySlug]: async (ctx: ApiCall) => publicCampaignBySlug(ctx.em, param(ctx, 'slug')),

  /** owner, `{ params: { id } }` -> RewardMilestoneDto[] */
  [CampaignSubjects.listMilestones]: async (ctx: ApiCall) =>
    listMilestones(ctx.em, requireOwner(ctx.principal), param(ctx, 'id')),

  /** owner, `{ params: { id }, body: { milestones } }` -> RewardMilestoneDto[] (replaces all) */
  [CampaignSubjects.replaceMilestones]: async (ctx: ApiCall) => {
    const owner = requireOwner(ctx.principal);
    const { milestones } = await parseInput(milestonesSchema, ctx.data?.body);
    return replaceMilestones(ctx.em, owner, param(ctx, 'id'), milestones, { requestId: ctx.requestId });
  },

  /**
   * owner, `{ params: { userId }, query: { after?, limit? } }` -> ExportPage<CampaignExportRecord>, newest
   * first; the gateway asks page after page and answers HTTP with one array.
   */
  [CampaignSubjects.exportForBusiness]: async (ctx: ApiCall) => {
    const owner = requireOwner(ctx.principal);
    const page = await parseInput(exportPageQuerySchema, ctx.data?.query);
    return exportCampaigns(ctx.em, owner, param(ctx, 'userId'), page);
  },

  /** owner, `{ params: { id } }` -> CampaignStatsDto */
  [CampaignSubjects.analytics]: async (ctx: ApiCall) =>
    getCampaignAnalytics(ctx.em, requireOwner(ctx.principal), param(ctx, 'id')),

  /** owner, `{ params: { id }, query: { period } }` -> CampaignTimeseriesDto */
  [CampaignSubjects.timeseries]: async (ctx: ApiCall) => {
    const owner = requireOwner(ctx.principal);
    const { period } = await parseInput(timeseriesQuerySchema, ctx.data?.query);
    return getCampaignTimeseries(ctx.em, owner, param(ctx, 'id'), period as TimeseriesPeriod);
  },

  /** owner, `{ params: { id }, query: { search?, limit? } }` -> CampaignReferrerDto[], best first */
  [CampaignSubjects.listReferrers]: async (ctx: ApiCall) => {
    const owner = requireOwner(ctx.principal);
    const query = await parseInput(referrerListQuerySchema, ctx.data?.query);
    return listCampaignReferrers(ctx.em, owner, param(ctx, 'id'), query);
  },

  /**
   * owner, `{ params: { userId }, query: { after?, limit? } }` -> ExportPage<CampaignReferrerDto> of every
   * campaign of the business, newest first (paged like the campaign export).
   */
  [CampaignSubjects.exportReferrers]: async (ctx: ApiCall) => {
    const owner = requireOwner(ctx.principal);
    const page = await parseInput(exportPageQuerySchema, ctx.data?.query);
    return exportBusinessReferrers(ctx.em, owner, param(ctx, 'userId'), page);
  },
};
