import type { Endpoint } from '@referrals/service-kit';

/**
 * Every bus endpoint of the campaign service. None yet besides `campaign.health`, which the kit adds:
 * campaigns, milestones and statistics arrive with their issues (docs: ../README.md).
 */
export const campaignEndpoints: Record<string, Endpoint> = {};
