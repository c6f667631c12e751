import {
  CampaignSubjects,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type Access,
  type Principal,
  type UploadType,
} from '@referrals/contracts';
import type { ImageType } from './image-type.ts';
import { PREVIEW_MAX_INPUT_PIXELS } from './preview-image.ts';

/** Where owners upload campaign images. */
export const UPLOAD_PATH = '/api/upload';

/** Upload attempts allowed per 15-minute window; each gateway process counts its own. */
export interface UploadQuotaLimits {
  /** Per signed-in caller (an owner's login, later an admin): a new session does not reset it. */
  perCaller: number;
  /** Per client address: a new account does not reset it either. */
  perAddress: number;
}

/**
 * One upload route, said once as data: where it is, who may upload, what and how much. The owner's campaign
 * images are the first row; the CMS media library adds its own row (admin, its kinds, its size cap, its
 * quota and the service that records its files), not new code. See docs/adr/0012-abuse-limits.md.
 */
export interface UploadRoute {
  /** POST path. */
  path: string;
  /** Who may upload: an access level of the route table (a signed-in kind; uploads are never anonymous). */
  access: Exclude<Access, 'public'>;
  /** Values the multipart `type` field may take: what the file is for. */
  purposes: readonly string[];
  /** Content types taken, as told by the file's first bytes (never its name or declared type). */
  accept: readonly ImageType['mimeType'][];
  /** Largest file, in bytes. */
  maxBytes: number;
  quota: UploadQuotaLimits;
  /**
   * Bus subject of the service that owns these files: asked, as the uploader, to record each file (name,
   * size, purpose) before it is stored, and to refuse it past the owner's total storage bound. It deletes
   * the files nothing uses any more.
   */
  recordSubject: string;
  /**
   * The purposes whose images also get a link-preview copy (preview-image.ts), stored beside them under
   * `previewFileName`: the campaign's header image, which the referral page's Open Graph tags show. Such an
   * image must decode, or it is refused.
   */
  previewPurposes: readonly string[];
  /** The refusals whose wording depends on what the route takes. */
  messages: {
    purposeInvalid: string;
    tooLarge: string;
    wrongType: string;
    /** An image of a preview purpose that does not decode (a broken or truncated file). */
    unreadable: string;
    /** An image of a preview purpose with more pixels than PREVIEW_MAX_INPUT_PIXELS. */
    tooManyPixels: string;
  };
}

const listed = (values: readonly string[]): string =>
  values.length === 1 ? values[0]! : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** The limits the rows take from configuration (`UPLOADS_PER_LOGIN`, `UPLOADS_PER_ADDRESS`). */
export interface UploadRouteLimits {
  uploadsPerLogin: number;
  uploadsPerAddress: number;
}

/** Every upload route of the gateway. */
export function uploadRoutes(limits: UploadRouteLimits): UploadRoute[] {
  return [
    {
      path: UPLOAD_PATH,
      access: 'owner',
      purposes: UPLOAD_TYPES,
      accept: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
      maxBytes: UPLOAD_MAX_BYTES,
      quota: { perCaller: limits.uploadsPerLogin, perAddress: limits.uploadsPerAddress },
      recordSubject: CampaignSubjects.recordUpload,
      previewPurposes: ['headerImage'] satisfies UploadType[],
      messages: {
        purposeInvalid: `Upload type must be ${listed(UPLOAD_TYPES)}`,
        tooLarge: `Images must be ${UPLOAD_MAX_BYTES / 1024 / 1024} MB or smaller`,
        wrongType: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
        unreadable: 'This image could not be read. Please save it again as a PNG or JPEG and upload it.',
        tooManyPixels: `Header images must be at most ${PREVIEW_MAX_INPUT_PIXELS / 1_000_000} megapixels`,
      },
    },
  ];
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
