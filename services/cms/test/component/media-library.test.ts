import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CmsSubjects,
  mediaVariantFileName,
  type MediaFileDto,
  type MediaRecordInput,
  type Principal,
} from '@referrals/contracts';
import { UPLOADS_DIR, openDiskFileStore, type FileStore } from '@referrals/service-kit';
import { failureOf, uniqueId } from '@referrals/service-kit/testing';
import { adminPrincipal, cmsClient, ownerPrincipal, pageInput, startCms } from './cms-support.ts';

/*
 * The media library's records: the gateway records each upload it checked (with its WebP copies' widths), the
 * library lists them newest first, and a delete is refused with where the file is used (pages, posts,
 * settings) unless forced; a delete removes the file and its copies from the store.
 */

let cms: Awaited<ReturnType<typeof startCms>>;
let client: ReturnType<typeof cmsClient>;
let dataDir: string;
/** The store the gateway writes uploads to and the CMS deletes from. */
let files: FileStore;
const admin = adminPrincipal('admin');
const MINUTE_MS = 60_000;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cms-media-'));
  cms = await startCms({ dataDir, fileStore: 'disk' });
  client = cmsClient(cms.service.bus);
  files = await openDiskFileStore({ dir: join(dataDir, UPLOADS_DIR) });
});

afterAll(async () => {
  await files.close();
  await cms.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const record = (body: MediaRecordInput, by: Principal | null = admin) =>
  client.call<MediaFileDto>(CmsSubjects.recordMedia, { body }, by ?? undefined);
const list = () => client.call<MediaFileDto[]>(CmsSubjects.listMedia, {}, admin);
const remove = (id: string, force?: 'true') =>
  client.call(CmsSubjects.deleteMedia, { params: { id }, query: force ? { force } : {} }, admin);

/** An image as the gateway stores it, with its WebP copies, and records it. */
async function uploadImage(widths: number[] = [400, 800]): Promise<MediaFileDto> {
  const filename = `${uniqueId()}.png`;
  await files.put(filename, new Uint8Array([1, 2, 3]), 'image/png');
  for (const width of widths) {
    await files.put(mediaVariantFileName(filename, width), new Uint8Array([4, 5]), 'image/webp');
  }
  return record({
    filename,
    originalName: 'Team photo.png',
    mimeType: 'image/png',
    size: 3,
    width: 1000,
    height: 600,
    variantWidths: widths,
    altText: 'The team at the shop',
    description: null,
  });
}

/** Which of the file's stored names are still in the store. */
async function storedNames(file: MediaFileDto): Promise<string[]> {
  const names = [file.filename, ...file.variants.map((variant) => variant.url.replace('/uploads/', ''))];
  const found = await Promise.all(names.map(async (name) => ((await files.get(name)) ? name : null)));
  return found.filter((name): name is string => name !== null);
}

describe('cms: the media library', () => {
  it('when the gateway records an image, then the library lists it newest first with its copies narrowest first', async () => {
    const older = await uploadImage();
    cms.clock.advance(MINUTE_MS);
    const newer = await uploadImage([800, 400]);
    expect(newer).toEqual({
      id: expect.any(String),
      filename: newer.filename,
      originalName: 'Team photo.png',
      mimeType: 'image/png',
      size: 3,
      url: `/uploads/${newer.filename}`,
      altText: 'The team at the shop',
      description: null,
      width: 1000,
      height: 600,
      variants: [
        { width: 400, url: `/uploads/${mediaVariantFileName(newer.filename, 400)}` },
        { width: 800, url: `/uploads/${mediaVariantFileName(newer.filename, 800)}` },
      ],
      createdAt: expect.any(String),
    });
    expect(Date.parse(newer.createdAt) - Date.parse(older.createdAt)).toBeGreaterThanOrEqual(MINUTE_MS);
    const listed = await list();
    expect(listed.findIndex((file) => file.id === newer.id)).toBeLessThan(
      listed.findIndex((file) => file.id === older.id),
    );
  });

  it('when a file nothing uses is deleted, then the record, the file and its copies are gone', async () => {
    const file = await uploadImage();
    expect(await storedNames(file)).toHaveLength(3);
    await remove(file.id);
    expect((await list()).some((listed) => listed.id === file.id)).toBe(false);
    expect(await storedNames(file)).toEqual([]);
    expect(await failureOf(remove(file.id))).toMatchObject({ name: 'NotFoundError' });
  });

  it('when pages, posts or settings use a file or one of its copies, then the delete is refused with where, until forced', async () => {
    const file = await uploadImage();
    const copy = file.variants[0]!.url;
    const page = await client.createPage(
      admin,
      pageInput({ title: 'About', content: `<p><img src="${copy}" alt="The team"></p>` }),
    );
    const post = await client.createPost(admin, {
      ...pageInput({ title: 'Launch', isPublished: false, featuredImage: file.url }),
      excerpt: null,
    });
    await client.updateSetting(admin, 'hero_background_image', file.url);

    const refused = await failureOf(remove(file.id));
    expect(refused).toMatchObject({
      name: 'ConflictError',
      message: 'Used by page “About”, post “Launch”, setting hero_background_image',
      usages: [
        { kind: 'page', id: page.id, title: 'About' },
        { kind: 'post', id: post.id, title: 'Launch' },
        { kind: 'setting', id: 'hero_background_image', title: 'hero_background_image' },
      ],
    });
    expect(await storedNames(file)).toHaveLength(3);
    expect((await list()).some((listed) => listed.id === file.id)).toBe(true);

    await remove(file.id, 'true');
    expect((await list()).some((listed) => listed.id === file.id)).toBe(false);
    expect(await storedNames(file)).toEqual([]);
    await client.updateSetting(admin, 'hero_background_image', '');
  });

  it('when another file’s name merely starts like this one’s, then it does not count as a use', async () => {
    const file = await uploadImage([]);
    await client.createPage(admin, pageInput({ content: `<p><a href="${file.url}2">Other</a></p>` }));
    await remove(file.id);
    expect(await storedNames(file)).toEqual([]);
  });

  it('when anyone but an admin records or lists media, or the record is not one the gateway makes, then it is refused', async () => {
    const input: MediaRecordInput = {
      filename: `${uniqueId()}.pdf`,
      originalName: 'Menu.pdf',
      mimeType: 'application/pdf',
      size: 10,
      width: null,
      height: null,
      variantWidths: [],
      altText: null,
      description: 'Our menu',
    };
    expect(await failureOf(record(input, ownerPrincipal))).toMatchObject({ name: 'AuthenticationError' });
    expect(await failureOf(record(input, null))).toMatchObject({ name: 'AuthenticationError' });
    expect(await failureOf(client.call(CmsSubjects.listMedia, {}, ownerPrincipal))).toMatchObject({
      name: 'AuthenticationError',
    });
    expect(await failureOf(record({ ...input, filename: '../etc/passwd' }))).toMatchObject({
      name: 'InputError',
    });
    expect(await failureOf(record({ ...input, mimeType: 'image/svg+xml' }))).toMatchObject({
      name: 'InputError',
    });
    await expect(record(input)).resolves.toMatchObject({ mimeType: 'application/pdf', variants: [] });
    expect(await failureOf(record(input))).toMatchObject({ name: 'ConflictError' });
  });
});
