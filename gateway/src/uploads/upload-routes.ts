import {
  CampaignSubjects,
  CmsSubjects,
  MEDIA_IMAGE_MAX_EDGE,
  MEDIA_IMAGE_WIDTHS,
  MEDIA_KINDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type Access,
  type MediaKind,
  type Principal,
  type UploadType,
} from '@referrals/contracts';
import { IMAGE_MAX_INPUT_PIXELS } from '@referrals/service-kit';
import type { MediaMimeType } from './file-type.ts';

/** Where owners upload campaign images. */
export const UPLOAD_PATH = '/api/upload';
/** Where administrators upload the CMS media library's files. */
export const MEDIA_UPLOAD_PATH = '/api/admin/cms/media/upload';

/** Upload attempts allowed per 15-minute window; each gateway process counts its own. */
export interface UploadQuotaLimits {
  /** Per signed-in caller (an owner's login, an admin): a new session does not reset it. */
  perCaller: number;
  /** Per client address: a new account does not reset it either. */
  perAddress: number;
}

/** A kind of file a route takes: its types, as told by the content, and its largest size. */
export interface AcceptedKind {
  kind: MediaKind;
  mimeTypes: readonly MediaMimeType[];
  /** Largest file of this kind, in bytes. */
  maxBytes: number;
  /** The refusal of a larger one. */
  tooLarge: string;
}

/**
 * The form fields besides the file, and so what the owning service is told:
 * - `purpose`: a `type` field naming what the file is for (one of `purposes`); the record is
 *   `{ filename, size, purpose }`, and images of `previewPurposes` also get a link-preview copy
 *   (the kit's makePreviewImage) stored beside them under `previewFileName`, counted in `size`;
 * - `media`: `altText` and `description` (mediaUploadFieldsSchema), alt text required for images; the record
 *   is a MediaRecordInput.
 */
export type UploadForm =
  | {
      kind: 'purpose';
      purposes: readonly string[];
      previewPurposes: readonly string[];
      purposeInvalid: string;
    }
  | { kind: 'media' };

/**
 * One upload route, said once as data: where it is, who may upload, what and how much, what the form holds,
 * who records the files and what the caller is answered. See docs/adr/0008-uploads-and-file-store.md and
 * docs/adr/0012-abuse-limits.md.
 */
export interface UploadRoute {
  /** POST path. */
  path: string;
  /** Who may upload: an access level of the route table (a signed-in kind; uploads are never anonymous). */
  access: Exclude<Access, 'public'>;
  /** What may be uploaded, told by the file's first bytes (never its name or declared type). */
  kinds: readonly AcceptedKind[];
  quota: UploadQuotaLimits;
  /**
   * Images are decoded (refused past IMAGE_MAX_INPUT_PIXELS or when they do not decode), turned upright,
   * scaled down to `maxEdge` and encoded again (the kit's reencodeImage); WebP copies at `variantWidths`
   * narrower than the image are stored beside them under `mediaVariantFileName`.
   */
  images: { maxEdge: number; variantWidths: readonly number[] };
  form: UploadForm;
  /**
   * Bus subject of the service that owns these files: asked, as the uploader, to record each file before it
   * is stored, and to refuse it past its bounds. It deletes the files nothing uses any more.
   */
  recordSubject: string;
  /** `file`: where the file is served (UploadAnswer); `record`: the owning service's answer to the record. */
  answer: 'file' | 'record';
  /** The refusals whose wording depends on what the route takes. */
  messages: {
    wrongType: string;
    /** A file over the largest kind's size, refused while it is still being received. */
    tooLarge: string;
    /** An image that does not decode (a broken or truncated file). */
    unreadable: string;
    /** An image with more pixels than IMAGE_MAX_INPUT_PIXELS. */
    tooManyPixels: string;
  };
}

const listed = (values: readonly string[]): string =>
  values.length === 1 ? values[0]! : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

const MIB = 1024 * 1024;
const megabytes = (bytes: number): string => `${Math.round((bytes / MIB) * 10) / 10} MB`;

/** How each kind is called in a sentence. */
const KIND_NOUNS: Record<MediaKind, string> = { image: 'Images', video: 'Videos', document: 'Documents' };

/** The limits the rows take from configuration. */
export interface UploadRouteLimits {
  /** `UPLOADS_PER_LOGIN` */
  uploadsPerLogin: number;
  /** `UPLOADS_PER_ADDRESS` */
  uploadsPerAddress: number;
}

