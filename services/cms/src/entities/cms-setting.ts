import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One site setting (docs/product-rules.md §3): every key of CMS_SETTING_KEYS has a row, written with its
 * default at start when missing. `updatedBy` is null while the value is the seeded default.
 */
export const CmsSetting = defineEntity({
  name: 'CmsSetting',
  tableName: 'cms_setting',
  properties: {
    key: p.text().primary(),
    value: p.text(),
    updatedAt: p.datetime(),
    updatedById: p.uuid().nullable(),
    updatedByName: p.text().nullable(),
  },
});

export type CmsSetting = InferEntity<typeof CmsSetting>;
