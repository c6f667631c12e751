import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import {
  ALT_TEXT_REQUIRED,
  MEDIA_KINDS,
  mediaVariantFileName,
  type MediaFileDto,
} from '@referrals/contracts';
import { docFile, docxFile, mp4File, pdfFile, pngBomb, pngImage, webmFile } from '@referrals/testing';
import sharp from 'sharp';
import { newSignedInAdmin, type SignedInAdmin } from '../support/admin.ts';
import { registerOwner, useStack } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';

const { spec } = pactum;

const UPLOAD_PATH = '/api/admin/cms/media/upload';
const WRONG_TYPE =
  'Only images (PNG, JPEG, GIF, WebP), videos (MP4, WebM) and documents (PDF, DOC, DOCX) can be uploaded';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let admin: SignedInAdmin;

beforeAll(async () => {
  useStack();
  admin = await newSignedInAdmin('admin');
});

interface FilePart {
  content: Buffer;
  filename: string;
  contentType?: string;
}

/** POST /api/admin/cms/media/upload as the media dialog sends it: `file`, `altText` and `description`. */
function upload(
  file: FilePart,
  fields: { altText?: string; description?: string } = {},
  headers: Record<string, string> = admin.headers,
) {
  const request = spec().post(UPLOAD_PATH).withHeaders(headers);
  for (const [name, value] of Object.entries(fields)) request.withMultiPartFormData(name, value);
  return request.withMultiPartFormData('file', file.content, {
    filename: file.filename,
    contentType: file.contentType ?? 'application/octet-stream',
  });
}

async function uploaded(
  file: FilePart,
  fields: { altText?: string; description?: string } = {},
): Promise<MediaFileDto> {
  return (await upload(file, fields).expectStatus(201).toss()).body as MediaFileDto;
}

const fetchServed = (url: string) => fetch(`${baseUrl()}${url}`);

