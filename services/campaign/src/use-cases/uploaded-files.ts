import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  CAMPAIGN_IMAGE_FIELDS,
  previewFileName,
  uploadUrl,
  uploadedFileName,
  type OwnerPrincipal,
  type UploadRecordInput,
} from '@referrals/contracts';
import { serviceTable, type FileStore, type Logger } from '@referrals/service-kit';
import { Campaign } from '../entities/campaign.ts';
import { UploadedFile } from '../entities/uploaded-file.ts';
import { CampaignErrors } from '../errors.ts';

/** Abandoned uploads deleted per sweep: bounded, so one upload never pays for a long backlog. */
const SWEEP_BATCH = 20;

export interface UploadLimits {
  /** Bytes one business may keep (`UPLOAD_STORAGE_PER_BUSINESS_MB`). */
  storagePerBusinessBytes: number;
  /** How long a file no campaign uses is kept (`UNUSED_UPLOAD_GRACE_HOURS`). */
  unusedGraceMs: number;
}

export interface UploadContext {
  files: FileStore | null;
  log: Logger;
  now?: Date;
}

/** The stored files a campaign's image fields name. */
export function imageFilesOf(campaign: Pick<Campaign, (typeof CAMPAIGN_IMAGE_FIELDS)[number]>): Set<string> {
  const names = CAMPAIGN_IMAGE_FIELDS.map((field) => uploadedFileName(campaign[field]));
  return new Set(names.filter((name): name is string => name !== null));
}

/**
 * Records a file the gateway checked, against the owner's business, before the gateway stores it: refused
 * (ConflictError) when the business's files would then take more than its storage bound. Concurrent uploads
 * of one business take turns, so together they cannot pass the bound. Uploads no campaign used within the
 * grace period are then swept (as the table is touched: no background job).
 */
export async function recordUpload(
  em: EntityManager,
  owner: OwnerPrincipal,
  input: UploadRecordInput,
  limits: UploadLimits,
  context: UploadContext,
): Promise<{ filename: string }> {
  const now = context.now ?? new Date();
  await em.fork().transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`uploads:${owner.businessId}`]);
    const [row] = await tx.execute<Array<{ used: string | number }>>(
      `select coalesce(sum(size), 0) as used from ${serviceTable(tx, 'uploaded_file')} where business_id = ?`,
      [owner.businessId],
    );
    if (Number(row?.used ?? 0) + input.size > limits.storagePerBusinessBytes) {
      context.log.warn({ event: 'upload-storage-full', businessId: owner.businessId }, 'upload refused');
      throw CampaignErrors.storageFull(limits.storagePerBusinessBytes);
    }
    tx.create(UploadedFile, {
      filename: input.filename,
      businessId: owner.businessId,
      size: input.size,
      purpose: input.purpose,
      uploadedAt: now,
    });
  });
  await sweepAbandonedUploads(em, limits.unusedGraceMs, { ...context, now });
  return { filename: input.filename };
}

/**
 * Deletes, of `filenames`, the recorded uploads no campaign uses any more (a campaign's image replaced or
 * removed, the campaign deleted), bytes and record. A file another campaign still shows stays (two
 * campaigns may name one file; a duplicated business's copies have files of their own). Files the ledger
 * does not know (not uploaded for a campaign) are never touched. Called after the change committed; a
 * failure is logged, not the caller's: the sweep of abandoned uploads deletes the file later.
 */
export async function releaseFiles(
  em: EntityManager,
  filenames: Iterable<string>,
  context: UploadContext,
): Promise<void> {
  // Without a store there is nothing to delete: the records stay, so the files are still counted.
  if (!context.files) return;
  for (const filename of filenames) {
    await deleteIfUnused(em, filename, context).catch((error: unknown) =>
      context.log.warn({ err: error, filename }, 'could not delete an unused upload'),
    );
  }
}

/** Uploads older than the grace period that no campaign uses: a wizard left without launching, say. */
async function sweepAbandonedUploads(
  em: EntityManager,
  graceMs: number,
  context: UploadContext,
): Promise<void> {
  const now = context.now ?? new Date();
  const candidates = await em
    .fork()
    .find(
      UploadedFile,
      { uploadedAt: { $lt: new Date(now.getTime() - graceMs) } },
      { orderBy: { uploadedAt: 'asc' }, limit: SWEEP_BATCH, fields: ['filename'] },
    );
  await releaseFiles(
    em,
    candidates.map(({ filename }) => filename),
    context,
  );
}

/**
 * Under a lock on the file's record, so two releases of one file do not both delete it, and with the
 * references counted inside that transaction; the bytes go before the record, so a failure leaves a record
 * that a later sweep retries rather than bytes nobody counts.
 */
async function deleteIfUnused(em: EntityManager, filename: string, context: UploadContext): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const record = await tx.findOne(UploadedFile, { filename }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!record) return;
    const url = uploadUrl(filename);
    const users = await tx.count(Campaign, { $or: CAMPAIGN_IMAGE_FIELDS.map((field) => ({ [field]: url })) });
    if (users > 0) return;
    await context.files?.delete(filename);
    // A header image's preview-sized copy (made by the gateway at upload) goes with it; other uploads have
    // none, and deleting a missing file is a no-op.
    await context.files?.delete(previewFileName(filename));
    tx.remove(record);
    context.log.info(
      { event: 'upload-deleted', filename, businessId: record.businessId },
      'unused upload deleted',
    );
  });
}
