import type { EntityManager } from '@mikro-orm/sql';
import type { BlogPostDto, CmsPageDto, CmsPreviewDto } from '@referrals/contracts';
import { presentedTokenHash } from '@referrals/service-kit';
import { CmsPreviewLink } from '../entities/cms-preview-link.ts';
import { CmsErrors } from '../errors.ts';
import { findItem, itemDto } from './items.ts';
import { withFeaturedImageMedia } from './responsive-images.ts';

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
  const [dto] = await withFeaturedImageMedia(em, [itemDto(link.kind, item)]);
  return link.kind === 'page'
    ? { kind: 'page', page: dto as CmsPageDto }
    : { kind: 'post', post: dto as BlogPostDto };
}
