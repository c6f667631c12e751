import {
  CMS_COLUMN_IMAGE_SIZES,
  CmsSubjects,
  type BlogPostDto,
  type CmsList,
  type CmsMovedAnswer,
  type CmsPageDto,
} from '@referrals/contracts';
import { isAppError } from '@referrals/service-kit';
import type { ApiPayload } from '../api/router.ts';
import type { HeroImage, PageMeta, PageMetaRequest, PageMetaRoute } from '../static/page-meta.ts';
import { excerpt } from '../static/referral-page-meta.ts';

/** Where a page's or post's description is cut when it has no meta description of its own. */
const DESCRIPTION_MAX = 160;

/**
 * The meta of the CMS's public pages, from the same public reads the pages make: the blog, a post (an `Article`
 * with its featured image), a CMS page under `/cms/pages/{slug}` and at its own address `/{slug}`, and the page a
 * shareable preview link opens (never indexed, its address never repeated). A renamed slug's old address moves
 * to the new one; a slug nothing has is the 404 page.
 */
export const cmsPageMetaRoutes: readonly PageMetaRoute[] = [
  { path: '/blog', resolve: blogMeta },
  { path: '/blog/:slug', resolve: postMeta },
  { path: '/cms/pages/:slug', resolve: (request) => pageMeta(request, '/cms/pages/') },
  {
    path: '/preview/:token',
    resolve: async ({ site: { site } }) => ({
      title: `Preview | ${site.title}`,
      description: 'A preview of a page that is not published yet.',
      noindex: true,
      personal: true,
    }),
  },
  { path: '/:slug', resolve: (request) => pageMeta(request, '/') },
];

/** What the blog reads as it opens: the newest published posts. */
const BLOG_READ = '/api/cms/blog?published=true';

async function blogMeta(request: PageMetaRequest): Promise<PageMeta> {
  const site = request.site.site;
  const meta: PageMeta = {
    title: `Blog | ${site.title}`,
    description: `News, guides and ideas from ${site.title} on growing a local business by word of mouth.`,
    marketing: true,
    feed: true,
    reads: [BLOG_READ],
  };
  let list: CmsList<BlogPostDto>;
  try {
    list = await request.bus.request<CmsList<BlogPostDto>>(
      CmsSubjects.publicPosts,
      { params: {}, query: { published: 'true' }, body: {} } satisfies ApiPayload,
      { timeoutMs: request.timeoutMs },
    );
  } catch {
    // Still the blog (maintenance mode and the analytics code apply): the browser reads the list itself.
    return meta;
  }
  const first = list.items[0];
  return {
    ...meta,
    // The list shows no post's text: each post travels without it, so that twenty long posts do not weigh
    // down the blog's HTML (the post's own page reads it).
    answers: {
      [BLOG_READ]: { body: list.items.map((post) => ({ ...post, content: '' })), nextCursor: list.next },
    },
    heroImage: first && shownImage(first),
  };
}

async function postMeta(request: PageMetaRequest): Promise<PageMeta | null> {
  const slug = request.params.slug ?? '';
  const answer = await ask<BlogPostDto | CmsMovedAnswer>(request, CmsSubjects.publicPost, slug);
  if (answer === null) return null;
  if ('movedTo' in answer) return moved(`/blog/${encodeURIComponent(answer.movedTo)}`);
  const site = request.site.site;
  const read = `/api/cms/blog/${encodeURIComponent(answer.slug)}`;
  const description = describe(answer.metaDescription ?? answer.excerpt, answer.content, site.description);
  return {
    title: `${answer.title} | ${site.title}`,
    description,
    image: answer.featuredImage,
    imageAlt: answer.featuredImage ? answer.title : undefined,
    heroImage: shownImage(answer),
    type: 'article',
    marketing: true,
    feed: true,
    reads: [read],
    answers: { [read]: { body: answer } },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: answer.title,
      description,
      ...(answer.publishedAt ? { datePublished: answer.publishedAt } : {}),
      dateModified: answer.updatedAt,
      publisher: { '@type': 'Organization', name: site.title },
    },
  };
}

async function pageMeta(request: PageMetaRequest, prefix: '/' | '/cms/pages/'): Promise<PageMeta | null> {
  const slug = request.params.slug ?? '';
  const answer = await ask<CmsPageDto | CmsMovedAnswer>(request, CmsSubjects.publicPage, slug);
  if (answer === null) return null;
  if ('movedTo' in answer) return moved(`${prefix}${encodeURIComponent(answer.movedTo)}`);
  const site = request.site.site;
  const read = `/api/cms/pages/${encodeURIComponent(answer.slug)}`;
  return {
    title: `${answer.title} | ${site.title}`,
    description: describe(answer.metaDescription, answer.content, site.description),
    image: answer.featuredImage,
    imageAlt: answer.featuredImage ? answer.title : undefined,
    heroImage: shownImage(answer),
    marketing: true,
    // Both addresses show the page; search engines are pointed at its own, `/{slug}`.
    canonicalPath: `/${encodeURIComponent(answer.slug)}`,
    reads: [read],
    answers: { [read]: { body: answer } },
  };
}

/** A page's or post's featured image as the page shows it, above its title: the first screen's largest. */
function shownImage(item: CmsPageDto): HeroImage | undefined {
  if (!item.featuredImage) return undefined;
  const media = item.featuredImageMedia;
  return media
    ? { src: item.featuredImage, srcset: media.srcset, sizes: CMS_COLUMN_IMAGE_SIZES }
    : { src: item.featuredImage };
}

const moved = (path: string): PageMeta => ({ title: '', description: '', redirectTo: path });

/**
 * A page's description: its own text (a meta description or an excerpt, plain text) or else the words of its
 * HTML content, cut after a whole word; the site's when both are empty.
 */
function describe(text: string | null, html: string, fallback: string): string {
  const words = (text?.trim() ? text : textOf(html)).replace(/\s+/g, ' ').trim();
  return words === '' ? fallback : excerpt(words, DESCRIPTION_MAX);
}

/** The words of sanitised HTML (the CMS's content: tags and the entities its sanitiser writes). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A public read by slug; null when nothing has it (or the slug cannot be one). */
async function ask<T>({ bus, timeoutMs }: PageMetaRequest, subject: string, slug: string): Promise<T | null> {
  try {
    return await bus.request<T>(subject, { params: { slug }, query: {}, body: {} } satisfies ApiPayload, {
      timeoutMs,
    });
  } catch (err) {
    if (isAppError(err, 'NotFoundError') || isAppError(err, 'InputError')) return null;
    throw err;
  }
}
