import type { BlogPostDto, CmsPageDto, CmsPreviewDto } from '@referrals/contracts';
import { ApiError } from '@referrals/ui/light';

/**
 * The CMS's public reads. They use `fetch` itself rather than the shared `apiRequest`, for what only these
 * answers carry: the `X-Next-Cursor` header of the blog list, and a 404 that is an answer (nothing there), not
 * a failure. A renamed slug answers 301 to its new address, which fetch follows: the item's own `slug` then
 * differs from the one asked for, and the page moves its address to it.
 */

/** Where the admin area keeps its bearer token (mfe-admin's session). */
const ADMIN_TOKEN_KEY = 'adminToken';

interface Answer<T> {
  body: T;
  headers: Headers;
}

/** A GET of JSON; null for a 404 (or a 410: a preview link that is gone), an {@link ApiError} for other failures. */
async function readJson<T>(
  path: string,
  signal: AbortSignal | undefined,
  bearerToken?: string,
): Promise<Answer<T> | null> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (bearerToken) headers.Authorization = `Bearer ${bearerToken}`;
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', headers, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, '0: The server could not be reached');
  }
  const text = await response.text();
  if (response.status === 404 || response.status === 410) return null;
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  return { body: JSON.parse(text) as T, headers: response.headers };
}

/**
 * The addresses of the public reads, as they are asked for: a server-rendered page carries their answers under
 * these (docs/adr/0022-server-rendered-public-pages.md).
 */
export const cmsReadPaths = {
  blog: '/api/cms/blog?published=true',
  post: (slug: string) => `/api/cms/blog/${encodeURIComponent(slug)}`,
  page: (slug: string) => `/api/cms/pages/${encodeURIComponent(slug)}`,
} as const;

/** One page of the published posts, newest first, and the cursor of the next page (null on the last). */
export interface BlogListPage {
  posts: BlogPostDto[];
  nextCursor: string | null;
}

/** `GET /api/cms/blog?published=true[&cursor=X]`: 20 published posts a page. */
export async function getBlogPosts(cursor: string | null, signal?: AbortSignal): Promise<BlogListPage> {
  const query = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
  const answer = await readJson<BlogPostDto[]>(`${cmsReadPaths.blog}${query}`, signal);
  return { posts: answer?.body ?? [], nextCursor: answer?.headers.get('X-Next-Cursor') || null };
}

/** `GET /api/cms/pages/{slug}`: a published page; null when there is none. */
export async function getPublishedPage(slug: string, signal: AbortSignal): Promise<CmsPageDto | null> {
  const answer = await readJson<CmsPageDto>(cmsReadPaths.page(slug), signal);
  return answer?.body ?? null;
}

/**
 * `GET /api/cms/blog/{slug}`: a published post; null when there is none. With `preview` (the `?preview=true`
 * link of the admin's editor) and an admin signed in on this browser, the post by its slug whatever its state
 * (`GET /api/admin/cms/blog/preview/{slug}`); anyone else, or an admin whose session has ended, reads what
 * the public reads.
 */
export async function getBlogPost(
  slug: string,
  preview: boolean,
  signal: AbortSignal,
): Promise<BlogPostDto | null> {
  const adminToken = preview ? localStorage.getItem(ADMIN_TOKEN_KEY) : null;
  if (adminToken) {
    const draft = await readJson<BlogPostDto>(
      `/api/admin/cms/blog/preview/${encodeURIComponent(slug)}`,
      signal,
      adminToken,
    ).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return null;
    });
    if (draft) return draft.body;
  }
  const answer = await readJson<BlogPostDto>(cmsReadPaths.post(slug), signal);
  return answer?.body ?? null;
}

/** `GET /api/cms/preview/{token}`: the draft a shareable preview link shows; null once expired or revoked. */
export async function getPreview(token: string, signal: AbortSignal): Promise<CmsPreviewDto | null> {
  const answer = await readJson<CmsPreviewDto>(`/api/cms/preview/${encodeURIComponent(token)}`, signal);
  return answer?.body ?? null;
}
