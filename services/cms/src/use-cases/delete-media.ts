import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { FileStore, Logger } from '@referrals/service-kit';
import { MediaFile } from '../entities/media-file.ts';
import { CmsErrors } from '../errors.ts';
import { storedNamesOf } from './media-files.ts';
import { describeUsages, mediaUsagesOf } from './media-usages.ts';
import { announcePublicChange } from './public-change.ts';

export interface DeleteMediaContext {
  files: FileStore | null;
  log: Logger;
  /** Deletes the file even where pages, posts or settings still use it (`?force=true`). */
  force: boolean;
}

/**
 * Deletes a file of the media library: refused with the places that use it (ConflictError with `usages`)
 * unless forced. The bytes and the WebP copies leave the store before the record, inside its transaction: a
 * store that fails keeps the record, so the admin can delete it again, rather than bytes nobody can find.
 */
export async function deleteMedia(em: EntityManager, id: string, context: DeleteMediaContext): Promise<void> {
  const { files } = context;
  if (!files) throw new Error('Deleting media needs the file store (usesFileStore)');
  await em.transactional(async (tx) => {
    const file = await tx.findOne(MediaFile, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!file) throw CmsErrors.mediaNotFound();
    const usages = await mediaUsagesOf(tx, file);
    if (usages.length > 0 && !context.force) throw CmsErrors.mediaInUse(describeUsages(usages), usages);
    for (const name of storedNamesOf(file)) await files.delete(name);
    tx.remove(file);
    // What the public reads said of it (a post's srcset, the landing page's images) is no longer true.
    if (usages.length > 0) announcePublicChange(tx);
    context.log.info(
      { event: 'media-deleted', filename: file.filename, forced: usages.length > 0 },
      'media file deleted',
    );
  });
}
