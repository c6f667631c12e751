import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import {
  PREVIEW_IMAGE,
  PRINCIPAL_HEADER,
  previewFileName,
  uploadUrl,
  type Principal,
  type UploadAnswer,
} from '@referrals/contracts';
import { Router } from '@koa/router';
import type { Bus, FileStore } from '@referrals/service-kit';
import { HttpMethodEnum, koaBody, type ScalarOrArrayFiles } from 'koa-body';
import type { Middleware } from 'koa';
import { authenticate, callerHeaders } from '../api/authenticate.ts';
import type { SessionCache } from '../api/session-cache.ts';
import { gatewayError } from '../errors.ts';
import type { GatewayLogger } from '../logger.ts';
import type { GatewayContext, GatewayState } from '../state.ts';
import { detectImageType } from './image-type.ts';
import { makePreviewImage, PreviewImageError } from './preview-image.ts';
import { createUploadQuota, type UploadQuota } from './upload-quota.ts';
import { callerKey, type UploadRoute } from './upload-routes.ts';

/** The multipart field that carries the file. */
const FILE_FIELD = 'file';

export const FILE_REQUIRED = 'File is required';
export const ONE_FILE_ONLY = 'Only one file can be uploaded at a time';
export const MALFORMED_UPLOAD = 'Malformed upload';

/** formidable's error codes (FormidableError.js), by what the caller did wrong. */
const TOO_LARGE_CODES = new Set([1009, 1016]);
/** Fields too large or too many, no or a broken multipart body, an aborted request. */
const MALFORMED_CODES = new Set([1002, 1006, 1007, 1011, 1012, 1013, 1014]);

export interface UploadEndpointOptions {
  /** The upload routes (upload-routes.ts), each with its own counters. */
  routes: readonly UploadRoute[];
  bus: Bus;
  files: FileStore;
  /** Deadline of the session lookup and of the owning service's record. */
  requestTimeoutMs: number;
  /** Owner sessions resolved lately; shared with the /api routes. */
  sessions: SessionCache;
  logger: GatewayLogger;
  /** Folder for the request's file while it is checked; every file put there is removed afterwards. */
  tempDir: string;
}

/**
 * The upload routes: one POST handler per row. Multipart parsing lives on these routes only, every other /api
 * call stays JSON-only. The caller is checked before the body is read, counted against the row's quota per
 * caller and per client address, the file is taken for what its bytes say, given a link-preview copy when its
 * purpose has one, recorded by the service that owns such files (which bounds the owner's total storage, the
 * copy included), then stored under a new random name (never the client's) and served from /uploads/{filename},
 * the copy beside it under `previewFileName`.
 */
export function uploadEndpoint(options: UploadEndpointOptions): Middleware<GatewayState> {
  const router = new Router<GatewayState>();
  for (const route of options.routes) router.post(route.path, uploadHandler(route, options));
  // The router adds `params` and `router` to the context itself; its type insists they exist beforehand.
  return router.routes() as unknown as Middleware<GatewayState>;
}

