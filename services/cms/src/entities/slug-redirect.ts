import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A slug a published page or post had before it was renamed: public reads by it are answered with the item's
 * current address (301). One row per old slug and kind; every redirect points at the item, never at another
 * old slug, so chains collapse by themselves.
 */
export const SlugRedirect = defineEntity({
  name: 'SlugRedirect',
  tableName: 'cms_slug_redirect',
  uniques: [{ name: 'cms_slug_redirect_kind_old_slug_unique', properties: ['kind', 'oldSlug'] }],
  properties: {
    id: p.uuid().primary(),
    kind: p.enum(['page', 'post'] as const),
    oldSlug: p.text(),
    itemId: p.uuid().index(),
    createdAt: p.datetime(),
  },
});

export type SlugRedirect = InferEntity<typeof SlugRedirect>;
