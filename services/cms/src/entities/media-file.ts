import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A file of the media library (MediaFileDto), stored by the gateway under `filename` in the run mode's file
 * store, with its WebP copies at `variantWidths` (`mediaVariantFileName`) when it is an image.
 */
export const MediaFile = defineEntity({
  name: 'MediaFile',
  tableName: 'media_file',
  // The library lists the newest first.
  indexes: [{ name: 'media_file_created_at_index', properties: ['createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    filename: p.text().unique(),
    originalName: p.text(),
    mimeType: p.text(),
    size: p.integer(),
    altText: p.text().nullable(),
    description: p.text().nullable(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    variantWidths: p.json<number[]>(),
    createdAt: p.datetime(),
  },
});

export type MediaFile = InferEntity<typeof MediaFile>;