/** Largest media file of each kind (`MEDIA_MAX_MB_IMAGE`, `_VIDEO`, `_DOCUMENT`; default MEDIA_KINDS'). */
export type MediaSizeLimits = Record<MediaKind, number>;

export const DEFAULT_MEDIA_SIZE_LIMITS: MediaSizeLimits = {
  image: MEDIA_KINDS.image.maxBytes,
  video: MEDIA_KINDS.video.maxBytes,
  document: MEDIA_KINDS.document.maxBytes,
};

const TOO_MANY_PIXELS = `Images must be at most ${IMAGE_MAX_INPUT_PIXELS / 1_000_000} megapixels (for example 8000 x 6000 pixels)`;
const UNREADABLE = 'This image could not be read. Please save it again as a PNG or JPEG and upload it.';

function acceptedKind(kind: MediaKind, maxBytes: number): AcceptedKind {
  return {
    kind,
    mimeTypes: MEDIA_KINDS[kind].mimeTypes,
    maxBytes,
    tooLarge: `${KIND_NOUNS[kind]} must be ${megabytes(maxBytes)} or smaller`,
  };
}

/** Every upload route of the gateway. */
export function uploadRoutes(
  limits: UploadRouteLimits,
  mediaSizes: MediaSizeLimits = DEFAULT_MEDIA_SIZE_LIMITS,
): UploadRoute[] {
  const quota = { perCaller: limits.uploadsPerLogin, perAddress: limits.uploadsPerAddress };
  const mediaKinds = (Object.keys(MEDIA_KINDS) as MediaKind[]).map((kind) =>
    acceptedKind(kind, mediaSizes[kind]),
  );
  const largestMedia = Math.max(...mediaKinds.map((kind) => kind.maxBytes));
  return [
    {
      path: UPLOAD_PATH,
      access: 'owner',
      kinds: [acceptedKind('image', UPLOAD_MAX_BYTES)],
      quota,
      // The media library's edge: a header image fills a phone's or a laptop's width at most.
      images: { maxEdge: MEDIA_IMAGE_MAX_EDGE, variantWidths: [] },
      form: {
        kind: 'purpose',
        purposes: UPLOAD_TYPES,
        previewPurposes: ['headerImage'] satisfies UploadType[],
        purposeInvalid: `Upload type must be ${listed(UPLOAD_TYPES)}`,
      },
      recordSubject: CampaignSubjects.recordUpload,
      answer: 'file',
      messages: {
        wrongType: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
        tooLarge: `Images must be ${megabytes(UPLOAD_MAX_BYTES)} or smaller`,
        unreadable: UNREADABLE,
        tooManyPixels: TOO_MANY_PIXELS,
      },
    },
    {
      path: MEDIA_UPLOAD_PATH,
      access: 'admin',
      kinds: mediaKinds,
      quota,
      images: { maxEdge: MEDIA_IMAGE_MAX_EDGE, variantWidths: MEDIA_IMAGE_WIDTHS },
      form: { kind: 'media' },
      recordSubject: CmsSubjects.recordMedia,
      answer: 'record',
      messages: {
        wrongType:
          'Only images (PNG, JPEG, GIF, WebP), videos (MP4, WebM) and documents (PDF, DOC, DOCX) can be uploaded',
        tooLarge: `Files must be ${megabytes(largestMedia)} or smaller (${mediaKinds
          .map((kind) => `${KIND_NOUNS[kind.kind].toLowerCase()} ${megabytes(kind.maxBytes)}`)
          .join(', ')})`,
        unreadable: UNREADABLE,
        tooManyPixels: TOO_MANY_PIXELS,
      },
    },
  ];
}

/** The largest file a route takes: the multipart parser stops reading past it. */
export function largestFileOf(route: UploadRoute): number {
  return Math.max(...route.kinds.map((kind) => kind.maxBytes));
}

/** Whose quota an upload counts against: the login of an owner (every session of it), or the admin. */
export function callerKey(principal: Principal): string {
  switch (principal.kind) {
    case 'owner':
      return `owner:${principal.loginId}`;
    case 'referrer':
      return `referrer:${principal.personId}`;
    case 'admin':
      return `admin:${principal.adminId}`;
    case 'service':
      return `service:${principal.service}`;
  }
}
