import { uploadUrl } from '../shared/uploads.ts';

/**
 * What the media library takes (POST /api/admin/cms/media/upload), each kind told by the file's content, never
 * its name or declared type. SVG is refused (it is a document that can run script). The sizes are defaults the
 * gateway's configuration may change (`MEDIA_MAX_MB_IMAGE`, `MEDIA_MAX_MB_VIDEO`, `MEDIA_MAX_MB_DOCUMENT`).
 */
export const MEDIA_KINDS = {
  image: { mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], maxBytes: 10 * 1024 * 1024 },
  video: { mimeTypes: ['video/mp4', 'video/webm'], maxBytes: 100 * 1024 * 1024 },
  document: {
    mimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxBytes: 20 * 1024 * 1024,
  },
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

/** The `accept` attribute of the upload dialog's file field. */
export const MEDIA_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,.pdf,.doc,.docx';

/** Longest edge of a stored image: larger ones are scaled down on upload. */
export const MEDIA_IMAGE_MAX_EDGE = 2000;

/** Widths of the WebP copies made of an uploaded image (those narrower than the image), for `srcset`. */
export const MEDIA_IMAGE_WIDTHS = [400, 800, 1200] as const;

/** The stored name of an image's WebP copy at `width`: `3f0c….png` -> `3f0c….w800.webp`. */
export function mediaVariantFileName(filename: string, width: number): string {
  return `${filename.replace(/\.[^.]*$/, '')}.w${width}.webp`;
}

/**
 * `sizes` of an image as wide as the public pages' content column (760 px less its padding, the whole screen
 * less 16 px each side on a phone): page and post images and featured images.
 */
export const CMS_COLUMN_IMAGE_SIZES = '(max-width: 760px) calc(100vw - 32px), 712px';

/** What a public page shows a library image with: its stored size and the `srcset` of its copies and itself. */
export interface ResponsiveImage {
  width: number;
  height: number;
  /** `/uploads/….w400.webp 400w, …, /uploads/….png 1600w`, narrowest first. */
  srcset: string;
}

/**
 * The `srcset` of a stored image: its WebP copies narrower than it and the image itself, each with its width;
 * null when it has no copies (the image alone needs no choice).
 */
export function mediaSrcset(file: {
  filename: string;
  width: number;
  variantWidths: readonly number[];
}): string | null {
  const widths = [...new Set(file.variantWidths)].filter((width) => width < file.width).sort((a, b) => a - b);
  if (widths.length === 0) return null;
  return [
    ...widths.map((width) => `${uploadUrl(mediaVariantFileName(file.filename, width))} ${width}w`),
    `${uploadUrl(file.filename)} ${file.width}w`,
  ].join(', ');
}

/** Whether files of this type are served as downloads (`Content-Disposition: attachment`). */
export function isDownloadType(mimeType: string): boolean {
  return (MEDIA_KINDS.document.mimeTypes as readonly string[]).includes(mimeType);
}

/**
 * What the gateway asks the CMS to record (`CmsSubjects.recordMedia`, body) once an uploaded file has passed
 * its checks and before it is stored; the CMS answers the MediaFileDto the upload answers with.
 */
export interface MediaRecordInput {
  /** The stored name (random, never the client's), served at `/uploads/{filename}`. */
  filename: string;
  /** The client's file name, for people only (shown in the library, never used as a path). */
  originalName: string;
  /** As told by the content. */
  mimeType: string;
  /** Bytes of the stored file (its WebP copies not included). */
  size: number;
  width: number | null;
  height: number | null;
  /** Widths of the WebP copies stored beside it under `mediaVariantFileName`. */
  variantWidths: number[];
  altText: string | null;
  description: string | null;
}
