import { Readable } from 'node:stream';
import { Router } from '@koa/router';
import { isDownloadType } from '@referrals/contracts';
import type { FileStore } from '@referrals/service-kit';
import type { Middleware } from 'koa';
import { gatewayError } from '../errors.ts';
import type { GatewayState } from '../state.ts';
import { IMMUTABLE } from '../static/static-files.ts';

/**
 * A stored file is a document of its own when opened directly: it may run nothing, load nothing, and is
 * sandboxed (a unique origin) should a browser ever treat it as a page.
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/**
 * GET and HEAD /uploads/{filename}: public, because the files are campaign images and CMS media shown on
 * public pages. A stored name is never reused for other content (uploads get a new random name, their copies
 * names derived from it), so browsers and proxies may keep a file for a year. The type is the one stored with
 * the file (told by its content at upload) and is never sniffed; documents (PDF, Word) are downloads, never
 * opened in the product's origin. A name the store would not accept is simply not found.
 */
export function serveUploads(options: { files: FileStore }): Middleware<GatewayState> {
  const router = new Router<GatewayState>();

  router.get('/uploads/:filename', async (ctx) => {
    const filename = ctx.params.filename;
    const file = await options.files.get(filename);
    if (!file) throw gatewayError('NotFoundError', 'Not found');

    ctx.set({
      'Cache-Control': IMMUTABLE,
      'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
    });
    // The stored name only: it is safe as it is (STORED_FILE_NAME) and carries the right extension.
    if (isDownloadType(file.contentType))
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.lastModified = file.modifiedAt;
    // Weak: built from size and time, not from the bytes (the disk adapter does not hash them).
    ctx.etag = `W/"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
    ctx.type = file.contentType;
    ctx.set('Accept-Ranges', 'bytes');
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const range = requestedRange(ctx.get('Range'), ctx.get('If-Range'), file.size, file.modifiedAt);
    if (range === 'unsatisfiable') {
      ctx.status = 416;
      ctx.set('Content-Range', `bytes */${file.size}`);
      ctx.type = 'application/json';
      ctx.body = { message: 'Range not satisfiable' };
      return;
    }
    if (range) {
      ctx.status = 206;
      ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    }
    // HEAD answers the headers only: no file is opened that nobody would read.
    if (ctx.method === 'HEAD') ctx.body = Buffer.alloc(0);
    else ctx.body = range ? Readable.from(slice(file.open(), range.start, range.end)) : file.open();
    ctx.length = range ? range.end - range.start + 1 : file.size;
  });

  // The router adds `params` and `router` to the context itself; its type insists they exist beforehand.
  return router.routes() as unknown as Middleware<GatewayState>;
}

/**
 * The one byte range a request asks for (`Range: bytes=0-1023`, `bytes=500-`, `bytes=-500`), for video players
 * that seek (Safari plays no video whose server ignores ranges). Undefined means the whole file: no range, a
 * form this does not serve (several ranges, another unit; the whole file is a valid answer to those), or an
 * `If-Range` naming another version than this one (the file's date; its ETag is weak, which If-Range may not
 * carry). `unsatisfiable`: the range starts past the end.
 */
function requestedRange(
  header: string,
  ifRange: string,
  size: number,
  modifiedAt: Date,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return undefined;
  if (ifRange && Date.parse(ifRange) !== Math.floor(modifiedAt.getTime() / 1000) * 1000) return undefined;
  const last = size - 1;
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: last };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), last) : last;
  if (start > last) return 'unsatisfiable';
  return start > end ? undefined : { start, end };
}

/**
 * Bytes `start` to `end` (inclusive) of a stored file's stream. The stores open a file from its start, so the
 * bytes before the range are read and dropped; reading stops at the range's end, which closes the source.
 */
async function* slice(source: Readable, start: number, end: number): AsyncGenerator<Buffer> {
  let offset = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const chunkEnd = offset + chunk.length;
    if (chunkEnd > start)
      yield chunk.subarray(Math.max(0, start - offset), Math.min(chunk.length, end + 1 - offset));
    offset = chunkEnd;
    if (offset > end) return;
  }
}
