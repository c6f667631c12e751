import { readdir } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import {
  CampaignSubjects,
  IdentitySubjects,
  PRINCIPAL_HEADER,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  previewFileName,
  uploadUrl,
  type Principal,
} from '@referrals/contracts';
import { Errors, type Bus } from '@referrals/service-kit';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { PUBLIC_URL, startTestGateway, waitForLog, type TestGateway } from './support/harness.ts';
import { GIF_PIXEL, pngBomb, pngClaiming, pngImage } from '@referrals/testing';
import { LIVE_TOKEN, OWNER, serveIdentity, type IdentityDouble } from './support/identity-double.ts';

/** Set here, not taken from the defaults: the quota tests count up to them. */
const LIMITS = { uploadsPerLogin: 5, uploadsPerAddress: 8 };

const OWNER_COOKIE = `sid=${LIVE_TOKEN}`;
const FILE_REQUIRED = { message: 'File is required', errors: { file: 'File is required' } };
const IMAGES_ONLY = 'Only images can be uploaded (PNG, JPEG, GIF or WebP)';
const TOO_LARGE = 'Images must be 5 MB or smaller';
const TYPE_INVALID =
  'Upload type must be headerImage, logoImage, refereeContent1Image, refereeContent2Image or refereeContent3Image';
const UPLOAD_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;
const UNREADABLE = 'This image could not be read. Please save it again as a PNG or JPEG and upload it.';
const TOO_MANY_PIXELS = 'Images must be at most 50 megapixels (for example 8000 x 6000 pixels)';

/** A photo-sized JPEG of random pixels: the hardest kind of picture to compress, so the preview's worst case. */
function noisePhoto(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

let stack: TestGateway;
let identity: IdentityDouble;
let ledger: LedgerDouble;

/** Stands in for the campaign service's record of uploads: takes every file unless told the storage is full. */
interface LedgerDouble {
  received: Array<{ data: unknown; principal: Principal }>;
  storageFull: boolean;
}

function serveLedger(bus: Bus): LedgerDouble {
  const double: LedgerDouble = { received: [], storageFull: false };
  bus.serve(CampaignSubjects.recordUpload, async (message) => {
    double.received.push({
      data: message.data,
      principal: JSON.parse(message.headers[PRINCIPAL_HEADER]!) as Principal,
    });
    if (double.storageFull) throw Errors.conflict('Your business has used its 1 MB of image storage.');
    return { filename: (message.data as { body: { filename: string } }).body.filename };
  });
  return double;
}

const startGatewayWithLimits = () =>
  startTestGateway({ config: { port: 0, publicUrl: PUBLIC_URL, trustProxy: false, limits: LIMITS } });

beforeEach(async () => {
  stack = await startGatewayWithLimits();
  identity = serveIdentity(stack.bus);
  ledger = serveLedger(stack.bus);
});

afterEach(async () => {
  await stack.close();
});

interface Part {
  field?: string;
  content: Uint8Array | string;
  name?: string;
  declaredType?: string;
}

function form(parts: Part[], fields: Record<string, string> = { type: 'logoImage' }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const part of parts) {
    data.append(
      part.field ?? 'file',
      new Blob([typeof part.content === 'string' ? part.content : new Uint8Array(part.content)], {
        type: part.declaredType ?? 'image/png',
      }),
      part.name ?? 'photo.png',
    );
  }
  return data;
}

function upload(
  body: BodyInit,
  headers: Record<string, string> = { cookie: OWNER_COOKIE },
): Promise<Response> {
  return fetch(`${stack.url}/api/upload`, { method: 'POST', headers, body });
}

async function storedNames(): Promise<string[]> {
  return (await readdir(stack.uploadTempDir.replace(/incoming$/, 'uploads'))).filter(
    (name) => !name.startsWith('.'),
  );
}

/** formidable removes a refused file a moment after it answers; wait for the folder to empty. */
async function expectNoTemporaryFiles(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await readdir(stack.uploadTempDir)).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(await readdir(stack.uploadTempDir)).toEqual([]);
}

