export const CampaignSubjects = {
  create: 'campaign.create',
  get: 'campaign.get',
  /** `{ isActive }` alone (status toggle) or the edit form. */
  update: 'campaign.update',
  delete: 'campaign.delete',
  listForBusiness: 'campaign.list-for-business',
  /** The public campaign of an active business, by the business's slug. */
  publicBySlug: 'campaign.public-by-slug',
  listMilestones: 'campaign.milestones.list',
  replaceMilestones: 'campaign.milestones.replace',
  /** Every campaign of a business with its statistics, for the owner's CSV export. */
  exportForBusiness: 'campaign.export-for-business',
  /** The statistics read model of one campaign. */
  analytics: 'campaign.analytics.get',
  /** Referrals, conversions and vouchers redeemed per day, week or month. */
  timeseries: 'campaign.analytics.timeseries',
  /** A business's referrals this calendar month against its plan's monthly figure (Billing, dashboard). */
  planUsage: 'campaign.analytics.plan-usage',
  /** The referrers of one campaign as the statistics read model knows them. */
  listReferrers: 'campaign.referrers.list',
  /** Every referrer of a business's campaigns, for the owner's CSV export. */
  exportReferrers: 'campaign.referrers.export',
  /**
   * Gateway only (POST /api/upload, before it stores the file): records an uploaded campaign image against
   * the owner's business, refused past the business's storage bound.
   */
  recordUpload: 'campaign.uploads.record',
  /** GET /api/admin/businesses/{id}/campaigns (admin) -> AdminCampaignSummaryDto[]. */
  adminBusinessCampaigns: 'campaign.admin.business-campaigns',
  /** GET /api/admin/campaigns/{id} (admin) -> AdminCampaignDto. */
  adminCampaign: 'campaign.admin.campaign',
  /** Workflow step (service): CopyCampaignsStepInput -> `{ campaigns: CampaignCopy[] }`. */
  copyCampaignsStep: 'campaign.workflow.copy-campaigns',
  /**
   * Workflow step (service): BusinessStepInput; removes the business's campaigns, milestones, statistics,
   * referrer read model and uploaded files. Nothing left: success.
   */
  removeBusinessDataStep: 'campaign.workflow.remove-business-data',
} as const;
