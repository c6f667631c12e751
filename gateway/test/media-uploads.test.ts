import { readdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  ALT_TEXT_REQUIRED,
  AdminSubjects,
  CmsSubjects,
  PRINCIPAL_HEADER,
  mediaVariantFileName,
  uploadUrl,
  type MediaFileDto,
  type MediaRecordInput,
  type Principal,
} from '@referrals/contracts';
import { Errors } from '@referrals/service-kit';
import { docFile, docxFile, mp4File, pdfFile, pngBomb, pngImage, webmFile } from '@referrals/testing';
import sharp from 'sharp';
import { PUBLIC_URL, startTestGateway, waitForLog, type TestGateway } from './support/harness.ts';
import { LIVE_TOKEN } from './support/identity-double.ts';

const MIB = 1024 * 1024;
/** Small limits, so that the size tests send little. */
const MEDIA_LIMITS = { image: 1 * MIB, video: 2 * MIB, document: 1 * MIB };
const ADMIN_TOKEN = 'admin-token-1';
const ADMIN: Principal = {
  kind: 'admin',
  adminId: '5d6e7f80-1a2b-4c3d-8e4f-a0b1c2d3e4f5',
  role: 'admin',
  sessionId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};
const WRONG_TYPE =
  'Only images (PNG, JPEG, GIF, WebP), videos (MP4, WebM) and documents (PDF, DOC, DOCX) can be uploaded';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let stack: TestGateway;
/** What the CMS stand-in was asked to record, and whether it refuses. */
let recorded: Array<{ input: MediaRecordInput; principal: Principal }>;
let refuseRecord: boolean;

beforeEach(async () => {
  stack = await startTestGateway({
    config: {
      port: 0,
      publicUrl: PUBLIC_URL,
      trustProxy: false,
      limits: { uploadsPerLogin: 50, uploadsPerAddress: 50 },
      mediaMaxBytes: MEDIA_LIMITS,
    },
  });
  recorded = [];
  refuseRecord = false;
  stack.bus.serve(AdminSubjects.resolveSession, async (message) => {
    if ((message.data as { token?: string }).token !== ADMIN_TOKEN) throw Errors.authentication();
    return { principal: ADMIN };
  });
  // The CMS's side: records what it is sent and answers the library's view of it.
  stack.bus.serve(CmsSubjects.recordMedia, async (message) => {
    const input = (message.data as { body: MediaRecordInput }).body;
    recorded.push({ input, principal: JSON.parse(message.headers[PRINCIPAL_HEADER]!) as Principal });
    if (refuseRecord) throw Errors.conflict('A file of this name is already in the library');
    const answer: MediaFileDto = {
      id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
      filename: input.filename,
      originalName: input.originalName,
      mimeType: input.mimeType,
      size: input.size,
      url: uploadUrl(input.filename),
      altText: input.altText,
      description: input.description,
      width: input.width,
      height: input.height,
      variants: input.variantWidths.map((width) => ({
        width,
        url: uploadUrl(mediaVariantFileName(input.filename, width)),
      })),
      createdAt: '2026-11-27T12:00:00.000Z',
    };
    return answer;
  });
});

afterEach(async () => {
  await stack.close();
});

function form(
  content: Uint8Array | string,
  name: string,
  fields: Record<string, string> = {},
  declaredType = 'application/octet-stream',
): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append(
    'file',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type: declaredType }),
    name,
  );
  return data;
}

function upload(
  body: FormData,
  headers: Record<string, string> = { authorization: `Bearer ${ADMIN_TOKEN}` },
) {
  return fetch(`${stack.url}/api/admin/cms/media/upload`, { method: 'POST', headers, body });
}

async function storedNames(): Promise<string[]> {
  return (await readdir(stack.uploadTempDir.replace(/incoming$/, 'uploads'))).filter(
    (name) => !name.startsWith('.'),
  );
}

const stored = async (filename: string) => buffer((await stack.files.get(filename))!.open());