describe('POST /api/upload', () => {
  it('when one login uploads more than its quota in 15 minutes, then the next upload is 429 with Retry-After', async () => {
    for (let i = 0; i < LIMITS.uploadsPerLogin; i += 1) {
      expect((await upload(form([{ content: GIF_PIXEL, name: 'pixel.gif' }]))).status).toBe(201);
    }

    const refused = await upload(form([{ content: GIF_PIXEL, name: 'pixel.gif' }]));

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toEqual({ message: 'Too many uploads. Please try again in 15 minutes.' });
    expect(await storedNames()).toHaveLength(LIMITS.uploadsPerLogin);
  });

  it('when a new login uploads from an address that used up its quota, then it is 429 too', async () => {
    // A gateway of its own, whose identity stand-in knows a session per login: sign-ups from one machine.
    const own = await startGatewayWithLimits();
    try {
      serveIdentity(own.bus, { omit: [IdentitySubjects.resolveSession] });
      serveLedger(own.bus);
      own.bus.serve(IdentitySubjects.resolveSession, async (message) => {
        const token = (message.data as { token: string }).token;
        return { principal: { ...OWNER, loginId: `login-${token}`, sessionId: `session-${token}` } };
      });
      const uploadAs = (token: number) =>
        fetch(`${own.url}/api/upload`, {
          method: 'POST',
          headers: { cookie: `sid=${token}` },
          body: form([{ content: GIF_PIXEL, name: 'pixel.gif' }]),
        });

      // Fewer than the per-login quota each, more than the per-address quota together.
      for (let i = 0; i < LIMITS.uploadsPerAddress; i += 1) {
        expect((await uploadAs(Math.floor(i / 2))).status).toBe(201);
      }
      const refused = await uploadAs(1_000);

      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(await refused.json()).toEqual({ message: 'Too many uploads. Please try again in 15 minutes.' });
    } finally {
      await own.close();
    }
  });

  it('when an owner uploads, then the file is recorded for their business before it is stored', async () => {
    const png = pngImage();

    const response = await upload(form([{ content: png }], { type: 'logoImage' }));

    const { filename, size } = (await response.json()) as { filename: string; size: number };
    expect(size).toBe((await stack.files.get(filename))!.size);
    expect(ledger.received).toEqual([
      { data: { body: { filename, size, purpose: 'logoImage' } }, principal: OWNER },
    ]);
  });

  it('when a header image is uploaded, then its record counts the preview copy’s bytes too', async () => {
    const png = pngImage();

    const response = await upload(form([{ content: png }], { type: 'headerImage' }));

    const { filename, size } = (await response.json()) as { filename: string; size: number };
    const preview = await stack.files.get(previewFileName(filename));
    expect(ledger.received).toEqual([
      {
        data: { body: { filename, size: size + preview!.size, purpose: 'headerImage' } },
        principal: OWNER,
      },
    ]);
  });

  it('when a large photo is uploaded as the header image, then a 1200x630 JPEG well under 300 KB is stored beside it', async () => {
    const photo = await noisePhoto(2400, 1600);

    const response = await upload(form([{ content: photo, name: 'shop.jpg' }], { type: 'headerImage' }));

    expect(response.status).toBe(201);
    const { filename } = (await response.json()) as { filename: string };
    const stored = await buffer((await stack.files.get(filename))!.open());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 2000, height: 1333 });
    const preview = await stack.files.get(previewFileName(filename));
    expect(preview).toMatchObject({ contentType: 'image/jpeg' });
    const bytes = await buffer(preview!.open());
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect((await storedNames()).sort()).toEqual([filename, previewFileName(filename)].sort());
    const served = await fetch(`${stack.url}${uploadUrl(previewFileName(filename))}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('when a small transparent image is the header, then its preview is enlarged to 1200x630 and laid on white', async () => {
    const transparent = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();

    const response = await upload(form([{ content: transparent }], { type: 'headerImage' }));

    const { filename } = (await response.json()) as { filename: string };
    const preview = await buffer((await stack.files.get(previewFileName(filename)))!.open());
    const { data, info } = await sharp(preview).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([1200, 630, 3]);
    expect(Math.min(...data.subarray(0, 3 * 100))).toBeGreaterThan(245);
  });

  it.each(UPLOAD_TYPES.filter((type) => type !== 'headerImage'))(
    'when the image is a %s, then no preview copy is made',
    async (type) => {
      const response = await upload(form([{ content: pngImage(4, 4) }], { type }));

      const { filename } = (await response.json()) as { filename: string };
      expect(await storedNames()).toEqual([filename]);
    },
  );

  it('when a header image does not decode, then 400 and nothing is recorded or stored', async () => {
    const truncated = pngImage(64, 64).subarray(0, 40);

    const response = await upload(form([{ content: truncated }], { type: 'headerImage' }));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: UNREADABLE, errors: { file: UNREADABLE } });
    expect(ledger.received).toEqual([]);
    expect(await storedNames()).toEqual([]);
    await expectNoTemporaryFiles();
  });

  it.each(UPLOAD_TYPES)(
    'when a %s says it has more than 50 megapixels, then 400 before it is decoded',
    async (type) => {
      const bomb = pngClaiming(10_000, 6_000);

      const response = await upload(form([{ content: bomb }], { type }));

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: TOO_MANY_PIXELS, errors: { file: TOO_MANY_PIXELS } });
      expect(ledger.received).toEqual([]);
    },
  );

  it('when a logo is a 20,000 x 20,000 PNG of a few kilobytes, then 400 and nothing is recorded or stored', async () => {
    const response = await upload(form([{ content: pngBomb(20_000, 20_000) }], { type: 'logoImage' }));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: TOO_MANY_PIXELS, errors: { file: TOO_MANY_PIXELS } });
    expect(ledger.received).toEqual([]);
    expect(await storedNames()).toEqual([]);
    await expectNoTemporaryFiles();
  });

  it('when a logo carries data after its image, then the stored PNG is encoded again without it', async () => {
    const hidden = Buffer.from('<html><script>alert(document.cookie)</script></html>');

    const response = await upload(form([{ content: Buffer.concat([pngImage(4, 4), hidden]) }]));

    expect(response.status).toBe(201);
    const { filename } = (await response.json()) as { filename: string };
    const stored = await buffer((await stack.files.get(filename))!.open());
    expect(stored.includes(hidden)).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 4, height: 4 });
  });

  it('when a logo is larger than 2000 pixels, then it is stored scaled down to 2000 on its longest edge', async () => {
    const response = await upload(form([{ content: pngImage(3000, 600) }]));

    const { filename } = (await response.json()) as { filename: string };
    const stored = await buffer((await stack.files.get(filename))!.open());
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 2000, height: 400 });
  });

  it("when the business's storage is full, then 409 with the service's message and nothing is stored", async () => {
    ledger.storageFull = true;

    const response = await upload(form([{ content: pngImage() }]));

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Your business has used its 1 MB of image storage.' });
    expect(await storedNames()).toEqual([]);
    await expectNoTemporaryFiles();
  });

  it('when the file is refused before it is recorded (not an image), then the record is not asked', async () => {
    await upload(form([{ content: 'plain text', name: 'a.png' }]));

    expect(ledger.received).toEqual([]);
  });

  it('when an owner uploads a PNG, then 201 with where it is served, under a new random name', async () => {
    const png = pngImage(4, 3);

    const response = await upload(form([{ content: png, name: 'my logo.png' }]));

    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toEqual({
      url: `/uploads/${answer.filename as string}`,
      filename: expect.stringMatching(UPLOAD_NAME),
      mimeType: 'image/png',
      size: expect.any(Number),
    });
    expect(answer.filename).toMatch(/\.png$/);
    const stored = await stack.files.get(answer.filename as string);
    expect(stored).toMatchObject({ contentType: 'image/png', size: answer.size });
    const pixels = (image: Uint8Array) => sharp(image).raw().toBuffer({ resolveWithObject: true });
    expect(await pixels(await buffer(stored!.open()))).toEqual(await pixels(png));
    await expectNoTemporaryFiles();
  });

  it.each([
    ['a JPEG', sharp(pngImage(4, 4)).jpeg().toBuffer(), 'image/jpeg', 'jpg'],
    ['a GIF', Promise.resolve(GIF_PIXEL), 'image/gif', 'gif'],
    ['a WebP', sharp(pngImage(4, 4)).webp().toBuffer(), 'image/webp', 'webp'],
  ])(
    'when the file is %s named .png, then its bytes decide the type and extension',
    async (_label, image, mimeType, extension) => {
      const content = await image;
      const response = await upload(form([{ content, name: 'picture.png', declaredType: 'image/png' }]));

      expect(response.status).toBe(201);
      const answer = (await response.json()) as { filename: string; mimeType: string };
      expect(answer.mimeType).toBe(mimeType);
      expect(answer.filename.endsWith(`.${extension}`)).toBe(true);
    },
  );

  it.each(UPLOAD_TYPES)('when the type is %s, then the upload is accepted', async (type) => {
    expect((await upload(form([{ content: pngImage() }], { type }))).status).toBe(201);
  });

  it('when a text file is renamed .png and declared image/png, then 400 and nothing is stored', async () => {
    const response = await upload(
      form([{ content: 'not an image at all', name: 'photo.png', declaredType: 'image/png' }]),
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: IMAGES_ONLY, errors: { file: IMAGES_ONLY } });
    expect(await storedNames()).toEqual([]);
    await expectNoTemporaryFiles();
  });

  it('when the file is an SVG, then 400: images with scripts are not accepted', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

    const response = await upload(form([{ content: svg, name: 'logo.svg', declaredType: 'image/svg+xml' }]));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: IMAGES_ONLY });
  });

  it('when the file is empty, then 400: it is not an image', async () => {
    const response = await upload(form([{ content: new Uint8Array(0) }]));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: IMAGES_ONLY });
  });

  it('when the image is one byte over 5 MB, then 400 and the partial file is removed', async () => {
    const oversized = Buffer.concat([pngImage(), Buffer.alloc(UPLOAD_MAX_BYTES + 1 - pngImage().length)]);

    const response = await upload(form([{ content: oversized }]));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: TOO_LARGE, errors: { file: TOO_LARGE } });
    expect(await storedNames()).toEqual([]);
    await expectNoTemporaryFiles();
  });

  it('when the image is exactly 5 MB, then it is accepted, and the padding after its data is not kept', async () => {
    const largest = Buffer.concat([pngImage(), Buffer.alloc(UPLOAD_MAX_BYTES - pngImage().length)]);

    const response = await upload(form([{ content: largest }]));

    expect(response.status).toBe(201);
    const { size } = (await response.json()) as { size: number };
    expect(size).toBeLessThan(1024);
  });

  it('when no file is sent, then 400 "File is required"', async () => {
    const response = await upload(form([]));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(FILE_REQUIRED);
  });

  it('when the file comes under another field name, then 400 "File is required" and it is not kept', async () => {
    const response = await upload(form([{ field: 'image', content: pngImage() }]));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(FILE_REQUIRED);
    await expectNoTemporaryFiles();
  });

  it.each([
    ['unknown', { type: 'avatar' }],
    ['missing', {}],
  ])('when the type is %s, then 400 naming the accepted types', async (_label, fields) => {
    const response = await upload(form([{ content: pngImage() }], fields));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: TYPE_INVALID, errors: { type: TYPE_INVALID } });
    await expectNoTemporaryFiles();
  });

  it('when two files are sent, then 400 and neither is kept', async () => {
    const response = await upload(form([{ content: pngImage() }, { content: GIF_PIXEL }]));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Only one file can be uploaded at a time' });
    expect(await storedNames()).toEqual([]);
    await expectNoTemporaryFiles();
  });

  it('when the body is JSON, then 415 "Expected multipart/form-data"', async () => {
    const response = await upload(JSON.stringify({ file: 'x' }), {
      cookie: OWNER_COOKIE,
      'content-type': 'application/json',
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'Expected multipart/form-data' });
  });

  it('when the multipart body is cut short, then 400 and nothing is kept', async () => {
    const response = await upload(
      '--boundary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      {
        cookie: OWNER_COOKIE,
        'content-type': 'multipart/form-data; boundary=boundary',
      },
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed upload' });
    await expectNoTemporaryFiles();
  });

  it('when nobody is signed in, then 401 and the body is not read', async () => {
    const response = await upload(form([{ content: pngImage() }]), {});

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not authenticated' });
    expect(await storedNames()).toEqual([]);
    expect(await readdir(stack.uploadTempDir)).toEqual([]);
  });

  it('when the session is unknown, then 401', async () => {
    const response = await upload(form([{ content: pngImage() }]), { cookie: 'sid=expired' });

    expect(response.status).toBe(401);
  });

  it('when the upload comes from a foreign page, then 403 and identity is not even asked', async () => {
    const response = await upload(form([{ content: pngImage() }]), {
      cookie: OWNER_COOKIE,
      origin: 'https://evil.example',
    });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-site request refused' });
    expect(identity.on(IdentitySubjects.resolveSession)).toHaveLength(0);
    expect(await storedNames()).toEqual([]);
  });

  it('when the upload comes from the product’s own page, then it is accepted', async () => {
    const response = await upload(form([{ content: pngImage() }]), {
      cookie: OWNER_COOKIE,
      origin: PUBLIC_URL,
    });

    expect(response.status).toBe(201);
  });

  it('when an owner uploads, then the log says who uploaded what, without the session', async () => {
    const response = await upload(form([{ content: pngImage() }], { type: 'headerImage' }), {
      cookie: OWNER_COOKIE,
      'x-request-id': 'upload-log-1',
    });
    const { filename, size } = (await response.json()) as { filename: string; size: number };

    const line = await waitForLog(stack.logs, (entry) => entry.message === 'file uploaded');
    expect(line.fields).toEqual({
      requestId: 'upload-log-1',
      loginId: OWNER.loginId,
      businessId: OWNER.businessId,
      type: 'headerImage',
      filename,
      mimeType: 'image/png',
      size,
      previewSize: (await stack.files.get(previewFileName(filename)))!.size,
    });
    expect(JSON.stringify(stack.logs)).not.toContain(LIVE_TOKEN);
  });

  it('when GET is used on the upload path, then 404', async () => {
    expect((await fetch(`${stack.url}/api/upload`, { headers: { cookie: OWNER_COOKIE } })).status).toBe(404);
  });
});

describe('GET /uploads/{filename}', () => {
  async function uploaded(content: Uint8Array = pngImage(2, 2)): Promise<string> {
    const response = await upload(form([{ content }]));
    return ((await response.json()) as { url: string }).url;
  }

  const storedBytes = async (url: string) =>
    buffer((await stack.files.get(url.replace('/uploads/', '')))!.open());

  it('when an uploaded image is fetched by anyone, then its bytes come back as an image, cached for a year', async () => {
    const url = await uploaded(pngImage(2, 2));
    const stored = await storedBytes(url);

    const response = await fetch(`${stack.url}${url}`);

    expect(response.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), stored)).toBe(0);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(stored.length));
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get('last-modified')).not.toBeNull();
  });

  it('when the browser revalidates with the ETag, then 304 without the bytes', async () => {
    const url = await uploaded();
    const etag = (await fetch(`${stack.url}${url}`)).headers.get('etag')!;

    const response = await fetch(`${stack.url}${url}`, {
      headers: { 'if-none-match': etag },
      cache: 'no-cache',
    });

    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('when HEAD asks, then the headers and length come without a body', async () => {
    const url = await uploaded(pngImage(3, 3));

    const response = await fetch(`${stack.url}${url}`, { method: 'HEAD' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String((await storedBytes(url)).length));
    expect(await response.text()).toBe('');
  });

  it.each([
    ['an unknown name', '/uploads/00000000-0000-4000-8000-000000000000.png'],
    ['a path escaping the folder', '/uploads/..%2F..%2Fetc%2Fpasswd'],
    ['a nested path', '/uploads/a/b.png'],
    ['a hidden metadata name', '/uploads/.meta'],
    ['the folder itself', '/uploads/'],
  ])('when %s is asked for, then 404', async (_label, path) => {
    const response = await fetch(`${stack.url}${path}`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('when a stored file is deleted, then its address answers 404', async () => {
    const url = await uploaded();
    await stack.files.delete(url.replace('/uploads/', ''));

    expect((await fetch(`${stack.url}${url}`)).status).toBe(404);
  });
});
