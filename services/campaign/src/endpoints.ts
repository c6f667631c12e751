import {
  CampaignSubjects,
  campaignCreateSchema,
  campaignEditSchema,
  campaignStatusSchema,
  isCampaignStatusPatch,
  milestonesSchema,
} from '@referrals/contracts';
import { parseInput, type Endpoint, type RequestContext } from '@referrals/service-kit';
import {
  createCampaign,
  deleteCampaign,
  editCampaign,
  getCampaign,
  listCampaigns,
  listMilestones,
  publicCampaignBySlug,
  replaceMilestones,
  setCampaignStatus,
} from './use-cases/campaigns.ts';
import { requireOwner } from './use-cases/owner.ts';

/** Payload of the gateway's routes: path parameters and the JSON body. */
type ApiCall = RequestContext<{ params?: Record<string, unknown>; body?: unknown } | undefined>;

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
};
