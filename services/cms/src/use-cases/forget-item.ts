import type { EntityManager } from '@mikro-orm/sql';
import { CmsPreviewLink } from '../entities/cms-preview-link.ts';
import type { ItemKind } from './items.ts';
import { cancelScheduledPublication } from './publication-schedule.ts';

/**
 * What goes with a page or post being deleted, in the caller's transaction: its waiting publication and its
 * preview links (they would show nothing).
 */
export async function forgetItem(em: EntityManager, kind: ItemKind, id: string): Promise<void> {
  await cancelScheduledPublication(em, kind, id);
  await em.nativeDelete(CmsPreviewLink, { kind, itemId: id });
}