function uploadHandler(route: UploadRoute, options: UploadEndpointOptions) {
  const perCaller = createUploadQuota({ limit: route.quota.perCaller });
  const perAddress = createUploadQuota({ limit: route.quota.perAddress });

  return async (ctx: GatewayContext): Promise<void> => {
    ctx.set('Cache-Control', 'no-store');
    // Before the body is read: an anonymous caller costs no parsing and no temporary file.
    const principal = await authenticate(route.access, ctx, {
      bus: options.bus,
      timeoutMs: options.requestTimeoutMs,
      sessions: options.sessions,
    });
    if (!principal) throw gatewayError('AuthenticationError', 'Not authenticated');
    if (!ctx.is('multipart')) throw gatewayError('NotMultipartError', 'Expected multipart/form-data');
    takeQuota(ctx, principal, perCaller, perAddress);

    try {
      const { extraFiles } = await parseMultipart(ctx, options.tempDir, route);
      const file = singleFile(ctx.request.files?.[FILE_FIELD]);
      if (!file) throw inputError('file', FILE_REQUIRED);
      if (extraFiles > 0) throw inputError('file', ONE_FILE_ONLY);
      const purpose = (ctx.request.body as Record<string, unknown> | undefined)?.type;
      if (typeof purpose !== 'string' || !route.purposes.includes(purpose)) {
        throw inputError('type', route.messages.purposeInvalid);
      }

      const bytes = await readFile(file.filepath);
      const image = detectImageType(bytes);
      if (!image || !route.accept.includes(image.mimeType))
        throw inputError('file', route.messages.wrongType);

      // Before the record: an image that cannot be copied is refused without being counted.
      const preview = route.previewPurposes.includes(purpose) ? await previewOf(bytes, route) : null;
      const filename = `${randomUUID()}.${image.extension}`;
      // Recorded first: past the owner's storage bound nothing is written. Should a write then fail, the
      // record (an upload nothing uses) is swept with the abandoned ones.
      await options.bus.request(
        route.recordSubject,
        { body: { filename, size: bytes.length + (preview?.length ?? 0), purpose } },
        {
          headers: { ...callerHeaders(ctx), [PRINCIPAL_HEADER]: JSON.stringify(principal) },
          timeoutMs: options.requestTimeoutMs,
        },
      );
      await Promise.all([
        options.files.put(filename, bytes, image.mimeType),
        preview && options.files.put(previewFileName(filename), preview, PREVIEW_IMAGE.mimeType),
      ]);
      options.logger.info(
        {
          requestId: ctx.state.requestId,
          ...whoIs(principal),
          type: purpose,
          filename,
          mimeType: image.mimeType,
          size: bytes.length,
          ...(preview && { previewSize: preview.length }),
        },
        'file uploaded',
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
  };
}

/**
 * Counts the attempt against the caller and the client address, the address first: a refused address does
 * not use up the caller's budget. Attempts count whether or not the file is then accepted.
 */
function takeQuota(
  ctx: GatewayContext,
  principal: Principal,
  perCaller: UploadQuota,
  perAddress: UploadQuota,
): void {
  if (ctx.ip) perAddress.take(ctx.ip);
  perCaller.take(callerKey(principal));
}

/**
 * formidable streams the file to `tempDir` and stops at the size cap; on a failure it removes what it had
 * written. Only the first part named `file` is written at all: any other file part is skipped unread,
 * because formidable's own file limit fails only once it has opened the extra file, which it then leaves
 * behind. The caps on fields keep a form without a file from being a way to fill memory. A parser per
 * request, since what it has seen belongs to that request.
 */
function parseMultipart(
  ctx: GatewayContext,
  tempDir: string,
  route: UploadRoute,
): Promise<{ extraFiles: number }> {
  const seen = { file: false, extraFiles: 0 };
  const parse = koaBody({
    json: false,
    urlencoded: false,
    text: false,
    multipart: true,
    parsedMethods: [HttpMethodEnum.POST],
    formidable: {
      uploadDir: tempDir,
      maxFileSize: route.maxBytes,
      maxTotalFileSize: route.maxBytes,
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
      throw translate(error, route);
    },
  });
  return parse(ctx, async () => undefined).then(() => ({ extraFiles: seen.extraFiles }));
}

function translate(error: Error, route: UploadRoute): Error {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'number') return error;
  if (TOO_LARGE_CODES.has(code)) return inputError('file', route.messages.tooLarge);
  if (MALFORMED_CODES.has(code)) return gatewayError('InputError', MALFORMED_UPLOAD);
  return error;
}

/** The image's link-preview copy; an image that cannot be copied is the uploader's to fix (400). */
async function previewOf(bytes: Uint8Array, route: UploadRoute): Promise<Buffer> {
  try {
    return await makePreviewImage(bytes);
  } catch (error) {
    if (error instanceof PreviewImageError) throw inputError('file', route.messages[error.reason]);
    throw error;
  }
}

/** A file as formidable left it in the temporary folder. */
type ReceivedFile = Exclude<ScalarOrArrayFiles[string], unknown[]>;

function singleFile(value: ScalarOrArrayFiles[string] | undefined): ReceivedFile | undefined {
  return Array.isArray(value) ? undefined : value;
}

/** Who uploaded, for the log: ids only, never the session. */
function whoIs(principal: Principal): Record<string, string> {
  return principal.kind === 'owner' ? { loginId: principal.loginId, businessId: principal.businessId } : {};
}

function inputError(field: 'file' | 'type', message: string): Error {
  return gatewayError('InputError', message, { fields: { [field]: message } });
}

async function removeTemporaryFiles(ctx: GatewayContext): Promise<void> {
  const files = Object.values(ctx.request.files ?? {}).flat();
  await Promise.all(files.map((file) => rm(file.filepath, { force: true })));
}
