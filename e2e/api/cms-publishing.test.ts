import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type { BlogPostDto, CmsPageDto, CmsPreviewLinkDto, MediaFileDto } from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { moveStackClock, pngImage, startStack, type RunningStack } from '@referrals/testing';
import { signInAdmin, type SignedInAdmin } from '../support/admin.ts';

/*
 * The CMS beyond docs/product-rules.md, through the gateway: a draft scheduled for a time appears publicly once
 * the CMS's clock passes it (the kit scheduler's job, on a stack of its own whose clock the test moves); a
 * shareable preview link shows a draft for 7 days unless revoked; a media file in use is not deleted unless
 * forced, and the 409 says where it is used.
 */

const { spec } = pactum;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

let stack: RunningStack;
let admin: SignedInAdmin;

beforeAll(async () => {
  stack = await startStack({ testClock: true });
  pactum.request.setBaseUrl(stack.url);
  pactum.request.setDefaultTimeout(15_000);
  admin = await signInAdmin(undefined, undefined, stack.url);
});
afterAll(async () => {
  await stack?.stop();
});

/** The CMS's clock now (the stack's clocks run, moved by the tests before). */
const cmsNow = async () => new Date((await moveStackClock(stack, 'cms', { advanceMs: 0 })).now);

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Summer offers',
  slug: `summer-${randomUUID().slice(0, 8)}`,
  content: '<p>Twice the reward all summer.</p>',
  isPublished: false,
  ...overrides,
});

const asAdmin = () => ({ authorization: admin.headers.authorization });

describe('scheduled publishing', () => {
  it('when a draft page is scheduled, then it stays unpublished until the CMS clock passes the time, and then appears with that time as publishedAt', async () => {
    const publishAt = new Date((await cmsNow()).getTime() + 2 * HOUR_MS).toISOString();
    const page = (
      await spec()
        .post('/api/admin/cms/pages')
        .withHeaders(asAdmin())
        .withJson(draft({ publishAt }))
        .expectStatus(201)
        .toss()
    ).body as CmsPageDto;
    expect(page).toMatchObject({ isPublished: false, publishAt, publishedAt: null });
    await spec().get(`/api/cms/pages/${page.slug}`).expectStatus(404);

    expect((await moveStackClock(stack, 'cms', { advanceMs: HOUR_MS })).ran).toBe(0);
    await spec().get(`/api/cms/pages/${page.slug}`).expectStatus(404);

    expect((await moveStackClock(stack, 'cms', { advanceMs: HOUR_MS + MINUTE_MS })).ran).toBe(1);
    // The gateway drops what it kept of the public reads once the CMS's event reaches it.
    const published = await eventually(
      async () => {
        const response = await fetch(`${stack.url}/api/cms/pages/${page.slug}`);
        return response.status === 200 ? ((await response.json()) as CmsPageDto) : null;
      },
      MINUTE_MS,
      'the scheduled page served publicly',
    );
    expect(published).toMatchObject({
      id: page.id,
      isPublished: true,
      publishAt: null,
      publishedAt: publishAt,
    });
  });

  it('when the publication time has passed already, then the save is refused with the field named', async () => {
    const publishAt = new Date((await cmsNow()).getTime() - MINUTE_MS).toISOString();
    await spec()
      .post('/api/admin/cms/blog')
      .withHeaders(asAdmin())
      .withJson(draft({ publishAt }))
      .expectStatus(400)
      .expectJsonLike({ errors: { publishAt: 'Choose a publication time in the future' } });
  });
});

