import {
  CampaignSubjects,
  businessStepSchema,
  campaignCreateSchema,
  copyCampaignsStepSchema,
  campaignEditSchema,
  campaignStatusSchema,
  exportPageQuerySchema,
  isCampaignStatusPatch,
  milestonesSchema,
  publicCampaignQuerySchema,
  referrerListQuerySchema,
  timeseriesQuerySchema,
  uploadRecordSchema,
  type CampaignEditInput,
  type CampaignStatusInput,
  type TimeseriesPeriod,
} from '@referrals/contracts';
import { endpoint, rawParam, uuidParam, type Endpoint, type InputSchema } from '@referrals/service-kit';
import { CampaignErrors } from './errors.ts';
import { adminBusinessCampaigns, adminCampaign } from './use-cases/admin-campaigns.ts';
import { getCampaignAnalytics, getCampaignTimeseries } from './use-cases/analytics.ts';
import { copyCampaigns } from './use-cases/copy-campaigns.ts';
import { createCampaign } from './use-cases/create-campaign.ts';
import { deleteCampaign } from './use-cases/delete-campaign.ts';
import { editCampaign } from './use-cases/edit-campaign.ts';
import { exportCampaigns } from './use-cases/export-campaigns.ts';
import { getCampaign } from './use-cases/get-campaign.ts';
import { listCampaigns } from './use-cases/list-campaigns.ts';
import { listMilestones } from './use-cases/list-milestones.ts';
import { getPlanUsage } from './use-cases/plan-usage.ts';
import { publicCampaignBySlug } from './use-cases/public-campaign.ts';
import { exportBusinessReferrers, listCampaignReferrers } from './use-cases/referrers.ts';
import { removeBusinessData } from './use-cases/remove-business-data.ts';
import { replaceMilestones } from './use-cases/replace-milestones.ts';
import { setCampaignStatus } from './use-cases/set-campaign-status.ts';
import { recordUpload } from './use-cases/uploaded-files.ts';

/** `:id` is a campaign id; a malformed one is answered like another login's campaign. */
const campaignParams = { id: uuidParam(CampaignErrors.campaignNotFound) };
/** `:userId` is a business id; a malformed one is answered like another login's business. */
const businessParams = { userId: uuidParam(CampaignErrors.businessNotFound) };

/** PATCH body: the status toggle (`{ isActive }` alone) or the edit form, told apart by its shape. */
const campaignUpdateSchema: InputSchema<{ status: CampaignStatusInput } | { edit: CampaignEditInput }> = {
  validate: async (value, options) =>
    isCampaignStatusPatch(value)
      ? { status: await campaignStatusSchema.validate(value, options) }
      : { edit: await campaignEditSchema.validate(value, options) },
};

