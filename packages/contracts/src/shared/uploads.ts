import { CAMPAIGN_IMAGE_FIELDS, type CampaignFieldOf } from '../campaign/fields.ts';

/** Image kinds POST /api/upload accepts in its `type` field: the campaign's image fields. */
export const UPLOAD_TYPES: readonly CampaignFieldOf<'image'>[] = CAMPAIGN_IMAGE_FIELDS;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Largest image POST /api/upload accepts. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Answer of POST /api/upload: where the stored image is served (`/uploads/{filename}`). */
export interface UploadAnswer {
  url: string;
  filename: string;
  mimeType: string;
  size: number;
}

/**
 * A stored file's name: a letter or digit first, then letters, digits, `.`, `_` or `-`, at most 200
 * characters. Without a separator or a leading dot a name can be neither a path (`a/b`, `..`) nor a hidden
 * file, so every file store adapter can use it as is.
 */
export const STORED_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Where POST /api/upload serves what it stored: `/uploads/{name}`. Image fields accept this path and nothing
 * else, so a campaign can show neither a script URL (`javascript:`) nor another host's image.
 */
export const UPLOADED_FILE_PATH = new RegExp(`^/uploads/(${STORED_FILE_NAME.source.slice(1, -1)})$`);

/** Where a stored file is served: POST /api/upload's `url`. */
export const uploadUrl = (filename: string): string => `/uploads/${filename}`;

/** The stored file an image field names (`/uploads/{filename}`), or null when it names none. */
export function uploadedFileName(path: string | null | undefined): string | null {
  return (path && UPLOADED_FILE_PATH.exec(path)?.[1]) || null;
}

/**
 * The link-preview copy the gateway makes of each uploaded header image: the 1.91:1 size Open Graph and
 * X's large card show, as a JPEG small enough for WhatsApp to fetch. The referral page's `og:image` is this
 * copy, with this size.
 */
export const PREVIEW_IMAGE = { width: 1200, height: 630, mimeType: 'image/jpeg', extension: 'jpg' } as const;

/**
 * The stored name of an upload's preview copy: the upload's name with `.preview.jpg` in place of its
 * extension (`3f0c….png` -> `3f0c….preview.jpg`). Derived, never recorded, so whatever knows an upload's
 * name (the page that shows it, the service that deletes it) knows its preview's.
 */
export function previewFileName(filename: string): string {
  return `${filename.replace(/\.[^.]*$/, '')}.preview.${PREVIEW_IMAGE.extension}`;
}
