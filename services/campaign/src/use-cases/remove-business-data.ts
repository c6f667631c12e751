import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  CAMPAIGN_IMAGE_FIELDS,
  CampaignEvents,
  CampaignSubjects,
  previewFileName,
  uploadUrl,
  type BusinessStepInput,
} from '@referrals/contracts';
import {
  ProcessedStep,
  answerStepOnce,
  recordEvent,
  type FileStore,
  type Logger,
  type StepKey,
} from '@referrals/service-kit';
import { Campaign } from '../entities/campaign.ts';
import { KnownBusiness } from '../entities/known-business.ts';
import { RewardMilestone } from '../entities/reward-milestone.ts';
import { UploadedFile } from '../entities/uploaded-file.ts';
import { MILESTONE_ORDER, eventData } from './campaign-mapping.ts';
import { readCacheOf } from './read-cache.ts';
import { forgetCampaignStatistics } from './statistics.ts';
import { imageFilesOf, releaseFiles } from './uploaded-files.ts';

/** What the step removed: the business's campaigns and its uploaded files. */
export interface RemoveBusinessDataAnswer {
  campaigns: number;
  files: number;
}

/**
 * What the step records as its answer: the answer, and the stored files it still has to delete once its change
 * committed (emptied when they are gone, so that a repeat after a crash in between deletes what is left).
 */
interface RecordedRemoval extends RemoveBusinessDataAnswer {
  pendingFiles: string[];
}

export interface RemoveContext {
  files: FileStore | null;
  log: Logger;
  requestId?: string;
}

/**
 * Deletes from the store the files the step's committed change left to delete, then notes that none are left.
 * Without a store they stay noted, for a repeat of the step.
 */
async function deletePendingFiles(
  em: EntityManager,
  key: StepKey,
  recorded: RecordedRemoval,
  context: RemoveContext,
): Promise<void> {
  const pending = recorded.pendingFiles;
  if (pending.length === 0) return;
  if (!context.files) {
    context.log.warn({ event: 'business-files-kept', files: pending.length }, 'no file store to delete from');
    return;
  }
  for (const filename of pending) await context.files.delete(filename);
  const done: RecordedRemoval = { ...recorded, pendingFiles: [] };
  await em
    .fork()
    .nativeUpdate(ProcessedStep, { workflowId: key.workflowId, step: key.step }, { answer: done });
  context.log.info({ event: 'business-files-deleted', files: pending.length }, 'business files deleted');
}

/**
 * Of `filenames`, those a campaign (of another business: the business's own are deleted by now) still shows,
 * with that campaign's business.
 */
async function shownElsewhere(tx: EntityManager, filenames: string[]): Promise<Map<string, string>> {
  const shown = new Map<string, string>();
  if (filenames.length === 0) return shown;
  const byUrl = new Map(filenames.map((filename) => [uploadUrl(filename), filename]));
  const urls = [...byUrl.keys()];
  const users = await tx.find(
    Campaign,
    { $or: CAMPAIGN_IMAGE_FIELDS.map((field) => ({ [field]: { $in: urls } })) },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  for (const campaign of users) {
    for (const field of CAMPAIGN_IMAGE_FIELDS) {
      const filename = byUrl.get(campaign[field] ?? '');
      if (filename && !shown.has(filename)) shown.set(filename, campaign.businessId);
    }
  }
  return shown;
}

/**
 * Workflow step `campaign.workflow.remove-business-data` (delete business): in one transaction, the business's
 * campaigns with their milestones, statistics (totals, days) and referrers, its uploads' records and its row in
 * `known_business`, with a `deleted` event per campaign as for an owner's delete; then, once committed, the
 * cached reads of the business are dropped everywhere and its stored files deleted. The files to delete are
 * recorded with the step, so a repeat after a crash before they were deleted deletes them. An upload another
 * business's campaign still shows (a campaign copied before copies had images of their own) is not deleted:
 * its record moves to that business. Once per `(workflowId, step)`; nothing left to remove is success.
 */
export async function removeBusinessData(
  em: EntityManager,
  input: BusinessStepInput,
  context: RemoveContext,
): Promise<RemoveBusinessDataAnswer> {
  const { businessId } = input;
  // Set only when this delivery carried the step out: a repeat leaves the releasing to the first.
  let othersImages: string[] = [];
  const recorded = await answerStepOnce(
    em,
    CampaignSubjects.removeBusinessDataStep,
    input,
    async (tx): Promise<RecordedRemoval> => {
      // Uploads of the business being recorded meanwhile wait (recordUpload takes the same lock).
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`uploads:${businessId}`]);
      const campaigns = await tx.find(
        Campaign,
        { businessId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      const campaignIds = campaigns.map((campaign) => campaign.id);
      const milestones = campaignIds.length
        ? await tx.find(RewardMilestone, { campaignId: { $in: campaignIds } }, { orderBy: MILESTONE_ORDER })
        : [];
      if (campaignIds.length > 0) {
        await tx.nativeDelete(Campaign, { id: { $in: campaignIds } });
        await tx.nativeDelete(RewardMilestone, { campaignId: { $in: campaignIds } });
      }
      for (const campaign of campaigns) {
        // After the campaign's row, as an owner's delete does: a referral event being counted holds that row.
        await forgetCampaignStatistics(tx, campaign.id);
        const own = milestones.filter((milestone) => milestone.campaignId === campaign.id);
        recordEvent(tx, CampaignEvents.deleted, eventData(campaign, own), { requestId: context.requestId });
      }

      const uploads = await tx.find(UploadedFile, { businessId });
      const ownFiles = new Set(uploads.map((upload) => upload.filename));
      const stillShown = await shownElsewhere(tx, [...ownFiles]);
      const pending: string[] = [];
      let removed = 0;
      for (const upload of uploads) {
        const shownBy = stillShown.get(upload.filename);
        if (shownBy) {
          upload.businessId = shownBy;
        } else {
          tx.remove(upload);
          // A header image's link-preview copy goes with it (deleting a missing file is a no-op).
          pending.push(upload.filename, previewFileName(upload.filename));
          removed += 1;
        }
      }
      await tx.nativeDelete(KnownBusiness, { businessId });

      othersImages = campaigns
        .flatMap((campaign) => [...imageFilesOf(campaign)])
        .filter((filename) => !ownFiles.has(filename));
      return { campaigns: campaigns.length, files: removed, pendingFiles: pending };
    },
  );
  // The public campaign and the campaign list of the business are gone: here, other replicas, the gateways.
  readCacheOf(em).changed(businessId);
  await deletePendingFiles(em, input, recorded, context);
  // Images the campaigns showed from another business's uploads: deleted if nothing shows them any more.
  await releaseFiles(em, new Set(othersImages), { files: context.files, log: context.log });
  return { campaigns: recorded.campaigns, files: recorded.files };
}
