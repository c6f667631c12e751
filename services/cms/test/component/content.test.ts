import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BLOG_PAGE_SIZE, type BlogPostDto, type CmsPageDto } from '@referrals/contracts';
import { failureOf } from '@referrals/service-kit/testing';
import { REVISIONS_KEPT } from '../../src/use-cases/revisions.ts';
import { STARTER_PAGES } from '../../src/use-cases/starter-pages.ts';
import { adminPrincipal, cmsClient, nameOf, ownerPrincipal, pageInput, startCms } from './cms-support.ts';

let cms: Awaited<ReturnType<typeof startCms>>;
let client: ReturnType<typeof cmsClient>;
const admin = adminPrincipal('admin');
const otherAdmin = adminPrincipal('admin');
const MINUTE = 60_000;

beforeAll(async () => {
  cms = await startCms();
  client = cmsClient(cms.service.bus);
});

afterAll(async () => {
  await cms.stop();
});

describe('starter pages', () => {
  it('when the CMS has started, then the seven starter pages are published and the blog is empty', async () => {
    const pages = await client.listPages(admin);
    for (const starter of STARTER_PAGES) {
      const page = pages.find((p) => p.slug === starter.slug);
      expect(page).toMatchObject({ title: starter.title, isPublished: true });
      await expect(client.publicPage(starter.slug)).resolves.toMatchObject({ slug: starter.slug });
    }
    expect(STARTER_PAGES.map((p) => p.slug).sort()).toEqual([
      'about',
      'contact',
      'features',
      'how-it-works',
      'pricing',
      'privacy',
      'terms',
    ]);
    await expect(client.publicPosts()).resolves.toEqual({ items: [], next: null });
  });
});

