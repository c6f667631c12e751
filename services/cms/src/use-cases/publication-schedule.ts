import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { cancelJobsWithPrefix, scheduleJob, type JobDefinition } from '@referrals/service-kit';
import { BlogPost, CmsPage } from '../entities/cms-page.ts';
import { CmsErrors } from '../errors.ts';
import type { ItemKind, ItemRow } from './items.ts';
import { announcePublicChange } from './public-change.ts';

/*
 * Scheduled publishing (beyond docs/product-rules.md): a page or post saved as a draft with a future
 * `publishAt` is published at that time by a job of the kit's scheduler (docs/adr/0021-scheduler.md), which
 * keeps it across restarts and runs it once whatever the number of replicas.
 */

export const SCHEDULED_PUBLICATION_JOB = 'cms-scheduled-publication';

interface ScheduledPublication {
  kind: ItemKind;
  id: string;
  /** The scheduled time (ISO 8601): a retried job's `runAt` is the retry's. */
  publishAt: string;
}

/** Every job of one item starts with this: moving or cancelling its schedule takes them all out. */
const jobPrefix = (kind: ItemKind, id: string) => `cms-publish:${kind}:${id}:`;

/** The publication fields of a page's or post's input. */
export interface PublicationInput {
  isPublished: boolean;
  /** ISO 8601, or null for no schedule. */
  publishAt: string | null;
}

/**
 * Applies the publication fields of a save to `item`, in the caller's transaction (its id must be set).
 * Published (`isPublished`): at once, `publishedAt` set the first time, any schedule cancelled. A draft with a
 * future `publishAt`: stays (or becomes) a draft and is published by a job at that time; a new time moves the
 * job. A draft without one: unpublished at once when it was published, and any schedule cancelled. A
 * `publishAt` that has passed is refused, so a form left open past its time never publishes by surprise. The
 * caller announces what readers see change with whatever else its save changed.
 */
export async function applyPublication(
  em: EntityManager,
  kind: ItemKind,
  item: ItemRow,
  input: PublicationInput,
  now: Date,
): Promise<void> {
  const publishAt = input.isPublished || input.publishAt === null ? null : new Date(input.publishAt);
  if (publishAt !== null && publishAt.getTime() <= now.getTime()) throw CmsErrors.publishAtPassed();
  const unchangedSchedule = publishAt !== null && item.publishAt?.getTime() === publishAt.getTime();
  if (!unchangedSchedule) {
    await cancelJobsWithPrefix(em, jobPrefix(kind, item.id));
    if (publishAt !== null) {
      await scheduleJob<ScheduledPublication>(em, {
        name: SCHEDULED_PUBLICATION_JOB,
        key: `${jobPrefix(kind, item.id)}${publishAt.toISOString()}`,
        runAt: publishAt,
        data: { kind, id: item.id, publishAt: publishAt.toISOString() },
      });
    }
  }
  item.publishAt = publishAt;
  item.isPublished = input.isPublished;
  if (input.isPublished) item.publishedAt ??= now;
}

/**
 * The input without its publication time when that time has passed: a revision restored after its scheduled
 * time comes back as a draft without a schedule rather than refused for a time the admin did not type.
 */
export function withoutPassedSchedule<T extends PublicationInput>(input: T, now: Date): T {
  if (input.publishAt === null || Date.parse(input.publishAt) > now.getTime()) return input;
  return { ...input, publishAt: null };
}

/** Cancels the waiting publication of an item being deleted, in the caller's transaction. */
export async function cancelScheduledPublication(
  em: EntityManager,
  kind: ItemKind,
  id: string,
): Promise<void> {
  await cancelJobsWithPrefix(em, jobPrefix(kind, id));
}

/**
 * Publishes the item at its scheduled time, with that time as `publishedAt` the first time it is published,
 * and announces it so that every gateway drops what it keeps of the public reads. An item deleted, published
 * by hand or rescheduled meanwhile is left as it is (its job was cancelled, or this one is stale).
 */
export const scheduledPublicationJob: JobDefinition<ScheduledPublication> = {
  name: SCHEDULED_PUBLICATION_JOB,
  handle: async (job, { em, log }) => {
    const { kind, id } = job.data;
    const publishAt = new Date(job.data.publishAt);
    // Locked, so that a save of the item committing meanwhile (a new time, a cleared one) is what is checked.
    const locked = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
    const item: ItemRow | null =
      kind === 'page'
        ? await em.findOne(CmsPage, { id }, locked)
        : await em.findOne(BlogPost, { id }, locked);
    if (!item || item.isPublished || item.publishAt?.getTime() !== publishAt.getTime()) return;
    item.isPublished = true;
    item.publishAt = null;
    item.publishedAt ??= publishAt;
    announcePublicChange(em);
    log.info({ event: 'cms-scheduled-publication', kind, id }, 'scheduled publication done');
  },
};
