export const CampaignEvents = {
  /** A campaign was created (the whole campaign, without its milestones). */
  created: 'campaign.created',
  /** A campaign's content changed through the edit form or its milestones were replaced. */
  updated: 'campaign.updated',
  /** A campaign was activated or deactivated. */
  statusChanged: 'campaign.status-changed',
  /** A campaign was deleted (with its milestones). */
  deleted: 'campaign.deleted',
} as const;

/** What campaign events carry: enough for read models of campaigns (referral, admin). */
export interface CampaignEventData {
  campaignId: string;
  businessId: string;
  name: string;
  isActive: boolean;
  updatedAt: string;
}
