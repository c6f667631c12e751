import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  ALT_TEXT_REQUIRED,
  PREVIEW_IMAGE,
  PRINCIPAL_HEADER,
  mediaUploadFieldsSchema,
  mediaVariantFileName,
  previewFileName,
  uploadUrl,
  type MediaRecordInput,
  type Principal,
  type UploadAnswer,
} from '@referrals/contracts';
import { Router } from '@koa/router';
import {
  ImageError,
  makePreviewImage,
  parseInput,
  reencodeImage,
  type Bus,
  type FileStore,
} from '@referrals/service-kit';
import { HttpMethodEnum, koaBody, type ScalarOrArrayFiles } from 'koa-body';
import type { Middleware } from 'koa';
import { authenticate, callerHeaders } from '../api/authenticate.ts';
import type { SessionCache } from '../api/session-cache.ts';
import { gatewayError } from '../errors.ts';
import type { GatewayLogger } from '../logger.ts';
import type { GatewayContext, GatewayState } from '../state.ts';
import { detectFileType, type FileType } from './file-type.ts';
import { createUploadQuota, type UploadQuota } from './upload-quota.ts';
import { callerKey, largestFileOf, type UploadRoute } from './upload-routes.ts';

/** The multipart field that carries the file. */
const FILE_FIELD = 'file';

export const FILE_REQUIRED = 'File is required';
export const ONE_FILE_ONLY = 'Only one file can be uploaded at a time';
export const MALFORMED_UPLOAD = 'Malformed upload';

/** formidable's error codes (FormidableError.js), by what the caller did wrong. */
const TOO_LARGE_CODES = new Set([1009, 1016]);
/** Fields too large or too many, no or a broken multipart body, an aborted request. */
const MALFORMED_CODES = new Set([1002, 1006, 1007, 1011, 1012, 1013, 1014]);

/** Longest client file name kept for people to read; the stored name never derives from it. */
const ORIGINAL_NAME_MAX_LENGTH = 255;

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
 * caller and per client address; the form's fields are checked, the file is taken for what its bytes say
 * and held to its kind's size; an image is decoded and encoded again (with WebP copies and a link-preview copy
 * when the row wants them), then the file is recorded by the service that owns such files (which bounds what
 * may be kept), and only then stored under a new random name (never the client's) and served from
 * /uploads/{filename}, its copies beside it.
 */
export function uploadEndpoint(options: UploadEndpointOptions): Middleware<GatewayState> {
  const router = new Router<GatewayState>();
  for (const route of options.routes) router.post(route.path, uploadHandler(route, options));
  // The router adds `params` and `router` to the context itself; its type insists they exist beforehand.
  return router.routes() as unknown as Middleware<GatewayState>;
}

/** The form's fields besides the file, as the row reads them. */
type FormValues =
  | { kind: 'purpose'; purpose: string; wantsPreview: boolean }
  | { kind: 'media'; altText: string | null; description: string | null };

/** What is stored: the file (an image as encoded again) and the copies made of it. */
interface PreparedFile {
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
  /** WebP copies, stored under `mediaVariantFileName`. */
  variants: { width: number; bytes: Uint8Array }[];
  /** The link-preview copy, stored under `previewFileName`. */
  preview: Buffer | null;
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
      const form = await readForm(route, ctx.request.body);

      const bytes = await readFile(file.filepath);
      const type = detectFileType(bytes);
      const accepted = type && route.kinds.find((kind) => kind.kind === type.kind);
      if (!type || !accepted?.mimeTypes.includes(type.mimeType))
        throw inputError('file', route.messages.wrongType);
      if (bytes.length > accepted.maxBytes) throw inputError('file', accepted.tooLarge);
      if (form.kind === 'media' && type.kind === 'image' && !form.altText)
        throw inputError('altText', ALT_TEXT_REQUIRED);

      // Before the record: an image that cannot be read is refused without being counted.
      const prepared = await prepare(bytes, type, route, form.kind === 'purpose' && form.wantsPreview);
      const filename = `${randomUUID()}.${type.extension}`;
      // Recorded first: past the owner's bounds nothing is written. Should a write then fail, the record is
      // left to its service: the campaign service sweeps the uploads nothing uses, and the media library lists
      // it for an admin to delete (deleting removes whatever of it was stored).
      const record = await options.bus.request(
        route.recordSubject,
        { body: recordBody(form, filename, file.originalFilename, type, prepared) },
        {
          headers: { ...callerHeaders(ctx), [PRINCIPAL_HEADER]: JSON.stringify(principal) },
          timeoutMs: options.requestTimeoutMs,
        },
      );
      await Promise.all([
        options.files.put(filename, prepared.bytes, type.mimeType),
        ...prepared.variants.map((variant) =>
          options.files.put(mediaVariantFileName(filename, variant.width), variant.bytes, 'image/webp'),
        ),
        prepared.preview &&
          options.files.put(previewFileName(filename), prepared.preview, PREVIEW_IMAGE.mimeType),
      ]);
      options.logger.info(
        {
          requestId: ctx.state.requestId,
          ...whoIs(principal),
          ...(form.kind === 'purpose' && { type: form.purpose }),
          filename,
          mimeType: type.mimeType,
          size: prepared.bytes.length,
          ...(prepared.preview && { previewSize: prepared.preview.length }),
          ...(prepared.variants.length > 0 && {
            variantWidths: prepared.variants.map((variant) => variant.width),
          }),
        },
        'file uploaded',
      );
      const answer: UploadAnswer = {
        url: uploadUrl(filename),
        filename,
        mimeType: type.mimeType,
        size: prepared.bytes.length,
      };
      ctx.status = 201;
      ctx.body = route.answer === 'record' ? record : answer;
    } finally {
      await removeTemporaryFiles(ctx);
    }
  };
}

