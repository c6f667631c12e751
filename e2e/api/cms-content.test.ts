import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  BLOG_PAGE_SIZE,
  DEFAULT_CMS_SETTINGS,
  PUBLIC_SETTING_KEYS,
  SUPER_ADMIN_SETTING_KEYS,
  type BlogPostDto,
  type CmsPageDto,
  type CmsRevisionDto,
} from '@referrals/contracts';
import { XSS_PAYLOADS, scriptCapable, uniqueSuffix } from '@referrals/testing';
import pactum from 'pactum';
import { adminCall, adminJson, newSignedInAdmin, signInAdmin, type SignedInAdmin } from '../support/admin.ts';
import { registerOwner, useStack } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';

const { spec } = pactum;

let superAdmin: SignedInAdmin;
let admin: SignedInAdmin;
let ownerCookie: string;

const NO_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  useStack();
  superAdmin = await signInAdmin();
  admin = await newSignedInAdmin('admin', superAdmin);
  ownerCookie = (await registerOwner()).cookie;
});

const slug = (word: string): string =>
  `${word}-${uniqueSuffix()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
const page = (overrides: Record<string, unknown> = {}) => ({
  title: 'Opening hours',
  slug: slug('hours'),
  content: '<p>Open every day from 9</p>',
  isPublished: true,
  ...overrides,
});

describe('public settings', () => {
  it('when anyone reads the settings, then every public key comes and no analytics key', async () => {
    const response = await spec().get('/api/cms/settings').expectStatus(200).toss();
    const settings = response.body as Record<string, string>;
    expect(Object.keys(settings).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    for (const key of SUPER_ADMIN_SETTING_KEYS) expect(settings).not.toHaveProperty(key);
  });
});

describe('admin settings', () => {
  it('when an admin lists settings, then the analytics ones are left out; a super admin gets them', async () => {
    const plain = await adminJson<Record<string, string>>(admin, 'GET', '/api/admin/cms/settings');
    expect(plain).not.toHaveProperty('analytics_code');
    const all = await adminJson<Record<string, string>>(superAdmin, 'GET', '/api/admin/cms/settings');
    expect(all).toHaveProperty('analytics_code');
  });

  it('when an admin changes a setting, then it is public at once and has a revision', async () => {
    const value = `Referrals for ${uniqueSuffix()}`;
    await spec()
      .put('/api/admin/cms/settings/site_tagline')
      .withHeaders(admin.headers)
      .withJson({ value })
      .expectStatus(200)
      .expectJson({ key: 'site_tagline', value });
    await spec().get('/api/cms/settings').expectStatus(200).expectJsonLike({ site_tagline: value });
    const revisions = await adminJson<CmsRevisionDto[]>(
      admin,
      'GET',
      '/api/admin/cms/settings/site_tagline/revisions',
    );
    expect(revisions[0]).toMatchObject({ snapshot: { value }, savedBy: { name: 'Ada Admin' } });
    await spec()
      .put('/api/admin/cms/settings/site_tagline')
      .withHeaders(admin.headers)
      .withJson({ value: DEFAULT_CMS_SETTINGS.site_tagline })
      .expectStatus(200);
  });

  it('when a plain admin changes an analytics setting, then 403; a super admin may', async () => {
    await spec()
      .put('/api/admin/cms/settings/analytics_hosts')
      .withHeaders(admin.headers)
      .withJson({ value: 'https://www.googletagmanager.com' })
      .expectStatus(403);
    await spec()
      .get('/api/admin/cms/settings/analytics_code/revisions')
      .withHeaders(admin.headers)
      .expectStatus(403);
    await spec()
      .put('/api/admin/cms/settings/analytics_hosts')
      .withHeaders(superAdmin.headers)
      .withJson({ value: '' })
      .expectStatus(200);
  });

  it('when a key is unknown or a value wrong, then 404 or 400 on the value', async () => {
    await spec()
      .put('/api/admin/cms/settings/no_such_key')
      .withHeaders(admin.headers)
      .withJson({ value: 'x' })
      .expectStatus(404)
      .expectJson({ message: 'There is no setting "no_such_key"' });
    await spec()
      .put('/api/admin/cms/settings/contact_email')
      .withHeaders(admin.headers)
      .withJson({ value: 'nope' })
      .expectStatus(400)
      .expectJsonLike({ errors: { value: 'Enter a valid e-mail address (or leave it empty)' } });
    await spec()
      .put('/api/admin/cms/settings/site_title')
      .withHeaders(admin.headers)
      .withJson({})
      .expectStatus(400);
  });
});

describe('admin rows', () => {
  const rows: [string, string][] = [
    ['GET', '/api/admin/cms/settings'],
    ['PUT', '/api/admin/cms/settings/site_title'],
    ['GET', '/api/admin/cms/settings/site_title/revisions'],
    ['GET', '/api/admin/cms/pages'],
    ['POST', '/api/admin/cms/pages'],
    ['GET', `/api/admin/cms/pages/${NO_ID}`],
    ['PUT', `/api/admin/cms/pages/${NO_ID}`],
    ['DELETE', `/api/admin/cms/pages/${NO_ID}`],
    ['GET', `/api/admin/cms/pages/${NO_ID}/revisions`],
    ['GET', '/api/admin/cms/blog'],
    ['POST', '/api/admin/cms/blog'],
    ['GET', `/api/admin/cms/blog/${NO_ID}`],
    ['PUT', `/api/admin/cms/blog/${NO_ID}`],
    ['DELETE', `/api/admin/cms/blog/${NO_ID}`],
    ['GET', `/api/admin/cms/blog/${NO_ID}/revisions`],
    ['GET', '/api/admin/cms/blog/preview/a-post'],
    ['POST', `/api/admin/cms/revisions/${NO_ID}/restore`],
  ];

  it.each(rows)('when %s %s is called anonymously or by an owner, then 401', async (method, path) => {
    const body = method === 'PUT' || method === 'POST' ? JSON.stringify(page()) : undefined;
    const callers: Record<string, string>[] = [{}, { cookie: ownerCookie }];
    for (const headers of callers) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
      });
      expect(response.status).toBe(401);
    }
  });
});

describe('pages', () => {
  it('when an admin creates, reads, updates, restores and deletes a page, then each call answers as it should', async () => {
    const created = await spec()
      .post('/api/admin/cms/pages')
      .withHeaders(admin.headers)
      .withJson(page({ title: 'Gift cards' }))
      .expectStatus(201)
      .toss();
    const first = created.body as CmsPageDto;
    await spec().get(`/api/admin/cms/pages/${first.id}`).withHeaders(admin.headers).expectStatus(200);
    const list = await adminJson<CmsPageDto[]>(admin, 'GET', '/api/admin/cms/pages');
    expect(list.map((p) => p.id)).toContain(first.id);
    await spec()
      .get(`/api/cms/pages/${first.slug}`)
      .expectStatus(200)
      .expectJsonLike({ title: 'Gift cards' });

    const renamed = slug('gift-vouchers');
    await spec()
      .put(`/api/admin/cms/pages/${first.id}`)
      .withHeaders(admin.headers)
      .withJson(page({ slug: renamed, title: 'Gift vouchers' }))
      .expectStatus(200);
    const moved = await fetch(`${baseUrl()}/api/cms/pages/${first.slug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, baseUrl()).pathname).toBe(`/api/cms/pages/${renamed}`);

    const revisions = await adminJson<CmsRevisionDto[]>(
      admin,
      'GET',
      `/api/admin/cms/pages/${first.id}/revisions`,
    );
    expect(revisions.length).toBeGreaterThanOrEqual(1);
    await spec()
      .post(`/api/admin/cms/revisions/${revisions.at(-1)!.id}/restore`)
      .withHeaders(admin.headers)
      .expectStatus(200);

    await spec().delete(`/api/admin/cms/pages/${first.id}`).withHeaders(admin.headers).expectStatus(200);
    await spec()
      .get(`/api/admin/cms/pages/${first.id}`)
      .withHeaders(admin.headers)
      .expectStatus(404)
      .expectJson({ message: 'Page not found' });
    await spec().get(`/api/cms/pages/${renamed}`).expectStatus(404);
  });

  it('when a page is a draft, then the public read answers 404 "Page not found"', async () => {
    const draft = await adminJson<CmsPageDto>(
      admin,
      'POST',
      '/api/admin/cms/pages',
      page({ isPublished: false }),
    );
    await spec()
      .get(`/api/cms/pages/${draft.slug}`)
      .expectStatus(404)
      .expectJson({ message: 'Page not found' });
  });

  it("when a page's slug is one of the site's own paths, then 400 on the slug", async () => {
    await spec()
      .post('/api/admin/cms/pages')
      .withHeaders(admin.headers)
      .withJson(page({ slug: 'login' }))
      .expectStatus(400)
      .expectJsonLike({ errors: { slug: "/login is one of the site's own pages; choose another slug" } });
  });

  it('when a slug is taken, then 409 on the slug; a malformed one is 400', async () => {
    const taken = await adminJson<CmsPageDto>(admin, 'POST', '/api/admin/cms/pages', page());
    await spec()
      .post('/api/admin/cms/pages')
      .withHeaders(admin.headers)
      .withJson(page({ slug: taken.slug }))
      .expectStatus(409)
      .expectJsonLike({ errors: { slug: 'This slug is already used by another page' } });
    await spec()
      .post('/api/admin/cms/pages')
      .withHeaders(admin.headers)
      .withJson(page({ slug: 'Not a slug' }))
      .expectStatus(400);
  });

  it('when unknown ids are asked for, then 404', async () => {
    for (const path of [`/api/admin/cms/pages/${NO_ID}`, '/api/admin/cms/pages/not-an-id']) {
      await spec().get(path).withHeaders(admin.headers).expectStatus(404);
    }
    await spec()
      .post(`/api/admin/cms/revisions/${NO_ID}/restore`)
      .withHeaders(admin.headers)
      .expectStatus(404);
  });
});

