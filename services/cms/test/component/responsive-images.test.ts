import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CMS_COLUMN_IMAGE_SIZES,
  CmsSubjects,
  type BlogPostDto,
  type CmsPageDto,
  type MediaFileDto,
} from '@referrals/contracts';
import { uniqueId } from '@referrals/service-kit/testing';
import { adminPrincipal, cmsClient, pageInput, startCms } from './cms-support.ts';

/*
 * Library images on the public pages: a page's or post's content images get, when saved, the stored image's
 * size, the srcset of its WebP copies and itself, the content column's sizes and loading hints; the public
 * reads answer the featured image's size and srcset beside its address.
 */

let cms: Awaited<ReturnType<typeof startCms>>;
let client: ReturnType<typeof cmsClient>;
const admin = adminPrincipal('admin');

beforeAll(async () => {
  cms = await startCms();
  client = cmsClient(cms.service.bus);
});

afterAll(async () => {
  await cms.stop();
});

/** Records an image of 1600x900 with WebP copies at `widths`, as the gateway does after an upload. */
async function recordImage(widths: number[] = [400, 800, 1200]): Promise<MediaFileDto> {
  return client.call<MediaFileDto>(
    CmsSubjects.recordMedia,
    {
      body: {
        filename: `${uniqueId()}.png`,
        originalName: 'Shop front.png',
        mimeType: 'image/png',
        size: 2048,
        width: 1600,
        height: 900,
        variantWidths: widths,
        altText: 'The shop front',
        description: null,
      },
    },
    admin,
  );
}

/** The srcset a library image is shown with: its copies narrowest first, then itself. */
const srcsetOf = (file: MediaFileDto) =>
  [...file.variants.map((variant) => `${variant.url} ${variant.width}w`), `${file.url} ${file.width}w`].join(
    ', ',
  );

/** The attributes of each `<img>` of `html` (a sanitiser's output: double-quoted). */
const imagesOf = (html: string) =>
  [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...(attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    ),
  );

describe('cms: responsive library images', () => {
  it('when a page shows library images, then the public page has them with size, srcset, sizes and loading hints', async () => {
    const photo = await recordImage();
    const banner = await recordImage([400]);
    const page = await client.createPage(
      admin,
      pageInput({
        content:
          `<p>Visit us</p><figure><img src="${photo.url}" alt="Shop"><figcaption>Front</figcaption></figure>` +
          `<p><img src="${banner.url}" alt="Banner" width="320"></p><p><img src="/uploads/not-in-library.png" alt="Old"></p>`,
      }),
    );

    const shown = (await client.publicPage(page.slug)) as CmsPageDto;
    expect(imagesOf(shown.content)).toEqual([
      {
        src: photo.url,
        alt: 'Shop',
        width: '1600',
        height: '900',
        srcset: srcsetOf(photo),
        sizes: CMS_COLUMN_IMAGE_SIZES,
        loading: 'eager',
      },
      // The author's own width stays, and no height is made up beside it.
      {
        src: banner.url,
        alt: 'Banner',
        width: '320',
        srcset: `${banner.url.replace('.png', '.w400.webp')} 400w, ${banner.url} 1600w`,
        sizes: CMS_COLUMN_IMAGE_SIZES,
        loading: 'lazy',
        decoding: 'async',
      },
      { src: '/uploads/not-in-library.png', alt: 'Old', loading: 'lazy', decoding: 'async' },
    ]);
    expect(shown.featuredImageMedia).toBeNull();
  });

  it('when a post has a library image as its featured image, then the public reads give its size and srcset', async () => {
    const cover = await recordImage();
    const photo = await recordImage();
    const post = await client.createPost(
      admin,
      pageInput({ featuredImage: cover.url, content: `<p><img src="${photo.url}" alt="Shop"></p>` }),
    );
    const media = { width: 1600, height: 900, srcset: srcsetOf(cover) };

    const shown = (await client.publicPost(post.slug)) as BlogPostDto;
    expect(shown.featuredImageMedia).toEqual(media);
    // Below a featured image, the first content image is no longer the first thing on screen.
    expect(imagesOf(shown.content)[0]).toMatchObject({ srcset: srcsetOf(photo), loading: 'lazy' });
    const listed = (await client.publicPosts()).items.find((item) => item.id === post.id);
    expect(listed?.featuredImageMedia).toEqual(media);
    await expect(client.previewPost(admin, post.slug)).resolves.toMatchObject({ featuredImageMedia: media });
  });

  it('when a featured image is none of the library’s or has no copies, then it has no srcset', async () => {
    const small = await recordImage([]);
    const page = await client.createPage(admin, pageInput({ featuredImage: small.url }));
    await expect(client.publicPage(page.slug)).resolves.toMatchObject({ featuredImageMedia: null });
    const other = await client.createPage(admin, pageInput({ featuredImage: '/uploads/gone.png' }));
    await expect(client.publicPage(other.slug)).resolves.toMatchObject({ featuredImageMedia: null });
  });

  it('when a saved page is saved again or an older revision restored, then its images keep one srcset each', async () => {
    const photo = await recordImage();
    const page = await client.createPage(
      admin,
      pageInput({ content: `<p><img src="${photo.url}" alt="A"></p>` }),
    );
    const resaved = await client.updatePage(
      admin,
      page.id,
      pageInput({ slug: page.slug, content: page.content }),
    );
    expect(resaved.content).toBe(page.content);

    cms.clock.advance(11 * 60_000);
    await client.updatePage(admin, page.id, pageInput({ slug: page.slug, content: '<p>No pictures</p>' }));
    const revisions = await client.revisions(admin, { id: page.id });
    const withPicture = revisions.find((revision) => String(revision.snapshot.content).includes(photo.url));
    await client.restore(admin, withPicture?.id);
    const shown = (await client.publicPage(page.slug)) as CmsPageDto;
    expect(imagesOf(shown.content)).toEqual([
      expect.objectContaining({ srcset: srcsetOf(photo), width: '1600' }),
    ]);
  });

  it('when an editor sends a srcset of another site, then it is replaced by the library’s own', async () => {
    const photo = await recordImage();
    const page = await client.createPage(
      admin,
      pageInput({
        content: `<p><img src="${photo.url}" srcset="https://evil.example/x.png 400w" alt="A"></p>`,
      }),
    );
    expect(imagesOf(page.content)).toEqual([expect.objectContaining({ srcset: srcsetOf(photo) })]);
    expect(page.content).not.toContain('evil');
  });
});
