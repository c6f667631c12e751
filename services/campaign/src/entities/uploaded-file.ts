import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A file an owner uploaded for a campaign (POST /api/upload records it here before storing it): which business
 * it counts against and its size, so the business's total storage can be bounded, and when it came, so a file
 * no campaign uses can be deleted once its grace period is over (docs/adr/0012-abuse-limits.md). Which
 * campaigns use a file is not kept here: the campaigns' image fields say it.
 */
export const UploadedFile = defineEntity({
  name: 'UploadedFile',
  tableName: 'uploaded_file',
  properties: {
    /** The name in the file store (served at `/uploads/{filename}`). */
    filename: p.text().primary(),
    /**
     * The business the upload counts against: the uploader's, or a duplicated business's for its own copy of
     * a file; a removed business's file another business still shows moves to that business.
     */
    businessId: p.uuid().index(),
    /** Bytes. */
    size: p.integer(),
    /** What it was uploaded for (the upload's `type`: headerImage, logoImage, ...). */
    purpose: p.text(),
    uploadedAt: p.datetime().index(),
  },
});

export type UploadedFile = InferEntity<typeof UploadedFile>;
