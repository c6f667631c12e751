import type { EntityManager } from '@mikro-orm/sql';
import type { BlogPostDto, CmsPageDto, CmsPreviewDto } from '@referrals/contracts';
import { presentedTokenHash } from '@referrals/service-kit';
import { CmsPreviewLink } from '../entities/cms-preview-link.ts';
import { CmsErrors } from '../errors.ts';
import { findItem, itemDto } from './items.ts';

/**
 * What a shareable preview link shows, for anyone holding it: its page or post as it stands, drafts
 * included. An unknown, revoked or expired token is one NotFoundError.
 */
export async function previewByLink(em: EntityManager, token: unknown, now: Date): Promise<CmsPreviewDto> {
  const tokenHash = presentedTokenHash(token);
  const link =
    tokenHash === null ? null : await em.findOne(CmsPreviewLink, { tokenHash, expiresAt: { $gt: now } });
  if (link === null) throw CmsErrors.previewLinkNotFound();
  // Deleting a page or post deletes its links: the item is there.
  const item = await findItem(em, link.kind, link.itemId);
  return link.kind === 'page'
    ? { kind: 'page', page: itemDto('page', item) as CmsPageDto }
    : { kind: 'post', post: itemDto('post', item) as BlogPostDto };
}