describe('POST /api/admin/cms/media/upload', () => {
  it('when an admin uploads a large photo with alt text, then it is stored re-encoded at 2000 pixels with WebP copies that are served', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#2a6f97' },
    })
      .withExif({ IFD0: { Make: 'Phone', Software: 'camera 1.0' } })
      .jpeg()
      .toBuffer();

    const media = await uploaded(
      { content: photo, filename: 'shop front.jpg', contentType: 'image/jpeg' },
      { altText: 'The shop front at dusk', description: 'Spring window' },
    );

    expect(media).toMatchObject({
      originalName: 'shop front.jpg',
      mimeType: 'image/jpeg',
      url: `/uploads/${media.filename}`,
      altText: 'The shop front at dusk',
      description: 'Spring window',
      width: 2000,
      height: 1000,
    });
    expect(media.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(media.variants.map((variant) => variant.width)).toEqual([400, 800, 1200]);
    const served = await fetchServed(media.url);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(media.size);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
    expect(metadata.exif).toBeUndefined();
    for (const variant of media.variants) {
      expect(variant.url).toBe(`/uploads/${mediaVariantFileName(media.filename, variant.width)}`);
      const copy = await fetchServed(variant.url);
      expect(copy.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: variant.width,
        height: variant.width / 2,
      });
    }
  });

  it('when an admin uploads a PNG, then it is listed in the library with its size', async () => {
    const media = await uploaded(
      { content: pngImage(300, 200), filename: 'logo.png', contentType: 'image/png' },
      { altText: 'Our logo' },
    );

    expect(media).toMatchObject({ mimeType: 'image/png', width: 300, height: 200, variants: [] });
    const listed = await spec()
      .get('/api/admin/cms/media')
      .withHeaders(admin.headers)
      .expectStatus(200)
      .toss();
    expect((listed.body as MediaFileDto[]).find((file) => file.id === media.id)).toEqual(media);
  });

  it.each([
    ['an MP4 video', mp4File(), 'clip.mp4', 'video/mp4'],
    ['a WebM video', webmFile(), 'clip.webm', 'video/webm'],
    ['a PDF', pdfFile(), 'menu.pdf', 'application/pdf'],
    ['a Word 97-2003 document', docFile(), 'menu.doc', 'application/msword'],
    ['a Word document', docxFile(), 'menu.docx', DOCX],
  ])(
    'when %s is uploaded, then it is stored byte for byte and served with its type',
    async (_label, content, filename, mimeType) => {
      const media = await uploaded({ content, filename });

      expect(media).toMatchObject({
        originalName: filename,
        mimeType,
        size: content.length,
        width: null,
        variants: [],
      });
      const served = await fetchServed(media.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(mimeType);
      expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), content)).toBe(0);
    },
  );

  it.each([
    ['a PDF', pdfFile(), 'menu.pdf'],
    ['a Word 97-2003 document', docFile(), 'menu.doc'],
    ['a Word document', docxFile(), 'menu.docx'],
  ])(
    'when %s is fetched, then it is a download, never a page of the site',
    async (_label, content, filename) => {
      const media = await uploaded({ content, filename });

      const served = await fetchServed(media.url);

      expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${media.filename}"`);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    },
  );

  it('when an image or a video is fetched, then it is shown inline, sandboxed, not sniffed and cached for a year', async () => {
    const image = await uploaded({ content: pngImage(8, 8), filename: 'dot.png' }, { altText: 'A dot' });
    const video = await uploaded({ content: mp4File(), filename: 'clip.mp4' });

    for (const media of [image, video]) {
      const served = await fetchServed(media.url);
      expect(served.headers.get('content-type')).toBe(media.mimeType);
      expect(served.headers.get('content-disposition')).toBeNull();
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('when an image comes without alt text, then 400 on the alt text field', async () => {
    await upload({ content: pngImage(8, 8), filename: 'logo.png', contentType: 'image/png' })
      .expectStatus(400)
      .expectJson({ message: ALT_TEXT_REQUIRED, errors: { altText: ALT_TEXT_REQUIRED } });
  });

  it('when the file is an SVG, then 400 naming what is taken', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await upload({ content: svg, filename: 'logo.svg', contentType: 'image/svg+xml' }, { altText: 'Logo' })
      .expectStatus(400)
      .expectJson({ message: WRONG_TYPE, errors: { file: WRONG_TYPE } });
  });

  it('when an HTML page is renamed .png, then 400 naming what is taken', async () => {
    const html = Buffer.from('<!doctype html><script>fetch("/api/admin/users")</script>');
    await upload({ content: html, filename: 'photo.png', contentType: 'image/png' }, { altText: 'Photo' })
      .expectStatus(400)
      .expectJson({ message: WRONG_TYPE, errors: { file: WRONG_TYPE } });
  });

  it('when an image is over 10 MB, then 400 "Images must be 10 MB or smaller"', async () => {
    const oversized = Buffer.concat([pngImage(), Buffer.alloc(MEDIA_KINDS.image.maxBytes)]);
    const message = 'Images must be 10 MB or smaller';

    await upload({ content: oversized, filename: 'huge.png' }, { altText: 'Huge' })
      .expectStatus(400)
      .expectJson({ message, errors: { file: message } });
  });

  it('when an image is 20,000 x 20,000 pixels, then 400 before it is decoded', async () => {
    const message = 'Images must be at most 50 megapixels (for example 8000 x 6000 pixels)';

    await upload({ content: pngBomb(), filename: 'bomb.png' }, { altText: 'Bomb' })
      .expectStatus(400)
      .expectJson({ message, errors: { file: message } });
  });

  it('when nobody is signed in, then 401', async () => {
    await upload({ content: pdfFile(), filename: 'menu.pdf' }, {}, {})
      .expectStatus(401)
      .expectJson({ message: 'Not authenticated' });
  });

  it('when a business owner uploads with their session cookie, then 401: the library is for admins', async () => {
    const { cookie } = await registerOwner();

    await upload({ content: pdfFile(), filename: 'menu.pdf' }, {}, { Cookie: cookie }).expectStatus(401);
  });
});
