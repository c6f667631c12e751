/** Image kinds POST /api/upload accepts in its `type` field. */
export const UPLOAD_TYPES = [
  'headerImage',
  'logoImage',
  'refereeContent1Image',
  'refereeContent2Image',
  'refereeContent3Image',
] as const;
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