/** Every bus endpoint of the campaign service (`campaign.health` is added by the kit). */
export const campaignEndpoints: Record<string, Endpoint> = {
  /**
   * owner (the gateway's POST /api/upload, before it stores the file), `{ body: { filename, size, purpose } }`
   * -> `{ filename }`; a ConflictError when the business's storage bound would be passed.
   */
  [CampaignSubjects.recordUpload]: endpoint({
    access: 'owner',
    body: uploadRecordSchema,
    handle: ({ em, principal, body, config, files, log }) =>
      recordUpload(
        em,
        principal,
        body,
        {
          storagePerBusinessBytes: config.limits.uploadStoragePerBusinessBytes,
          unusedGraceMs: config.limits.unusedUploadGraceMs,
        },
        { files, log },
      ),
  }),

  /** owner, `{ body: wizard campaign + userId }` -> CampaignDto */
  [CampaignSubjects.create]: endpoint({
    access: 'owner',
    body: campaignCreateSchema,
    handle: ({ em, principal, body, requestId }) => createCampaign(em, principal, body, { requestId }),
  }),

  /** owner, `{ params: { id } }` -> CampaignDto */
  [CampaignSubjects.get]: endpoint({
    access: 'owner',
    params: campaignParams,
    handle: ({ em, principal, params }) => getCampaign(em, principal, params.id),
  }),

  /** owner, `{ params: { id }, body: { isActive } | edit form }` -> CampaignDto */
  [CampaignSubjects.update]: endpoint({
    access: 'owner',
    params: campaignParams,
    body: campaignUpdateSchema,
    handle: ({ em, principal, params, body, requestId, files, log }) =>
      'status' in body
        ? setCampaignStatus(em, principal, params.id, body.status.isActive, { requestId })
        : editCampaign(em, principal, params.id, body.edit, { requestId, uploads: { files, log } }),
  }),

  /** owner, `{ params: { id } }` -> `{ message }` */
  [CampaignSubjects.delete]: endpoint({
    access: 'owner',
    params: campaignParams,
    handle: ({ em, principal, params, requestId, files, log }) =>
      deleteCampaign(em, principal, params.id, { requestId, uploads: { files, log } }),
  }),

  /** owner, `{ params: { userId } }` -> CampaignDto[], newest first, or not-modified (If-None-Match) */
  [CampaignSubjects.listForBusiness]: endpoint({
    access: 'owner',
    params: businessParams,
    handle: ({ em, principal, params, ifNoneMatch }) =>
      listCampaigns(em, principal, params.userId, ifNoneMatch),
  }),

  /**
   * anyone, `{ params: { slug }, query: { campaign? } }` -> PublicCampaignDto: the newest active campaign, or
   * the active one `campaign` names, with every active campaign of the business in summary
   */
  [CampaignSubjects.publicBySlug]: endpoint({
    access: 'public',
    params: { slug: rawParam },
    query: publicCampaignQuerySchema,
    handle: ({ em, params, query }) => publicCampaignBySlug(em, params.slug, query),
  }),

  /** owner, `{ params: { id } }` -> RewardMilestoneDto[] */
  [CampaignSubjects.listMilestones]: endpoint({
    access: 'owner',
    params: campaignParams,
    handle: ({ em, principal, params }) => listMilestones(em, principal, params.id),
  }),

  /** owner, `{ params: { id }, body: { milestones } }` -> RewardMilestoneDto[] (replaces all) */
  [CampaignSubjects.replaceMilestones]: endpoint({
    access: 'owner',
    params: campaignParams,
    body: milestonesSchema,
    handle: ({ em, principal, params, body, requestId }) =>
      replaceMilestones(em, principal, params.id, body.milestones, { requestId }),
  }),

  /**
   * owner, `{ params: { userId }, query: { after?, limit? } }` -> ExportPage<CampaignExportRecord>, newest
   * first; the gateway asks page after page and answers HTTP with one array.
   */
  [CampaignSubjects.exportForBusiness]: endpoint({
    access: 'owner',
    params: businessParams,
    query: exportPageQuerySchema,
    handle: ({ em, principal, params, query }) => exportCampaigns(em, principal, params.userId, query),
  }),

  /** owner, `{ params: { userId } }` -> PlanUsageDto: the business's referrals this month against its plan */
  [CampaignSubjects.planUsage]: endpoint({
    access: 'owner',
    params: businessParams,
    handle: ({ em, principal, params }) => getPlanUsage(em, principal, params.userId),
  }),

  /** owner, `{ params: { id } }` -> CampaignStatsDto */
  [CampaignSubjects.analytics]: endpoint({
    access: 'owner',
    params: campaignParams,
    handle: ({ em, principal, params }) => getCampaignAnalytics(em, principal, params.id),
  }),

  /** owner, `{ params: { id }, query: { period } }` -> CampaignTimeseriesDto */
  [CampaignSubjects.timeseries]: endpoint({
    access: 'owner',
    params: campaignParams,
    query: timeseriesQuerySchema,
    handle: ({ em, principal, params, query }) =>
      getCampaignTimeseries(em, principal, params.id, query.period as TimeseriesPeriod),
  }),

  /** owner, `{ params: { id }, query: { search?, limit? } }` -> CampaignReferrerDto[], best first */
  [CampaignSubjects.listReferrers]: endpoint({
    access: 'owner',
    params: campaignParams,
    query: referrerListQuerySchema,
    handle: ({ em, principal, params, query }) => listCampaignReferrers(em, principal, params.id, query),
  }),

  /**
   * owner, `{ params: { userId }, query: { after?, limit? } }` -> ExportPage<CampaignReferrerDto> of every
   * campaign of the business, newest first (paged like the campaign export).
   */
  [CampaignSubjects.exportReferrers]: endpoint({
    access: 'owner',
    params: businessParams,
    query: exportPageQuerySchema,
    handle: ({ em, principal, params, query }) =>
      exportBusinessReferrers(em, principal, params.userId, query),
  }),

  /**
   * admin (either role), `{ params: { id } }` (a business id) -> AdminCampaignSummaryDto[], newest first; a
   * business without campaigns here (unknown included) is [].
   */
  [CampaignSubjects.adminBusinessCampaigns]: endpoint({
    access: 'admin',
    params: { id: uuidParam(CampaignErrors.businessNotFound) },
    handle: ({ em, params }) => adminBusinessCampaigns(em, params.id),
  }),

  /** admin (either role), `{ params: { id } }` -> AdminCampaignDto */
  [CampaignSubjects.adminCampaign]: endpoint({
    access: 'admin',
    params: campaignParams,
    handle: ({ em, params }) => adminCampaign(em, params.id),
  }),

  /**
   * service (the admin service's duplicate-business workflow), CopyCampaignsStepInput ->
   * `{ campaigns: CampaignCopy[] }`; once per `(workflowId, step)`.
   */
  [CampaignSubjects.copyCampaignsStep]: endpoint({
    access: 'service',
    message: copyCampaignsStepSchema,
    handle: ({ em, message, files, log, requestId }) => copyCampaigns(em, message, { files, log, requestId }),
  }),

  /**
   * service (the admin service's delete-business workflow), BusinessStepInput -> `{ campaigns, files }` (what
   * was removed); once per `(workflowId, step)`, nothing left is success.
   */
  [CampaignSubjects.removeBusinessDataStep]: endpoint({
    access: 'service',
    message: businessStepSchema,
    handle: ({ em, message, files, log, requestId }) =>
      removeBusinessData(em, message, { files, log, requestId }),
  }),
};
