import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { PREVIEW_LINK_DAYS, type AdminPrincipal, type CmsPreviewLinkDto } from '@referrals/contracts';
import { newSessionToken, type Bus } from '@referrals/service-kit';
import { CmsPreviewLink } from '../entities/cms-preview-link.ts';
import { findItem, type ItemKind } from './items.ts';
import { previewUrl, toPreviewLinkDto } from './preview-links.ts';
import { saverOf } from './saved-by.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new shareable preview link of a page or post, valid {@link PREVIEW_LINK_DAYS} days: a random token (32
 * bytes, base64url) of which only the SHA-256 is kept, so the answer is the only place its address appears.
 * Links whose time has run out are deleted as a new one of the item is made.
 */
export async function createPreviewLink(
  em: EntityManager,
  principal: AdminPrincipal,
  kind: ItemKind,
  itemId: string,
  context: { bus: Bus; now: Date },
): Promise<CmsPreviewLinkDto> {
  await findItem(em, kind, itemId);
  const creator = await saverOf(context.bus, principal);
  const { token, tokenHash, expiresAt } = newSessionToken(context.now, PREVIEW_LINK_DAYS * DAY_MS);
  await em.nativeDelete(CmsPreviewLink, { kind, itemId, expiresAt: { $lte: context.now } });
  const link = em.create(CmsPreviewLink, {
    id: randomUUID(),
    kind,
    itemId,
    tokenHash,
    createdAt: context.now,
    expiresAt,
    createdById: creator.id,
    createdByName: creator.name,
  });
  await em.flush();
  return toPreviewLinkDto(link, previewUrl(token));
}
