import type { EntityManager } from '@mikro-orm/sql';
import type { CmsPreviewLinkDto } from '@referrals/contracts';
import { CmsPreviewLink } from '../entities/cms-preview-link.ts';
import { findItem, type ItemKind } from './items.ts';
import { toPreviewLinkDto } from './preview-links.ts';

/** The links of a page or post that still work, newest first, without their addresses (only hashes are kept). */
export async function listPreviewLinks(
  em: EntityManager,
  kind: ItemKind,
  itemId: string,
  now: Date,
): Promise<CmsPreviewLinkDto[]> {
  await findItem(em, kind, itemId);
  const links = await em.find(
    CmsPreviewLink,
    { kind, itemId, expiresAt: { $gt: now } },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return links.map((link) => toPreviewLinkDto(link));
}
