import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CMS_ITEM_KINDS } from '@referrals/contracts';

/**
 * A version of a page, post or setting as it was saved (CmsRevisionDto). `itemId` is the page's or post's id,
 * or the setting's key. `savedById` is null for what the CMS itself wrote (the seeded defaults).
 */
export const CmsRevision = defineEntity({
  name: 'CmsRevision',
  tableName: 'cms_revision',
  indexes: [{ name: 'cms_revision_item_index', properties: ['kind', 'itemId', 'savedAt'] }],
  properties: {
    id: p.uuid().primary(),
    kind: p.enum(CMS_ITEM_KINDS),
    itemId: p.text(),
    snapshot: p.json<Record<string, unknown>>(),
    savedAt: p.datetime(),
    savedById: p.uuid().nullable(),
    savedByName: p.text().nullable(),
  },
});

export type CmsRevision = InferEntity<typeof CmsRevision>;
