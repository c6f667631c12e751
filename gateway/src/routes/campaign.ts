import {
  CampaignSubjects,
  campaignCreateSchema,
  campaignPatchSchema,
  milestonesSchema,
} from '@referrals/contracts';
import type { ApiRoute } from './types.ts';

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
    access: 'owner',
  },
  {
    method: 'GET',
    path: '/api/campaigns/slug/:slug',
    subject: CampaignSubjects.publicBySlug,
    access: 'public',
  },
  { method: 'GET', path: '/api/campaigns/:id', subject: CampaignSubjects.get, access: 'owner' },
  {
    method: 'PATCH',
    path: '/api/campaigns/:id',
    subject: CampaignSubjects.update,
    schema: campaignPatchSchema,
    access: 'owner',
  },
  { method: 'DELETE', path: '/api/campaigns/:id', subject: CampaignSubjects.delete, access: 'owner' },
  {
    method: 'GET',
    path: '/api/reward-milestones/campaign/:id',
    subject: CampaignSubjects.listMilestones,
    access: 'owner',
  },
  {
    method: 'POST',
    path: '/api/reward-milestones/campaign/:id',
    subject: CampaignSubjects.replaceMilestones,
    schema: milestonesSchema,
    access: 'owner',
  },
];
