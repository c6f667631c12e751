import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  type Principal,
  type UploadAnswer,
  type UploadType,
} from '@referrals/contracts';
import { Router } from '@koa/router';
import type { Bus, FileStore } from '@referrals/service-kit';
import { HttpMethodEnum, koaBody, type ScalarOrArrayFiles } from 'koa-body';
import type { Middleware } from 'koa';
import { authenticate } from '../api/authenticate.ts';
import { gatewayError } from '../errors.ts';
import type { GatewayLogger } from '../logger.ts';
import type { GatewayContext, GatewayState } from '../state.ts';
import { detectImageType } from './image-type.ts';
import { createUploadQuota, type UploadQuota } from './upload-quota.ts';

export const UPLOAD_PATH = '/api/upload';
/** The multipart field that carries the image. */
const FILE_FIELD = 'file';
/** Where a stored file is served; the answer's `url`. */
export const uploadUrl = (filename: string): string => `/uploads/${filename}`;

export const FILE_REQUIRED = 'File is required';
export const UPLOAD_TYPE_INVALID = `Upload type must be ${UPLOAD_TYPES.slice(0, -1).join(', ')} or ${UPLOAD_TYPES.at(-1)}`;
export const IMAGE_TOO_LARGE = `Images must be ${UPLOAD_MAX_BYTES / 1024 / 1024} MB or smaller`;
export const IMAGES_ONLY = 'Only images can be uploaded (PNG, JPEG, GIF or WebP)';
export const ONE_FILE_ONLY = 'Only one file can be uploaded at a time';
export const MALFORMED_UPLOAD = 'Malformed upload';

/** formidable's error codes (FormidableError.js), by what the caller did wrong. */
const TOO_LARGE_CODES = new Set([1009, 1016]);
/** Fields too large or too many, no or a broken multipart body, an aborted request. */
const MALFORMED_CODES = new Set([1002, 1006, 1007, 1011, 1012, 1013, 1014]);

export interface UploadEndpointOptions {
  bus: Bus;
  files: FileStore;
  /** Deadline of the session lookup. */
  requestTimeoutMs: number;
  logger: GatewayLogger;
  /** Folder for the request's file while it is checked; every file put there is removed afterwards. */
  tempDir: string;
  /** Uploads per login and window (default {@link createUploadQuota}'s). */
  quota?: UploadQuota;
}

/**
 * POST /api/upload: an owner's image for a campaign (header, logo, referee content). Multipart parsing
 * lives on this route only, every other /api call stays JSON-only. The file is taken for what its bytes
 * say, stored under a new random name (never the client's), and served from /uploads/{filename}.
 */
export function uploadEndpoint(options: UploadEndpointOptions): Middleware<GatewayState> {
  const router = new Router<GatewayState>();
  const quota = options.quota ?? createUploadQuota();

  router.post(UPLOAD_PATH, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    // Before the body is read: an anonymous caller costs no parsing and no temporary file.
    const principal = await authenticate('owner', ctx, {
      bus: options.bus,
      timeoutMs: options.requestTimeoutMs,
    });
    if (!ctx.is('multipart')) throw gatewayError('NotMultipartError', 'Expected multipart/form-data');
    if (principal?.kind === 'owner') quota.take(principal.loginId);

    try {
      const { extraFiles } = await parseMultipart(ctx, options.tempDir);
      const file = singleFile(ctx.request.files?.[FILE_FIELD]);
      if (!file) throw inputError('file', FILE_REQUIRED);
      if (extraFiles > 0) throw inputError('file', ONE_FILE_ONLY);
      const type = (ctx.request.body as Record<string, unknown> | undefined)?.type;
      if (!isUploadType(type)) throw inputError('type', UPLOAD_TYPE_INVALID);

      const bytes = await readFile(file.filepath);
      const image = detectImageType(bytes);
      if (!image) throw inputError('file', IMAGES_ONLY);

      const filename = `${randomUUID()}.${image.extension}`;
      await options.files.put(filename, bytes, image.mimeType);
      options.logger.info(
        {
          requestId: ctx.state.requestId,
          ...whoIs(principal),
          type,
          filename,
          mimeType: image.mimeType,
          size: bytes.length,
        },
        'image uploaded',
      );
      const answer: UploadAnswer = {
        url: uploadUrl(filename),
        filename,
        mimeType: image.mimeType,
        size: bytes.length,
      };
      ctx.status = 201;
      ctx.body = answer;
    } finally {
      await removeTemporaryFiles(ctx);
    }
  });

  // The router adds `params` and `router` to the context itself; its type insists they exist beforehand.
  return router.routes() as unknown as Middleware<GatewayState>;
}

/**
 * formidable streams the file to `tempDir` and stops at the size cap; on a failure it removes what it had
 * written. Only the first part named `file` is written at all: any other file part is skipped unread,
 * because formidable's own file limit fails only once it has opened the extra file, which it then leaves
 * behind. The caps on fields keep a form without a file from being a way to fill memory. A parser per
 * request, since what it has seen belongs to that request.
 */
function parseMultipart(ctx: GatewayContext, tempDir: string): Promise<{ extraFiles: number }> {
  const seen = { file: false, extraFiles: 0 };
  const parse = koaBody({
    json: false,
    urlencoded: false,
    text: false,
    multipart: true,
    parsedMethods: [HttpMethodEnum.POST],
    formidable: {
      uploadDir: tempDir,
      maxFileSize: UPLOAD_MAX_BYTES,
      maxTotalFileSize: UPLOAD_MAX_BYTES,
      // An empty file is answered as "not an image", not as a parser failure.
      allowEmptyFiles: true,
      minFileSize: 0,
      maxFields: 8,
      maxFieldsSize: 16 * 1024,
      filter: (part) => {
        if (part.name === FILE_FIELD && !seen.file) return (seen.file = true);
        seen.extraFiles += 1;
        return false;
      },
    },
    onError: (error) => {
      // formidable stops reading at the first error; the rest of the body is drained so the client gets
      // the answer instead of a connection reset halfway through its upload.
      ctx.req.resume();
      throw translate(error);
    },
  });
  return parse(ctx, async () => undefined).then(() => ({ extraFiles: seen.extraFiles }));
}

function translate(error: Error): Error {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'number') return error;
  if (TOO_LARGE_CODES.has(code)) return inputError('file', IMAGE_TOO_LARGE);
  if (MALFORMED_CODES.has(code)) return gatewayError('InputError', MALFORMED_UPLOAD);
  return error;
}

/** A file as formidable left it in the temporary folder. */
type ReceivedFile = Exclude<ScalarOrArrayFiles[string], unknown[]>;

function singleFile(value: ScalarOrArrayFiles[string] | undefined): ReceivedFile | undefined {
  return Array.isArray(value) ? undefined : value;
}

/** Who uploaded, for the log: ids only, never the session. */
function whoIs(principal: Principal | null): Record<string, string> {
  return principal?.kind === 'owner' ? { loginId: principal.loginId, businessId: principal.businessId } : {};
}

function isUploadType(value: unknown): value is UploadType {
  return typeof value === 'string' && (UPLOAD_TYPES as readonly string[]).includes(value);
}

function inputError(field: 'file' | 'type', message: string): Error {
  return gatewayError('InputError', message, { fields: { [field]: message } });
}

async function removeTemporaryFiles(ctx: GatewayContext): Promise<void> {
  const files = Object.values(ctx.request.files ?? {}).flat();
  await Promise.all(files.map((file) => rm(file.filepath, { force: true })));
}
