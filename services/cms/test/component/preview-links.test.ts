import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CmsSubjects,
  PREVIEW_LINK_DAYS,
  type CmsPreviewDto,
  type CmsPreviewLinkDto,
  type Principal,
} from '@referrals/contracts';
import { failureOf } from '@referrals/service-kit/testing';
import { adminPrincipal, cmsClient, nameOf, ownerPrincipal, pageInput, startCms } from './cms-support.ts';

/*
 * Shareable preview links (beyond docs/product-rules.md): an admin makes a link to a draft page or post; whoever
 * holds it reads the item as it stands until the link is revoked or its 7 days are over. The public reads
 * still never show the draft.
 */

let cms: Awaited<ReturnType<typeof startCms>>;
let client: ReturnType<typeof cmsClient>;
const admin = adminPrincipal('admin');
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  cms = await startCms();
  client = cmsClient(cms.service.bus);
});

afterAll(async () => {
  await cms.stop();
});

/** `by` null: an anonymous caller. */
const createLink = (id: string, by: Principal | null = admin) =>
  client.call<CmsPreviewLinkDto>(CmsSubjects.createPreviewLink, { params: { id } }, by ?? undefined);
const listLinks = (id: string) =>
  client.call<CmsPreviewLinkDto[]>(CmsSubjects.listPreviewLinks, { params: { id } }, admin);
const revoke = (id: string) => client.call(CmsSubjects.revokePreviewLink, { params: { id } }, admin);
const preview = (token: unknown) =>
  client.call<CmsPreviewDto>(CmsSubjects.previewByLink, { params: { token } });
const tokenOf = (link: CmsPreviewLinkDto) => link.url!.replace('/preview/', '');

describe('cms: shareable preview links', () => {
  it('when an admin makes a link to a draft page, then the link shows the draft as it stands while the public reads still refuse it', async () => {
    const draft = await client.createPage(admin, pageInput({ title: 'Summer prices', isPublished: false }));
    const now = cms.clock.now();
    const link = await createLink(draft.id);
    expect(link).toMatchObject({
      kind: 'page',
      itemId: draft.id,
      createdBy: { id: admin.adminId, name: nameOf(admin) },
    });
    expect(link.url).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(PREVIEW_LINK_DAYS * DAY_MS);
    expect(Math.abs(Date.parse(link.createdAt) - now.getTime())).toBeLessThan(60_000);

    await client.updatePage(
      admin,
      draft.id,
      pageInput({ slug: draft.slug, title: 'Summer prices, revised', isPublished: false }),
    );
    await expect(preview(tokenOf(link))).resolves.toEqual({
      kind: 'page',
      page: expect.objectContaining({ id: draft.id, title: 'Summer prices, revised', isPublished: false }),
    });
    expect(await failureOf(client.publicPage(draft.slug))).toMatchObject({ name: 'NotFoundError' });

    const listed = await listLinks(draft.id);
    expect(listed).toEqual([{ ...link, url: null }]);
  });

  it('when a link of a post is shared, then it shows the post with its excerpt', async () => {
    const post = await client.createPost(admin, {
      ...pageInput({ title: 'Draft news', isPublished: false }),
      excerpt: 'Soon',
    });
    const link = await createLink(post.id);
    await expect(preview(tokenOf(link))).resolves.toEqual({
      kind: 'post',
      post: expect.objectContaining({ id: post.id, excerpt: 'Soon', isPublished: false }),
    });
  });

  it('when seven days have passed since the link was made, then it shows nothing and is no longer listed', async () => {
    const draft = await client.createPage(admin, pageInput({ isPublished: false }));
    const link = await createLink(draft.id);
    const expiresAt = new Date(link.expiresAt);

    cms.clock.set(new Date(expiresAt.getTime() - 60_000));
    await expect(preview(tokenOf(link))).resolves.toMatchObject({ kind: 'page' });
    cms.clock.set(expiresAt);
    expect(await failureOf(preview(tokenOf(link)))).toMatchObject({
      name: 'NotFoundError',
      message: 'This preview link does not exist or has expired',
    });
    await expect(listLinks(draft.id)).resolves.toEqual([]);
  });

  it('when a link is revoked, then it shows nothing from the next read on, and the others of the item still work', async () => {
    const draft = await client.createPage(admin, pageInput({ isPublished: false }));
    const revoked = await createLink(draft.id);
    const kept = await createLink(draft.id);
    await revoke(revoked.id);
    expect(await failureOf(preview(tokenOf(revoked)))).toMatchObject({ name: 'NotFoundError' });
    await expect(preview(tokenOf(kept))).resolves.toMatchObject({ kind: 'page' });
    await expect(listLinks(draft.id)).resolves.toEqual([expect.objectContaining({ id: kept.id, url: null })]);
    expect(await failureOf(revoke(revoked.id))).toMatchObject({ name: 'NotFoundError' });
  });

  it('when the page is deleted, then its links show nothing', async () => {
    const draft = await client.createPage(admin, pageInput({ isPublished: false }));
    const link = await createLink(draft.id);
    await client.deletePage(admin, draft.id);
    expect(await failureOf(preview(tokenOf(link)))).toMatchObject({ name: 'NotFoundError' });
  });

  it('when a token is unknown or not a token at all, then the answer is the same 404', async () => {
    for (const token of ['A'.repeat(43), '', 42, 'x'.repeat(5000)]) {
      expect(await failureOf(preview(token))).toMatchObject({
        name: 'NotFoundError',
        message: 'This preview link does not exist or has expired',
      });
    }
  });

  it('when someone other than an admin makes or lists links, or names an unknown item, then they are refused', async () => {
    const draft = await client.createPage(admin, pageInput({ isPublished: false }));
    expect(await failureOf(createLink(draft.id, null))).toMatchObject({ name: 'AuthenticationError' });
    expect(await failureOf(createLink(draft.id, ownerPrincipal))).toMatchObject({
      name: 'AuthenticationError',
    });
    expect(await failureOf(createLink('6f1c0d2e-8a47-4d1b-9a55-0c6a7e9d3b21'))).toMatchObject({
      name: 'NotFoundError',
    });
    expect(await failureOf(createLink('not-an-id'))).toMatchObject({ name: 'NotFoundError' });
  });
});