describe('POST /api/admin/cms/media/upload', () => {
  it('when an admin uploads a photo with alt text, then it is recorded before it is stored, re-encoded, with WebP copies, and the CMS’s record is the answer', async () => {
    const photo = await sharp(pngImage(1000, 500)).jpeg().toBuffer();

    const response = await upload(
      form(photo, 'shop front.jpg', { altText: ' The shop at dusk ', description: 'Taken in May' }),
    );

    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as MediaFileDto;
    expect(answer.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const bytes = await stored(answer.filename);
    expect(recorded).toEqual([
      {
        input: {
          filename: answer.filename,
          originalName: 'shop front.jpg',
          mimeType: 'image/jpeg',
          size: bytes.length,
          width: 1000,
          height: 500,
          variantWidths: [400, 800],
          altText: 'The shop at dusk',
          description: 'Taken in May',
        },
        principal: ADMIN,
      },
    ]);
    expect(answer).toMatchObject({ width: 1000, height: 500, url: uploadUrl(answer.filename) });
    expect((await storedNames()).sort()).toEqual(
      [
        answer.filename,
        mediaVariantFileName(answer.filename, 400),
        mediaVariantFileName(answer.filename, 800),
      ].sort(),
    );
    for (const variant of answer.variants) {
      const served = await fetch(`${stack.url}${variant.url}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: variant.width,
      });
    }
    const line = await waitForLog(stack.logs, (entry) => entry.message === 'file uploaded');
    expect(line.fields).toMatchObject({ adminId: ADMIN.adminId, variantWidths: [400, 800] });
  });

  it.each([
    ['an MP4', mp4File(), 'clip.mp4', 'video/mp4', 'mp4'],
    ['a WebM', webmFile(), 'clip.webm', 'video/webm', 'webm'],
    ['a PDF', pdfFile(), 'menu.pdf', 'application/pdf', 'pdf'],
    ['a Word 97-2003 document', docFile(), 'menu.doc', 'application/msword', 'doc'],
    ['a Word document', docxFile(), 'menu.docx', DOCX, 'docx'],
  ])(
    'when %s is uploaded without alt text, then it is stored as sent',
    async (_label, content, name, mimeType, extension) => {
      const response = await upload(form(content, name));

      expect(response.status).toBe(201);
      const answer = (await response.json()) as MediaFileDto;
      expect(answer).toMatchObject({ mimeType, originalName: name, width: null, height: null, variants: [] });
      expect(answer.filename.endsWith(`.${extension}`)).toBe(true);
      expect(Buffer.compare(await stored(answer.filename), content)).toBe(0);
    },
  );

  it('when a document is fetched, then it comes as a download of its stored type, never shown in the page', async () => {
    const response = await upload(form(pdfFile(), 'menu.pdf'));
    const { url, filename } = (await response.json()) as MediaFileDto;

    const served = await fetch(`${stack.url}${url}`);

    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('when an image comes without alt text, then 400 on the altText field and nothing is recorded', async () => {
    const response = await upload(form(pngImage(4, 4), 'logo.png', { altText: '   ' }));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: ALT_TEXT_REQUIRED,
      errors: { altText: ALT_TEXT_REQUIRED },
    });
    expect(recorded).toEqual([]);
    expect(await storedNames()).toEqual([]);
  });

  it('when the alt text is too long, then 400 with the form’s message', async () => {
    const message = 'Alt text must be at most 300 characters';

    const response = await upload(form(pngImage(), 'logo.png', { altText: 'a'.repeat(301) }));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: { altText: message } });
  });

  it.each([
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'logo.svg',
      'image/svg+xml',
    ],
    ['HTML renamed .png', '<!doctype html><script>alert(1)</script>', 'photo.png', 'image/png'],
    ['a Matroska video', webmFile('matroska'), 'clip.webm', 'video/webm'],
  ])('when the file is %s, then 400 naming what is taken', async (_label, content, name, declaredType) => {
    const response = await upload(form(content, name, { altText: 'x' }, declaredType));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: WRONG_TYPE, errors: { file: WRONG_TYPE } });
    expect(recorded).toEqual([]);
  });

  it('when an image is a 20,000 x 20,000 PNG, then 400 before it is decoded', async () => {
    const message = 'Images must be at most 50 megapixels (for example 8000 x 6000 pixels)';

    const response = await upload(form(pngBomb(), 'bomb.png', { altText: 'x' }));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: { file: message } });
  });

  it('when a file is over its kind’s limit but under the largest, then 400 with its kind’s limit', async () => {
    const pdf = Buffer.concat([pdfFile(), Buffer.alloc(MEDIA_LIMITS.document)]);
    const message = 'Documents must be 1 MB or smaller';

    const response = await upload(form(pdf, 'big.pdf'));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: { file: message } });
    expect(await storedNames()).toEqual([]);
  });

  it('when a video is under the video limit, then it is taken although larger than any other kind’s', async () => {
    const video = Buffer.concat([mp4File(), Buffer.alloc(MEDIA_LIMITS.video - 1024)]);

    expect((await upload(form(video, 'clip.mp4'))).status).toBe(201);
  });

  it('when a file is over the largest limit, then 400 naming every kind’s limit', async () => {
    const video = Buffer.concat([mp4File(), Buffer.alloc(MEDIA_LIMITS.video)]);
    const message = 'Files must be 2 MB or smaller (images 1 MB, videos 2 MB, documents 1 MB)';

    const response = await upload(form(video, 'clip.mp4'));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: { file: message } });
  });

  it('when the CMS refuses the record, then its answer is passed on and nothing is stored', async () => {
    refuseRecord = true;

    const response = await upload(form(pdfFile(), 'menu.pdf'));

    expect(response.status).toBe(409);
    expect(await storedNames()).toEqual([]);
  });

  it.each([
    ['nobody signed in', {}],
    ['an owner’s cookie', { cookie: `sid=${LIVE_TOKEN}` }],
    ['an unknown bearer token', { authorization: 'Bearer nobody' }],
  ])('when %s uploads, then 401 and nothing is read', async (_label, headers) => {
    const response = await upload(form(pdfFile(), 'menu.pdf'), headers);

    expect(response.status).toBe(401);
    expect(recorded).toEqual([]);
    expect(await readdir(stack.uploadTempDir)).toEqual([]);
  });
});

describe('GET /uploads/{filename} by byte ranges (video players that seek)', () => {
  /** An MP4 of 200 KB whose bytes after the header count up, so that any slice can be checked. */
  const video = Buffer.concat([
    mp4File(),
    Buffer.from(Array.from({ length: 200 * 1024 }, (_, i) => i % 251)),
  ]);
  let url: string;

  beforeEach(async () => {
    url = ((await (await upload(form(video, 'clip.mp4'))).json()) as MediaFileDto).url;
  });

  const get = (headers: Record<string, string>) => fetch(`${stack.url}${url}`, { headers });

  it('when no range is asked, then the whole file comes, saying ranges are served', async () => {
    const response = await get({});

    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), video)).toBe(0);
  });

  it.each([
    ['a closed range', 'bytes=100-70099', 100, 70_099],
    ['an open range', 'bytes=150000-', 150_000, video.length - 1],
    ['the last bytes', 'bytes=-1000', video.length - 1000, video.length - 1],
    ['a range past the end', `bytes=10-${video.length + 500}`, 10, video.length - 1],
  ])('when %s is asked, then 206 with exactly those bytes', async (_label, range, start, end) => {
    const response = await get({ range });

    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), video.subarray(start, end + 1))).toBe(0);
  });

  it('when the range starts past the end, then 416 naming the size', async () => {
    const response = await get({ range: `bytes=${video.length}-` });

    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${video.length}`);
  });

  it.each([
    ['several ranges', 'bytes=0-10,20-30'],
    ['another unit', 'items=0-10'],
  ])('when %s are asked, then the whole file comes', async (_label, range) => {
    const response = await get({ range });

    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(video.length);
  });

  it('when If-Range names this version’s date, then the range is served; another date, the whole file', async () => {
    const lastModified = (await get({})).headers.get('last-modified')!;

    expect((await get({ range: 'bytes=0-9', 'if-range': lastModified })).status).toBe(206);
    expect((await get({ range: 'bytes=0-9', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' })).status).toBe(200);
  });
});
