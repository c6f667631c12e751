import type { EntityManager } from '@mikro-orm/sql';
import type { CmsItemKind, CmsRevisionDto } from '@referrals/contracts';
import { randomUUID } from 'node:crypto';
import { CmsRevision } from '../entities/cms-revision.ts';
import type { Saver } from './saved-by.ts';

/** Saves by the same admin within this long of the item's latest revision fold into it. */
export const REVISION_FOLD_MS = 10 * 60 * 1000;
/** Revisions kept per item, newest first; older ones are deleted as new ones come. */
export const REVISIONS_KEPT = 25;

export interface RevisionInput {
  kind: CmsItemKind;
  /** The page's or post's id, or the setting's key. */
  itemId: string;
  /** The item as saved: a page's or post's input fields, or `{ value }` of a setting. */
  snapshot: Record<string, unknown>;
  /** Who saved it; null for what the CMS wrote itself. */
  savedBy: Saver | null;
  now: Date;
  /**
   * What the item was before this save, and when it was written, for an item that has no revision yet (a
   * seeded setting or page): kept as its first revision so that the save can be undone.
   */
  previous?: { snapshot: Record<string, unknown>; savedAt: Date };
  /** A restore never folds into the revision before it: it must show in the list as its own step. */
  fold?: boolean;
}

/**
 * Keeps the item's version as saved, in the caller's unit of work: a new revision, or the latest one updated
 * when the same admin saved it less than 10 minutes ago (a burst of saves is one step back); then only the
 * newest {@link REVISIONS_KEPT} are kept.
 */
export async function recordRevision(em: EntityManager, input: RevisionInput): Promise<CmsRevision> {
  const where = { kind: input.kind, itemId: input.itemId };
  const latest = await em.findOne(CmsRevision, where, { orderBy: { savedAt: 'desc', id: 'desc' } });
  if (latest === null && input.previous) {
    em.persist(
      em.create(CmsRevision, {
        id: randomUUID(),
        ...where,
        snapshot: input.previous.snapshot,
        savedAt: input.previous.savedAt,
        savedById: null,
        savedByName: null,
      }),
    );
  }
  const folds =
    input.fold !== false &&
    latest !== null &&
    input.savedBy !== null &&
    latest.savedById === input.savedBy.id &&
    input.now.getTime() - latest.savedAt.getTime() < REVISION_FOLD_MS;
  let revision: CmsRevision;
  if (folds) {
    revision = latest;
    revision.snapshot = input.snapshot;
    revision.savedAt = input.now;
    revision.savedByName = input.savedBy!.name;
  } else {
    revision = em.create(CmsRevision, {
      id: randomUUID(),
      ...where,
      snapshot: input.snapshot,
      savedAt: input.now,
      savedById: input.savedBy?.id ?? null,
      savedByName: input.savedBy?.name ?? null,
    });
    em.persist(revision);
    await em.flush();
    const stale = await em.find(CmsRevision, where, {
      orderBy: { savedAt: 'desc', id: 'desc' },
      offset: REVISIONS_KEPT,
      fields: ['id'],
    });
    if (stale.length > 0) await em.nativeDelete(CmsRevision, { id: { $in: stale.map((r) => r.id) } });
  }
  return revision;
}

/** The item's revisions, newest first. */
export async function listRevisions(
  em: EntityManager,
  kind: CmsItemKind,
  itemId: string,
): Promise<CmsRevisionDto[]> {
  const revisions = await em.find(
    CmsRevision,
    { kind, itemId },
    { orderBy: { savedAt: 'desc', id: 'desc' } },
  );
  return revisions.map(revisionDto);
}

export function revisionDto(revision: CmsRevision): CmsRevisionDto {
  return {
    id: revision.id,
    kind: revision.kind,
    itemId: revision.itemId,
    savedAt: revision.savedAt.toISOString(),
    savedBy: revision.savedById == null ? null : { id: revision.savedById, name: revision.savedByName ?? '' },
    snapshot: revision.snapshot,
  };
}
