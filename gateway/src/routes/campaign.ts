import {
  CampaignSubjects,
  campaignCreateSchema,
  campaignPatchSchema,
  milestonesSchema,
  publicCampaignQuerySchema,
  referrerListQuerySchema,
  timeseriesQuerySchema,
} from '@referrals/contracts';
import { NO_INPUT, type ApiRoute } from './types.ts';

/**
 * Campaigns and their reward milestones: the calls the campaign service answers. `:userId` is a business id,
 * `:id` a campaign id; the service answers 404 for any business or campaign that is not the caller's login's.
 */
export const campaignRoutes: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/campaigns',
    subject: CampaignSubjects.create,
    schema: campaignCreateSchema,
    access: 'owner',
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/campaigns/user/:userId',
    subject: CampaignSubjects.listForBusiness,
    schema: NO_INPUT,
    access: 'owner',
    answerCached: { business: { param: 'userId' } },
  },
  // Before /api/campaigns/:id, which would otherwise take `export` for a campaign id.
  {
    method: 'GET',
    path: '/api/campaigns/export/:userId',
    subject: CampaignSubjects.exportForBusiness,
    schema: NO_INPUT,
    access: 'owner',
    paged: true,
  },
  {
    method: 'GET',
    path: '/api/campaigns/slug/:slug',
    subject: CampaignSubjects.publicBySlug,
    schema: publicCampaignQuerySchema,
    access: 'public',
    answerCached: { business: { field: 'userId' } },
  },
  {
    method: 'GET',
    path: '/api/campaigns/:id',
    subject: CampaignSubjects.get,
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'PATCH',
    path: '/api/campaigns/:id',
    subject: CampaignSubjects.update,
    schema: campaignPatchSchema,
    access: 'owner',
  },
  {
    method: 'DELETE',
    path: '/api/campaigns/:id',
    subject: CampaignSubjects.delete,
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'GET',
    path: '/api/reward-milestones/campaign/:id',
    subject: CampaignSubjects.listMilestones,
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'POST',
    path: '/api/reward-milestones/campaign/:id',
    subject: CampaignSubjects.replaceMilestones,
    schema: milestonesSchema,
    access: 'owner',
  },
  {
    method: 'GET',
    path: '/api/analytics/campaign/:id',
    subject: CampaignSubjects.analytics,
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'GET',
    path: '/api/analytics/campaign/:id/timeseries',
    subject: CampaignSubjects.timeseries,
    schema: timeseriesQuerySchema,
    access: 'owner',
  },
  {
    method: 'GET',
    path: '/api/analytics/business/:userId/usage',
    subject: CampaignSubjects.planUsage,
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'GET',
    path: '/api/referrers/campaign/:id',
    subject: CampaignSubjects.listReferrers,
    schema: referrerListQuerySchema,
    access: 'owner',
  },
  {
    method: 'GET',
    path: '/api/referrers/export/:userId',
    subject: CampaignSubjects.exportReferrers,
    schema: NO_INPUT,
    access: 'owner',
    paged: true,
  },
];