describe('pages', () => {
  it('when an admin creates, reads, updates and deletes a page, then each answer shows it as saved', async () => {
    const created = await client.createPage(
      admin,
      pageInput({ title: 'Gift cards', metaDescription: 'Buy one' }),
    );
    expect(created).toMatchObject({ title: 'Gift cards', metaDescription: 'Buy one', isPublished: true });
    expect(created.publishedAt).not.toBeNull();
    await expect(client.getPage(admin, created.id)).resolves.toEqual(created);
    const updated = await client.updatePage(
      admin,
      created.id,
      pageInput({ slug: created.slug, title: 'Gift vouchers' }),
    );
    expect(updated).toMatchObject({
      id: created.id,
      title: 'Gift vouchers',
      publishedAt: created.publishedAt,
    });
    await expect(client.deletePage(admin, created.id)).resolves.toEqual({ message: 'Page deleted' });
    await expect(failureOf(client.getPage(admin, created.id))).resolves.toMatchObject({
      name: 'NotFoundError',
      message: 'Page not found',
    });
    await expect(failureOf(client.getPage(admin, 'not-a-uuid'))).resolves.toMatchObject({
      message: 'Page not found',
    });
  });

  it('when a page is a draft, then no public read finds it, and publishing sets publishedAt once', async () => {
    const draft = await client.createPage(admin, pageInput({ isPublished: false }));
    expect(draft.publishedAt).toBeNull();
    await expect(failureOf(client.publicPage(draft.slug))).resolves.toMatchObject({
      name: 'NotFoundError',
      message: 'Page not found',
    });
    cms.clock.advance(MINUTE);
    const published = await client.updatePage(admin, draft.id, pageInput({ slug: draft.slug }));
    expect(published.publishedAt).not.toBeNull();
    cms.clock.advance(MINUTE);
    const unpublished = await client.updatePage(
      admin,
      draft.id,
      pageInput({ slug: draft.slug, isPublished: false }),
    );
    expect(unpublished.publishedAt).toBe(published.publishedAt);
    await expect(failureOf(client.publicPage(draft.slug))).resolves.toMatchObject({ name: 'NotFoundError' });
  });

  it('when anyone but an admin calls an admin endpoint, then they are refused', async () => {
    await expect(failureOf(client.listPages())).resolves.toMatchObject({ name: 'AuthenticationError' });
    await expect(failureOf(client.createPage(ownerPrincipal, pageInput()))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
  });

  it('when a slug is taken by another page, then the save is refused on the slug field', async () => {
    const first = await client.createPage(admin, pageInput());
    await expect(failureOf(client.createPage(admin, pageInput({ slug: first.slug })))).resolves.toMatchObject(
      {
        name: 'ConflictError',
        fields: { slug: 'This slug is already used by another page' },
      },
    );
    // A post may use a page's slug: they live at different addresses.
    await expect(client.createPost(admin, pageInput({ slug: first.slug }))).resolves.toMatchObject({
      slug: first.slug,
    });
    await expect(
      failureOf(client.createPage(admin, pageInput({ slug: 'Not A Slug' }))),
    ).resolves.toMatchObject({
      name: 'InputError',
    });
  });

  it('when content holds script, then it is stored without it', async () => {
    const page = await client.createPage(
      admin,
      pageInput({
        content:
          '<h2 onclick="x()">Hi</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
          '<figure class="media"><oembed url="https://youtu.be/dQw4w9WgXcQ"></oembed></figure>',
      }),
    );
    expect(page.content).toBe(
      '<h2>Hi</h2><a>x</a><figure><iframe sandbox="allow-scripts allow-same-origin allow-presentation" ' +
        'allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" ' +
        'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe></figure>',
    );
  });
});

describe('slug redirects', () => {
  it('when a published page is renamed twice, then both old slugs answer with the newest', async () => {
    const page = await client.createPage(admin, pageInput({ slug: 'opening-times' }));
    await client.updatePage(admin, page.id, pageInput({ slug: 'hours' }));
    await client.updatePage(admin, page.id, pageInput({ slug: 'visit-us' }));
    await expect(client.publicPage('opening-times')).resolves.toEqual({ movedTo: 'visit-us' });
    await expect(client.publicPage('hours')).resolves.toEqual({ movedTo: 'visit-us' });
    await expect(client.publicPage('visit-us')).resolves.toMatchObject({ id: page.id });
  });

  it('when a new page takes an old slug, then the slug stops redirecting', async () => {
    const page = await client.createPage(admin, pageInput({ slug: 'menu' }));
    await client.updatePage(admin, page.id, pageInput({ slug: 'food-menu' }));
    const newcomer = await client.createPage(admin, pageInput({ slug: 'menu', title: 'New menu' }));
    await expect(client.publicPage('menu')).resolves.toMatchObject({ id: newcomer.id });
  });

  it('when a draft is renamed, then its old slug keeps nothing', async () => {
    const draft = await client.createPage(admin, pageInput({ slug: 'draft-one', isPublished: false }));
    await client.updatePage(admin, draft.id, pageInput({ slug: 'draft-two', isPublished: false }));
    await expect(failureOf(client.publicPage('draft-one'))).resolves.toMatchObject({ name: 'NotFoundError' });
  });

  it('when a post is renamed, then its old slug answers with the new one', async () => {
    const post = await client.createPost(admin, pageInput({ slug: 'spring-offer' }));
    await client.updatePost(admin, post.id, pageInput({ slug: 'spring-offers' }));
    await expect(client.publicPost('spring-offer')).resolves.toEqual({ movedTo: 'spring-offers' });
  });
});

describe('blog', () => {
  it('when posts are published, then the public list is newest first, 20 a page, with a cursor', async () => {
    const before = (await client.listPosts(admin)).filter((p) => p.isPublished).length;
    const slugs: string[] = [];
    for (let n = 0; n < BLOG_PAGE_SIZE + 2 - before; n += 1) {
      cms.clock.advance(MINUTE);
      const post = await client.createPost(admin, pageInput({ slug: `news-${n}`, excerpt: `News ${n}` }));
      slugs.push(post.slug);
    }
    const draft = await client.createPost(admin, pageInput({ slug: 'draft-news', isPublished: false }));
    const first = await client.publicPosts();
    expect(first.items).toHaveLength(BLOG_PAGE_SIZE);
    expect(first.items.slice(0, 3).map((p) => p.slug)).toEqual(slugs.slice(-3).reverse());
    expect(first.next).not.toBeNull();
    const second = await client.publicPosts(first.next!);
    expect(second.items).toHaveLength(2);
    expect(second.next).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.map((p) => p.slug)).not.toContain(draft.slug);
    const times = all.map((p: BlogPostDto) => p.publishedAt!);
    expect([...times].sort().reverse()).toEqual(times);
    await expect(failureOf(client.publicPosts('garbage'))).resolves.toMatchObject({
      name: 'InputError',
      fields: { cursor: 'Invalid cursor' },
    });
  });

  it('when an admin previews a draft post by slug, then it is found; publicly it is not', async () => {
    const draft = await client.createPost(admin, pageInput({ slug: 'coming-up', isPublished: false }));
    await expect(client.previewPost(admin, 'coming-up')).resolves.toMatchObject({ id: draft.id });
    await expect(failureOf(client.publicPost('coming-up'))).resolves.toMatchObject({
      message: 'Post not found',
    });
    await expect(failureOf(client.previewPost(ownerPrincipal, 'coming-up'))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
  });
});

describe('revisions', () => {
  it('when the same admin saves within 10 minutes, then the saves fold into one revision', async () => {
    const page = await client.createPage(admin, pageInput({ title: 'v1' }));
    cms.clock.advance(3 * MINUTE);
    await client.updatePage(admin, page.id, pageInput({ slug: page.slug, title: 'v2' }));
    cms.clock.advance(3 * MINUTE);
    await client.updatePage(admin, page.id, pageInput({ slug: page.slug, title: 'v3' }));
    let revisions = await client.revisions(admin, { id: page.id });
    expect(revisions.map((r) => r.snapshot.title)).toEqual(['v3']);

    cms.clock.advance(11 * MINUTE);
    await client.updatePage(admin, page.id, pageInput({ slug: page.slug, title: 'v4' }));
    await client.updatePage(otherAdmin, page.id, pageInput({ slug: page.slug, title: 'v5' }));
    revisions = await client.revisions(admin, { id: page.id });
    expect(revisions.map((r) => [r.snapshot.title, r.savedBy?.name])).toEqual([
      ['v5', nameOf(otherAdmin)],
      ['v4', nameOf(admin)],
      ['v3', nameOf(admin)],
    ]);
  });

  it('when an item is saved more than 25 times, then the newest 25 revisions are kept', async () => {
    const post = await client.createPost(admin, pageInput({ title: 'r0' }));
    for (let n = 1; n <= REVISIONS_KEPT + 2; n += 1) {
      cms.clock.advance(11 * MINUTE);
      await client.updatePost(admin, post.id, pageInput({ slug: post.slug, title: `r${n}` }));
    }
    const revisions = await client.revisions(admin, { id: post.id });
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions[0]!.snapshot.title).toBe(`r${REVISIONS_KEPT + 2}`);
  });

  it('when an admin restores a revision, then the item is as it was and the restore is a revision', async () => {
    const page = await client.createPage(admin, pageInput({ title: 'Before', content: '<p>old</p>' }));
    cms.clock.advance(11 * MINUTE);
    await client.updatePage(
      admin,
      page.id,
      pageInput({ slug: page.slug, title: 'After', content: '<p>new</p>' }),
    );
    const [, original] = await client.revisions(admin, { id: page.id });
    const restored = (await client.restore(admin, original!.id)) as unknown as CmsPageDto;
    expect(restored).toMatchObject({ id: page.id, title: 'Before', content: '<p>old</p>' });
    const revisions = await client.revisions(admin, { id: page.id });
    expect(revisions.map((r) => r.snapshot.title)).toEqual(['Before', 'After', 'Before']);
    await expect(client.publicPage(page.slug)).resolves.toMatchObject({ title: 'Before' });
  });

  it('when a starter page is first edited, then its starter text is kept as the revision before', async () => {
    const about = (await client.listPages(admin)).find((p) => p.slug === 'about')!;
    await client.updatePage(admin, about.id, pageInput({ slug: 'about', title: 'About the team' }));
    const revisions = await client.revisions(admin, { id: about.id });
    expect(revisions.map((r) => [r.snapshot.title, r.savedBy])).toEqual([
      ['About the team', { id: admin.adminId, name: nameOf(admin) }],
      ['About us', null],
    ]);
  });

  it('when revisions of an unknown item or a restore of an unknown revision are asked, then not found', async () => {
    await expect(failureOf(client.revisions(admin, { id: 'nope' }))).resolves.toMatchObject({
      name: 'NotFoundError',
    });
    await expect(
      failureOf(client.restore(admin, '00000000-0000-4000-8000-000000000000')),
    ).resolves.toMatchObject({ name: 'NotFoundError', message: 'Revision not found' });
  });
});
