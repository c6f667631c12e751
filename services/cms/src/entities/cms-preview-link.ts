import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A shareable preview link of a page or post (CmsPreviewLinkDto): whoever holds its token reads the item as it
 * stands, drafts included, until `expiresAt`. Only the token's SHA-256 is kept; revoking a link deletes it, and
 * so does deleting its item.
 */
export const CmsPreviewLink = defineEntity({
  name: 'CmsPreviewLink',
  tableName: 'cms_preview_link',
  indexes: [{ name: 'cms_preview_link_item_index', properties: ['kind', 'itemId'] }],
  properties: {
    id: p.uuid().primary(),
    kind: p.enum(['page', 'post'] as const),
    itemId: p.uuid(),
    tokenHash: p.text().unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    /** Null when the admin has been deleted since. */
    createdById: p.uuid().nullable(),
    createdByName: p.text().nullable(),
  },
});

export type CmsPreviewLink = InferEntity<typeof CmsPreviewLink>;
