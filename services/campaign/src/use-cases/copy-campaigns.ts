import { createHash, randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import type { EntityManager } from '@mikro-orm/sql';
import {
  CAMPAIGN_FIELDS,
  CAMPAIGN_FIELD_NAMES,
  CAMPAIGN_IMAGE_FIELDS,
  CampaignEvents,
  CampaignSubjects,
  previewFileName,
  uploadUrl,
  uploadedFileName,
  type CampaignCopy,
  type CopyCampaignsStepInput,
  type UploadType,
} from '@referrals/contracts';
import {
  Errors,
  answerStepOnce,
  findStepAnswer,
  recordEvent,
  type FileStore,
  type Logger,
  type StoredFile,
} from '@referrals/service-kit';
import { Campaign } from '../entities/campaign.ts';
import { KnownBusiness } from '../entities/known-business.ts';
import { RewardMilestone } from '../entities/reward-milestone.ts';
import { UploadedFile } from '../entities/uploaded-file.ts';
import { CampaignErrors } from '../errors.ts';
import { MILESTONE_ORDER, REWARD_FIELDS, eventData } from './campaign-mapping.ts';
import { rememberBusiness } from './known-businesses.ts';
import { readCacheOf } from './read-cache.ts';

export interface CopyCampaignsAnswer {
  campaigns: CampaignCopy[];
}

export interface CopyContext {
  files: FileStore | null;
  log: Logger;
  requestId?: string;
}

/**
 * What a copy takes over as it is: the content but the images (CAMPAIGN_FIELDS) and both rewards. Images are the
 * copy's own files ({@link copiedImage}); identity, owner and dates are the copy's, and every copy starts
 * inactive: the new venue's owner turns on what it runs.
 */
const COPIED_AS_IS = [
  ...CAMPAIGN_FIELD_NAMES.filter((field) => CAMPAIGN_FIELDS[field].kind !== 'image'),
  ...REWARD_FIELDS,
  'friendFields',
] as const satisfies readonly (keyof Campaign)[];

/** An uploaded image of the source and the target's own copy of it. */
interface ImageCopy {
  source: string;
  /** The copy's name in the store: the same for every repeat of the step, so a repeat writes no second copy. */
  target: string;
  purpose: string;
  /** Bytes counted against the target business: the source's record's (its preview copy included). */
  size: number;
}

/**
 * The copy's name of `source` in this step: derived from the step and the source name, so a repeat of the step
 * (after a crash before its commit) writes over the same file rather than leaving one nobody records. The
 * workflow id is secret and random, so the name is as unguessable as an upload's.
 */
function copyName(key: CopyCampaignsStepInput, source: string): string {
  const digest = createHash('sha256')
    .update(`${key.workflowId}\n${key.step}\n${source}`)
    .digest('hex')
    .slice(0, 32);
  return `${digest}${extname(source).toLowerCase()}`;
}

async function readBytes(stored: StoredFile): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stored.open()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Copies `source` (and its link-preview copy when it has one) to `target` in the store; false when the source
 * is not in the store (any more): the copy then shows no image there.
 */
async function copyStoredFile(files: FileStore, source: string, target: string): Promise<boolean> {
  const stored = await files.get(source);
  if (!stored) return false;
  await files.put(target, await readBytes(stored), stored.contentType);
  const preview = await files.get(previewFileName(source));
  if (preview) await files.put(previewFileName(target), await readBytes(preview), preview.contentType);
  return true;
}

/**
 * The target's own copies of every image the campaigns show: recorded as the target business's uploads first
 * (so that, should the step never finish, the unused-upload sweep deletes them), then written to the store.
 * Answers the copy's name of each source file, or null for a file the store does not have.
 */
async function copyImages(
  em: EntityManager,
  originals: Campaign[],
  input: CopyCampaignsStepInput,
  context: CopyContext,
): Promise<Map<string, string | null>> {
  const purposes = new Map<string, UploadType>();
  for (const campaign of originals) {
    for (const field of CAMPAIGN_IMAGE_FIELDS) {
      const name = uploadedFileName(campaign[field]);
      if (name && !purposes.has(name)) purposes.set(name, field);
    }
  }
  const names = new Map<string, string | null>();
  if (purposes.size === 0) return names;
  const { files } = context;
  if (!files) throw new Error('Copying campaign images needs the file store (usesFileStore)');
  const records = new Map(
    (await em.find(UploadedFile, { filename: { $in: [...purposes.keys()] } })).map((r) => [r.filename, r]),
  );
  const copies: ImageCopy[] = [];
  for (const [source, field] of purposes) {
    const stored = await files.get(source);
    if (!stored) {
      context.log.warn({ event: 'copy-image-missing', filename: source }, 'a campaign image is not stored');
      names.set(source, null);
      continue;
    }
    const record = records.get(source);
    copies.push({
      source,
      target: copyName(input, source),
      purpose: record?.purpose ?? field,
      size: record?.size ?? stored.size,
    });
  }
  const now = new Date();
  await em.fork().transactional(async (tx) => {
    for (const copy of copies) {
      await tx
        .createQueryBuilder(UploadedFile)
        .insert({
          filename: copy.target,
          businessId: input.target.businessId,
          size: copy.size,
          purpose: copy.purpose,
          uploadedAt: now,
        })
        .onConflict('filename')
        .ignore()
        .execute('run');
    }
  });
  for (const copy of copies) {
    names.set(copy.source, (await copyStoredFile(files, copy.source, copy.target)) ? copy.target : null);
  }
  return names;
}

/** An image field of the copy: the copy's own file, or nothing when the source's file was not stored. */
function copiedImage(value: string | null | undefined, images: Map<string, string | null>): string | null {
  const name = uploadedFileName(value);
  if (name === null) return value ?? null;
  const copy = images.get(name);
  return copy ? uploadUrl(copy) : null;
}

/**
 * Workflow step `campaign.workflow.copy-campaigns` (duplicate business): the target business becomes known here
 * as identity described it (the same merge as identity's events, so their later arrival changes nothing), then
 * every campaign of the source is copied to it, inactive: content, branding, rewards and milestones, with images
 * of its own (copied in the store and recorded as the target's uploads) and no statistics. Plan limits do not
 * apply (an administrator's copy). Each copy's `created` event goes through the outbox as for a new campaign.
 * Once per `(workflowId, step)`: a repeat answers the first answer. An unknown source is a NotFoundError.
 */
export async function copyCampaigns(
  em: EntityManager,
  input: CopyCampaignsStepInput,
  context: CopyContext,
): Promise<CopyCampaignsAnswer> {
  const subject = CampaignSubjects.copyCampaignsStep;
  const done = await findStepAnswer<CopyCampaignsAnswer>(em, subject, input);
  if (done) return done;
  const { target } = input;
  if (target.businessId === input.sourceBusinessId) {
    throw Errors.input('The target business must not be the source business');
  }
  const registeredAt = new Date(target.createdAt);
  if (Number.isNaN(registeredAt.getTime())) throw Errors.input('target.createdAt must be a date');
  const sourceBusiness = await em.findOne(KnownBusiness, { businessId: input.sourceBusinessId });
  if (!sourceBusiness) throw CampaignErrors.businessNotFound();
  const originals = await em.find(
    Campaign,
    { businessId: sourceBusiness.businessId },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const images = await copyImages(em, originals, input, context);

  const answer = await answerStepOnce(em, subject, input, async (tx): Promise<CopyCampaignsAnswer> => {
    await rememberBusiness(tx, target, registeredAt);
    const milestones = originals.length
      ? await tx.find(
          RewardMilestone,
          { campaignId: { $in: originals.map((campaign) => campaign.id) } },
          { orderBy: MILESTONE_ORDER },
        )
      : [];
    const now = Date.now();
    const copies: CampaignCopy[] = [];
    for (const [index, original] of originals.entries()) {
      // One millisecond apart, oldest first: the copies list in the source's order.
      const createdAt = new Date(now - (originals.length - 1 - index));
      const settings = COPIED_AS_IS.map((field) => [field, original[field]]);
      const ownImages = CAMPAIGN_IMAGE_FIELDS.map((field) => [field, copiedImage(original[field], images)]);
      const copy = tx.create(Campaign, {
        ...(Object.fromEntries([...settings, ...ownImages]) as Pick<
          Campaign,
          (typeof COPIED_AS_IS)[number] | (typeof CAMPAIGN_IMAGE_FIELDS)[number]
        >),
        id: randomUUID(),
        businessId: target.businessId,
        isActive: false,
        createdAt,
        updatedAt: createdAt,
      });
      const copiedMilestones = milestones
        .filter((milestone) => milestone.campaignId === original.id)
        .map((milestone) =>
          tx.create(RewardMilestone, {
            id: randomUUID(),
            campaignId: copy.id,
            referralCount: milestone.referralCount,
            rewardName: milestone.rewardName ?? null,
            rewardDescription: milestone.rewardDescription,
            termsAndConditions: milestone.termsAndConditions ?? null,
            rewardValue: milestone.rewardValue,
            rewardType: milestone.rewardType,
            position: milestone.position,
          }),
        );
      recordEvent(tx, CampaignEvents.created, eventData(copy, copiedMilestones), {
        requestId: context.requestId,
      });
      copies.push({ from: original.id, to: copy.id });
    }
    return { campaigns: copies };
  });
  readCacheOf(em).changed(target.businessId);
  return answer;
}
