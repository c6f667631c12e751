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
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // HEAD answers the headers only: no file is opened that nobody would read.
    ctx.body = ctx.method === 'HEAD' ? Buffer.alloc(0) : file.open();
    ctx.length = file.size;
  });

  // The router adds `params` and `router` to the context itself; its type insists they exist beforehand.
  return router.routes() as unknown as Middleware<GatewayState>;
}