describe('shareable preview links', () => {
  it('when an admin shares a draft post, then the link shows it for 7 days while the public blog does not', async () => {
    const post = (
      await spec()
        .post('/api/admin/cms/blog')
        .withHeaders(asAdmin())
        .withJson(draft())
        .expectStatus(201)
        .toss()
    ).body as BlogPostDto;
    const link = (
      await spec()
        .post(`/api/admin/cms/blog/${post.id}/preview-links`)
        .withHeaders(asAdmin())
        .expectStatus(201)
        .toss()
    ).body as CmsPreviewLinkDto;
    expect(link).toMatchObject({
      kind: 'post',
      itemId: post.id,
      url: expect.stringMatching(/^\/preview\/[\w-]{43}$/),
    });
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(7 * DAY_MS);
    const token = link.url!.replace('/preview/', '');

    await spec()
      .get(`/api/cms/preview/${token}`)
      .expectStatus(200)
      .expectJsonLike({ kind: 'post', post: { id: post.id, title: 'Summer offers', isPublished: false } });
    await spec().get(`/api/cms/blog/${post.slug}`).expectStatus(404);
    await spec()
      .get(`/api/admin/cms/blog/${post.id}/preview-links`)
      .withHeaders(asAdmin())
      .expectStatus(200)
      .expectJson([{ ...link, url: null }]);

    await moveStackClock(stack, 'cms', { advanceMs: 7 * DAY_MS });
    await spec().get(`/api/cms/preview/${token}`).expectStatus(404);
  });

  it('when a link is revoked, then it shows nothing at once', async () => {
    const page = (
      await spec()
        .post('/api/admin/cms/pages')
        .withHeaders(asAdmin())
        .withJson(draft())
        .expectStatus(201)
        .toss()
    ).body as CmsPageDto;
    const link = (
      await spec()
        .post(`/api/admin/cms/pages/${page.id}/preview-links`)
        .withHeaders(asAdmin())
        .expectStatus(201)
        .toss()
    ).body as CmsPreviewLinkDto;
    const token = link.url!.replace('/preview/', '');
    await spec().get(`/api/cms/preview/${token}`).expectStatus(200).expectJsonLike({ kind: 'page' });

    await spec().delete(`/api/admin/cms/preview-links/${link.id}`).withHeaders(asAdmin()).expectStatus(200);
    await spec().get(`/api/cms/preview/${token}`).expectStatus(404);
    await spec().delete(`/api/admin/cms/preview-links/${link.id}`).withHeaders(asAdmin()).expectStatus(404);
  });

  it('when someone without an admin token makes a link, then the answer is 401', async () => {
    const page = (
      await spec()
        .post('/api/admin/cms/pages')
        .withHeaders(asAdmin())
        .withJson(draft())
        .expectStatus(201)
        .toss()
    ).body as CmsPageDto;
    await spec().post(`/api/admin/cms/pages/${page.id}/preview-links`).expectStatus(401);
    await spec().get(`/api/admin/cms/pages/${page.id}/preview-links`).expectStatus(401);
  });
});

describe('media files in use', () => {
  it('when a file a page shows is deleted, then the answer is 409 with where it is used, and a forced delete removes it', async () => {
    const file = (
      await spec()
        .post('/api/admin/cms/media/upload')
        .withHeaders(asAdmin())
        .withMultiPartFormData('altText', 'Our shop front')
        .withMultiPartFormData('file', pngImage(8, 8), { filename: 'shop.png', contentType: 'image/png' })
        .expectStatus(201)
        .toss()
    ).body as MediaFileDto;
    const page = (
      await spec()
        .post('/api/admin/cms/pages')
        .withHeaders(asAdmin())
        .withJson(
          draft({ title: 'Our shop', content: `<p><img src="${file.url}" alt="Our shop front"></p>` }),
        )
        .expectStatus(201)
        .toss()
    ).body as CmsPageDto;

    await spec()
      .delete(`/api/admin/cms/media/${file.id}`)
      .withHeaders(asAdmin())
      .expectStatus(409)
      .expectJson({
        message: 'Used by page “Our shop”',
        usages: [{ kind: 'page', id: page.id, title: 'Our shop' }],
      });
    await spec().get(file.url).expectStatus(200);

    await spec()
      .delete(`/api/admin/cms/media/${file.id}`)
      .withHeaders(asAdmin())
      .withQueryParams('force', 'true')
      .expectStatus(200);
    await spec().get(file.url).expectStatus(404);
    const library = (await spec().get('/api/admin/cms/media').withHeaders(asAdmin()).expectStatus(200).toss())
      .body as MediaFileDto[];
    expect(library.some((listed) => listed.id === file.id)).toBe(false);
  });
});
