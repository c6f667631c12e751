import type { CmsPreviewLinkDto } from '@referrals/contracts';
import type { CmsPreviewLink } from '../entities/cms-preview-link.ts';

/** `/preview/{token}`: the public site's page that shows what the link's item will look like. */
export const previewUrl = (token: string): string => `/preview/${token}`;

/** A preview link as the admin sees it; `url` only in the answer that created it. */
export function toPreviewLinkDto(link: CmsPreviewLink, url: string | null = null): CmsPreviewLinkDto {
  return {
    id: link.id,
    kind: link.kind,
    itemId: link.itemId,
    url,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    createdBy:
      link.createdById && link.createdByName ? { id: link.createdById, name: link.createdByName } : null,
  };
}