describe('blog', () => {
  it('when posts are published, then the public list is newest first with X-Next-Cursor to the next page', async () => {
    for (let n = 0; n <= BLOG_PAGE_SIZE; n += 1) {
      await adminJson(
        admin,
        'POST',
        '/api/admin/cms/blog',
        page({ slug: slug(`news-${n}`), excerpt: `News ${n}` }),
      );
    }
    const first = await fetch(`${baseUrl()}/api/cms/blog?published=true`);
    expect(first.status).toBe(200);
    const items = (await first.json()) as BlogPostDto[];
    expect(items).toHaveLength(BLOG_PAGE_SIZE);
    const times = items.map((post) => post.publishedAt!);
    expect([...times].sort().reverse()).toEqual(times);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await fetch(
      `${baseUrl()}/api/cms/blog?published=true&cursor=${encodeURIComponent(cursor!)}`,
    );
    expect(second.status).toBe(200);
    const more = (await second.json()) as BlogPostDto[];
    expect(more.length).toBeGreaterThan(0);
    expect(more.map((p) => p.id)).not.toContain(items[0]!.id);
    await spec().get('/api/cms/blog?published=false').expectStatus(400);
    await spec().get('/api/cms/blog?cursor=garbage').expectStatus(400);
  });

  it('when a post is saved, read, previewed, renamed and deleted, then each call answers as it should', async () => {
    const draft = await spec()
      .post('/api/admin/cms/blog')
      .withHeaders(admin.headers)
      .withJson(page({ isPublished: false, excerpt: 'Soon' }))
      .expectStatus(201)
      .toss();
    const post = draft.body as BlogPostDto;
    await spec()
      .get(`/api/cms/blog/${post.slug}`)
      .expectStatus(404)
      .expectJson({ message: 'Post not found' });
    await spec()
      .get(`/api/admin/cms/blog/preview/${post.slug}`)
      .withHeaders(admin.headers)
      .expectStatus(200)
      .expectJsonLike({ id: post.id });
    await spec().get(`/api/admin/cms/blog/${post.id}`).withHeaders(admin.headers).expectStatus(200);
    await spec().get('/api/admin/cms/blog').withHeaders(admin.headers).expectStatus(200);
    await spec()
      .put(`/api/admin/cms/blog/${post.id}`)
      .withHeaders(admin.headers)
      .withJson(page({ slug: post.slug, excerpt: 'Now' }))
      .expectStatus(200)
      .expectJsonLike({ isPublished: true, excerpt: 'Now' });
    await spec().get(`/api/cms/blog/${post.slug}`).expectStatus(200);
    const renamed = slug('renamed');
    await adminJson(admin, 'PUT', `/api/admin/cms/blog/${post.id}`, page({ slug: renamed }));
    const moved = await fetch(`${baseUrl()}/api/cms/blog/${post.slug}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, baseUrl()).pathname).toBe(`/api/cms/blog/${renamed}`);
    await spec().get(`/api/admin/cms/blog/${post.id}/revisions`).withHeaders(admin.headers).expectStatus(200);
    await spec().delete(`/api/admin/cms/blog/${post.id}`).withHeaders(admin.headers).expectStatus(200);
    await spec().get(`/api/cms/blog/${renamed}`).expectStatus(404);
  });
});

describe('hostile content', () => {
  it('when every attempt of the XSS corpus is saved, then neither the save nor the public page gives back script', async () => {
    const target = await adminJson<CmsPageDto>(admin, 'POST', '/api/admin/cms/pages', page());
    for (const payload of XSS_PAYLOADS) {
      const response = await adminCall(admin, 'PUT', `/api/admin/cms/pages/${target.id}`, {
        ...page({ slug: target.slug }),
        content: payload,
      });
      expect(response.status).toBe(200);
      const saved = (await response.json()) as CmsPageDto;
      expect([payload, scriptCapable(saved.content)]).toEqual([payload, null]);
      const shown = (await (await fetch(`${baseUrl()}/api/cms/pages/${target.slug}`)).json()) as CmsPageDto;
      expect([payload, scriptCapable(shown.content)]).toEqual([payload, null]);
    }
  });
});
