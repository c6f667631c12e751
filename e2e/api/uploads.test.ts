import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  previewFileName,
  uploadUrl,
  type CampaignDto,
  type UploadAnswer,
} from '@referrals/contracts';
import { GIF_PIXEL, buildCampaign, pngBomb, pngImage } from '@referrals/testing';
import sharp from 'sharp';
import { registerOwner, registerOwnerKnownToCampaigns, useStack } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';

const { spec } = pactum;

beforeAll(() => useStack());

const IMAGES_ONLY = 'Only images can be uploaded (PNG, JPEG, GIF or WebP)';
const TOO_LARGE = 'Images must be 5 MB or smaller';
const TYPE_INVALID =
  'Upload type must be headerImage, logoImage, refereeContent1Image, refereeContent2Image or refereeContent3Image';

interface FilePart {
  content: Buffer;
  filename?: string;
  contentType?: string;
}

/** POST /api/upload as the owner's browser sends it: a multipart form with `type` and `file`. */
function upload(cookie: string | undefined, file: FilePart | undefined, type: string | null = 'logoImage') {
  const request = spec().post('/api/upload');
  if (cookie) request.withHeaders('Cookie', cookie);
  if (type !== null) request.withMultiPartFormData('type', type);
  if (file) {
    request.withMultiPartFormData('file', file.content, {
      filename: file.filename ?? 'photo.png',
      contentType: file.contentType ?? 'image/png',
    });
  }
  return request;
}

