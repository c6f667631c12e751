import type { EntityManager } from '@mikro-orm/sql';
import { CmsPreviewLink } from '../entities/cms-preview-link.ts';
import { CmsErrors } from '../errors.ts';

/** Revokes a preview link at once: it is deleted, so its address shows nothing from the next read on. */
export async function revokePreviewLink(em: EntityManager, id: string): Promise<void> {
  const deleted = await em.nativeDelete(CmsPreviewLink, { id });
  if (deleted === 0) throw CmsErrors.previewLinkNotFound();
}