/** The row's fields: the purpose named in `type`, or the media's alt text and description. */
async function readForm(route: UploadRoute, body: unknown): Promise<FormValues> {
  const fields = (body ?? {}) as Record<string, unknown>;
  if (route.form.kind === 'media') {
    const { altText, description } = await parseInput(mediaUploadFieldsSchema, fields);
    return { kind: 'media', altText, description };
  }
  const purpose = fields.type;
  if (typeof purpose !== 'string' || !route.form.purposes.includes(purpose))
    throw inputError('type', route.form.purposeInvalid);
  return { kind: 'purpose', purpose, wantsPreview: route.form.previewPurposes.includes(purpose) };
}

/**
 * An image encoded again, with its WebP copies and, when its purpose has one, its link-preview copy; any other
 * file as it came. An image that cannot be read is the uploader's to fix (400).
 */
async function prepare(
  bytes: Buffer,
  type: FileType,
  route: UploadRoute,
  wantsPreview: boolean,
): Promise<PreparedFile> {
  if (type.kind !== 'image') return { bytes, width: null, height: null, variants: [], preview: null };
  try {
    const [image, preview] = await Promise.all([
      reencodeImage(bytes, route.images),
      wantsPreview ? makePreviewImage(bytes) : null,
    ]);
    return {
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      variants: image.variants,
      preview,
    };
  } catch (error) {
    if (error instanceof ImageError) throw inputError('file', route.messages[error.reason]);
    throw error;
  }
}

/**
 * What the owning service records: a campaign upload's name, total bytes (its preview copy's included) and
 * purpose; a media file's MediaRecordInput.
 */
function recordBody(
  form: FormValues,
  filename: string,
  clientName: string | null,
  type: FileType,
  prepared: PreparedFile,
): Record<string, unknown> | MediaRecordInput {
  if (form.kind === 'purpose') {
    const size = prepared.bytes.length + (prepared.preview?.length ?? 0);
    return { filename, size, purpose: form.purpose };
  }
  return {
    filename,
    originalName: originalName(clientName, type),
    mimeType: type.mimeType,
    size: prepared.bytes.length,
    width: prepared.width,
    height: prepared.height,
    variantWidths: prepared.variants.map((variant) => variant.width),
    altText: form.altText,
    description: form.description,
  };
}

/**
 * The client's file name for people to read: its last path segment, control characters dropped, cut to a
 * length a list can show; a name that says nothing becomes `upload.{extension}`.
 */
function originalName(clientName: string | null, type: FileType): string {
  const cleaned = basename((clientName ?? '').replaceAll('\\', '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, ORIGINAL_NAME_MAX_LENGTH);
  return cleaned.isWellFormed() && cleaned !== '' ? cleaned : `upload.${type.extension}`;
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
      maxFileSize: largestFileOf(route),
      maxTotalFileSize: largestFileOf(route),
      // An empty file is answered as "not a type taken", not as a parser failure.
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

/** A file as formidable left it in the temporary folder. */
type ReceivedFile = Exclude<ScalarOrArrayFiles[string], unknown[]>;

function singleFile(value: ScalarOrArrayFiles[string] | undefined): ReceivedFile | undefined {
  return Array.isArray(value) ? undefined : value;
}

/** Who uploaded, for the log: ids only, never the session. */
function whoIs(principal: Principal): Record<string, string> {
  if (principal.kind === 'owner') return { loginId: principal.loginId, businessId: principal.businessId };
  return principal.kind === 'admin' ? { adminId: principal.adminId } : {};
}

function inputError(field: 'file' | 'type' | 'altText', message: string): Error {
  return gatewayError('InputError', message, { fields: { [field]: message } });
}

async function removeTemporaryFiles(ctx: GatewayContext): Promise<void> {
  const files = Object.values(ctx.request.files ?? {}).flat();
  await Promise.all(files.map((file) => rm(file.filepath, { force: true })));
}