describe('POST /api/upload and GET /uploads/{filename}', () => {
  it('when an owner uploads a PNG, then it is served back, encoded again with the same pixels, as an immutable, sandboxed image', async () => {
    const { cookie } = await registerOwner();
    const png = pngImage(8, 8);

    const response = await upload(cookie, { content: png, filename: 'shop logo.png' })
      .expectStatus(201)
      .toss();

    const answer = response.body as UploadAnswer;
    expect(answer).toEqual({
      url: `/uploads/${answer.filename}`,
      filename: expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
      mimeType: 'image/png',
      size: expect.any(Number),
    });
    const served = await fetch(`${baseUrl()}${answer.url}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer({ resolveWithObject: true });
    expect(await pixels(bytes)).toEqual(await pixels(png));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(answer.size));
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

    const etag = served.headers.get('etag') as string;
    await spec().get(answer.url).withHeaders('If-None-Match', etag).expectStatus(304);
    await spec().head(answer.url).expectStatus(200).expectHeader('content-length', String(answer.size));
  });

  it('when a GIF is uploaded under a .png name, then its bytes decide: stored and served as a GIF', async () => {
    const { cookie } = await registerOwner();

    const response = await upload(cookie, { content: GIF_PIXEL, filename: 'fake.png' }, 'headerImage')
      .expectStatus(201)
      .expectJsonLike({ mimeType: 'image/gif' })
      .toss();

    const { url } = response.body as UploadAnswer;
    expect(url).toMatch(/\.gif$/);
    await spec().get(url).expectStatus(200).expectHeader('content-type', 'image/gif');
  });

  it('when a header image is uploaded, then a small JPEG preview copy is served beside it', async () => {
    const { cookie } = await registerOwner();

    const response = await upload(cookie, { content: pngImage(1200, 400) }, 'headerImage')
      .expectStatus(201)
      .toss();

    const preview = await fetch(
      `${baseUrl()}${uploadUrl(previewFileName((response.body as UploadAnswer).filename))}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect(preview.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await preview.arrayBuffer()).byteLength).toBeLessThan(300 * 1024);
  });

  it('when a logo is uploaded, then no preview copy is made', async () => {
    const { cookie } = await registerOwner();

    const response = await upload(cookie, { content: pngImage(8, 8) }, 'logoImage')
      .expectStatus(201)
      .toss();

    await spec()
      .get(uploadUrl(previewFileName((response.body as UploadAnswer).filename)))
      .expectStatus(404);
  });

  it.each(UPLOAD_TYPES)('when the type is %s, then the upload is accepted', async (type) => {
    const { cookie } = await registerOwner();
    await upload(cookie, { content: pngImage() }, type).expectStatus(201);
  });

  it('when a text file is renamed .png, then 400 and it is not stored', async () => {
    const { cookie } = await registerOwner();
    await upload(cookie, { content: Buffer.from('hello, not an image'), filename: 'photo.png' })
      .expectStatus(400)
      .expectJson({ message: IMAGES_ONLY, errors: { file: IMAGES_ONLY } });
  });

  it('when the image is over 5 MB, then 400 "Images must be 5 MB or smaller"', async () => {
    const { cookie } = await registerOwner();
    const oversized = Buffer.concat([pngImage(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    await upload(cookie, { content: oversized })
      .expectStatus(400)
      .expectJson({ message: TOO_LARGE, errors: { file: TOO_LARGE } });
  });

  it('when a logo is a 20,000 x 20,000 PNG of a few kilobytes, then 400 before it is decoded', async () => {
    const { cookie } = await registerOwner();
    const message = 'Images must be at most 50 megapixels (for example 8000 x 6000 pixels)';

    await upload(cookie, { content: pngBomb(20_000, 20_000), filename: 'logo.png' }, 'logoImage')
      .expectStatus(400)
      .expectJson({ message, errors: { file: message } });
  });

  it('when a photo carries EXIF and data after its image, then the stored copy has neither', async () => {
    const { cookie } = await registerOwner();
    const hidden = Buffer.from('<script>alert(document.cookie)</script>');
    const photo = await sharp(pngImage(64, 48))
      .withExif({ IFD0: { Make: 'Phone' } })
      .jpeg()
      .toBuffer();

    const response = await upload(cookie, { content: Buffer.concat([photo, hidden]), filename: 'shop.jpg' })
      .expectStatus(201)
      .toss();

    const served = Buffer.from(
      await (await fetch(`${baseUrl()}${(response.body as UploadAnswer).url}`)).arrayBuffer(),
    );
    expect(served.includes(hidden)).toBe(false);
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
  });

  it('when no file is sent, then 400 "File is required"', async () => {
    const { cookie } = await registerOwner();
    await upload(cookie, undefined)
      .expectStatus(400)
      .expectJson({ message: 'File is required', errors: { file: 'File is required' } });
  });

  it.each([
    ['unknown', 'avatar'],
    ['missing', null],
  ])('when the type is %s, then 400 naming the accepted types', async (_label, type) => {
    const { cookie } = await registerOwner();
    await upload(cookie, { content: pngImage() }, type)
      .expectStatus(400)
      .expectJson({ message: TYPE_INVALID, errors: { type: TYPE_INVALID } });
  });

  it('when the body is JSON, then 415 "Expected multipart/form-data"', async () => {
    const { cookie } = await registerOwner();
    await spec()
      .post('/api/upload')
      .withHeaders('Cookie', cookie)
      .withJson({ file: 'x', type: 'logoImage' })
      .expectStatus(415)
      .expectJson({ message: 'Expected multipart/form-data' });
  });

  it('when nobody is signed in, then 401', async () => {
    await upload(undefined, { content: pngImage() })
      .expectStatus(401)
      .expectJson({ message: 'Not authenticated' });
  });

  it('when a foreign page posts the upload with the owner’s cookie, then 403', async () => {
    const { cookie } = await registerOwner();
    await upload(cookie, { content: pngImage() })
      .withHeaders('Origin', 'https://evil.example')
      .expectStatus(403)
      .expectJson({ message: 'Cross-site request refused' });
  });

  it.each([
    ['an unknown file', '/uploads/00000000-0000-4000-8000-000000000000.png'],
    ['a path out of the folder', '/uploads/..%2F..%2Fpackage.json'],
    ['a nested path', '/uploads/a/b.png'],
  ])('when %s is asked for, then 404', async (_label, path) => {
    await spec().get(path).expectStatus(404).expectJson({ message: 'Not found' });
  });
});

describe('uploaded images and the campaigns that show them', () => {
  const uploaded = async (cookie: string): Promise<UploadAnswer> =>
    (await upload(cookie, { content: pngImage() }, 'headerImage').expectStatus(201).toss())
      .body as UploadAnswer;

  const status = async (url: string) => (await fetch(`${baseUrl()}${url}`)).status;

  it("when a campaign's header image is replaced, then the old file and its preview copy are deleted and their addresses answer 404", async () => {
    const { cookie, userId } = await registerOwnerKnownToCampaigns();
    const first = await uploaded(cookie);
    const created = await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', cookie)
      .withJson(buildCampaign(userId, { headerImage: first.url }))
      .expectStatus(201)
      .toss();
    const campaign = created.body as CampaignDto;
    const second = await uploaded(cookie);

    await spec()
      .patch(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', cookie)
      .withJson({
        name: campaign.name,
        constantRewardEnabled: true,
        constantRewardName: '10% off',
        headerImage: second.url,
      })
      .expectStatus(200);

    expect(await status(first.url)).toBe(404);
    expect(await status(uploadUrl(previewFileName(first.filename)))).toBe(404);
    expect(await status(second.url)).toBe(200);
    expect(await status(uploadUrl(previewFileName(second.filename)))).toBe(200);
  });

  it('when a campaign is deleted, then its images are deleted too', async () => {
    const { cookie, userId } = await registerOwnerKnownToCampaigns();
    const logo = await uploaded(cookie);
    const created = await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', cookie)
      .withJson(buildCampaign(userId, { logoImage: logo.url }))
      .expectStatus(201)
      .toss();

    await spec()
      .delete(`/api/campaigns/${(created.body as CampaignDto).id}`)
      .withHeaders('Cookie', cookie)
      .expectStatus(200);

    expect(await status(logo.url)).toBe(404);
  });

  it.each([
    ['a script URL', 'javascript:alert(document.cookie)'],
    ['another host', 'https://images.example.com/logo.png'],
    ['a path outside the uploads', '/uploads/../api/auth/me'],
  ])('when a campaign image is %s, then 400 and no campaign is created', async (_label, headerImage) => {
    const { cookie, userId } = await registerOwnerKnownToCampaigns();
    const message = 'Images must be uploaded with the image picker (no links to other sites)';

    await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', cookie)
      .withJson(buildCampaign(userId, { headerImage }))
      .expectStatus(400)
      .expectJsonLike({ message, errors: { headerImage: message } });
    await spec()
      .get(`/api/campaigns/user/${userId}`)
      .withHeaders('Cookie', cookie)
      .expectStatus(200)
      .expectJson([]);
  });
});
