import {
  CmsSubjects,
  blogPostSchema,
  cmsPageSchema,
  cmsSettingSchema,
  mediaDeleteQuerySchema,
  mediaRecordSchema,
  publicBlogQuerySchema,
  type CmsPageSettings,
} from '@referrals/contracts';
import { endpoint, rawParam, uuidParam, type Endpoint } from '@referrals/service-kit';
import { CmsErrors } from './errors.ts';
import {
  adminPostBySlug,
  deleteItem,
  findItem,
  itemDto,
  kindOfItem,
  listItems,
  publicItem,
  saveItem,
  type ItemKind,
} from './use-cases/items.ts';
import { createPreviewLink } from './use-cases/create-preview-link.ts';
import { deleteMedia } from './use-cases/delete-media.ts';
import { listMedia } from './use-cases/list-media.ts';
import { listPreviewLinks } from './use-cases/list-preview-links.ts';
import { previewByLink } from './use-cases/preview-by-link.ts';
import { publicPosts } from './use-cases/public-posts.ts';
import { recordMedia } from './use-cases/record-media.ts';
import { revokePreviewLink } from './use-cases/revoke-preview-link.ts';
import { settingImages } from './use-cases/setting-images.ts';
import { siteIndex } from './use-cases/site-index.ts';
import { restoreRevision } from './use-cases/restore-revision.ts';
import { listRevisions } from './use-cases/revisions.ts';
import {
  adminSettings,
  allSettings,
  publicSettings,
  settingKeyFor,
  updateSetting,
} from './use-cases/settings.ts';

const pageParams = { id: uuidParam(CmsErrors.pageNotFound) };
const postParams = { id: uuidParam(CmsErrors.postNotFound) };
const slugParams = { slug: rawParam };

/** The five admin endpoints of pages or posts: list, read, create, update, delete. */
function itemEndpoints(kind: ItemKind): Record<'list' | 'get' | 'create' | 'update' | 'delete', Endpoint> {
  const params = kind === 'page' ? pageParams : postParams;
  const body = kind === 'page' ? cmsPageSchema : blogPostSchema;
  return {
    list: endpoint({ access: 'admin', handle: ({ em }) => listItems(em, kind) }),
    get: endpoint({
      access: 'admin',
      params,
      handle: async ({ em, params }) => itemDto(kind, await findItem(em, kind, params.id)),
    }),
    create: endpoint({
      access: 'admin',
      body,
      handle: ({ em, bus, clock, principal, body, requestId }) =>
        saveItem({ em, bus, clock, principal, requestId }, kind, null, body),
    }),
    update: endpoint({
      access: 'admin',
      params,
      body,
      handle: ({ em, bus, clock, principal, params, body, requestId }) =>
        saveItem({ em, bus, clock, principal, requestId }, kind, params.id, body),
    }),
    delete: endpoint({
      access: 'admin',
      params,
      handle: async ({ em, bus, clock, principal, params, requestId }) => {
        await deleteItem({ em, bus, clock, principal, requestId }, kind, params.id);
        return { message: kind === 'page' ? 'Page deleted' : 'Post deleted' };
      },
    }),
  };
}

const pages = itemEndpoints('page');
const posts = itemEndpoints('post');

/**
 * Every bus endpoint of the CMS service (`cms.health` is added by the kit), each declared with the kit's
 * `endpoint({ access, params, body | query | message, handle })` (docs: ../README.md). Public reads answer
 * published content only; every admin endpoint needs an admin principal, the analytics settings a super admin.
 */
export const cmsEndpoints: Record<string, Endpoint> = {
  /** public -> the public settings as a key-to-value map (never the analytics ones). */
  [CmsSubjects.publicSettings]: endpoint({ access: 'public', handle: ({ em }) => publicSettings(em) }),

  /** public, `{ params: { slug } }` -> CmsPageDto of a published page, or CmsMovedAnswer for an old slug. */
  [CmsSubjects.publicPage]: endpoint({
    access: 'public',
    params: slugParams,
    handle: ({ em, params }) => publicItem(em, 'page', params.slug),
  }),

  /** public, `{ query: { cursor? } }` -> CmsList<BlogPostDto>: published posts, newest first. */
  [CmsSubjects.publicPosts]: endpoint({
    access: 'public',
    query: publicBlogQuerySchema,
    handle: ({ em, query }) => publicPosts(em, query),
  }),

  /** public -> CmsSettingImages: the library images the public settings show, by address. */
  [CmsSubjects.settingImages]: endpoint({ access: 'public', handle: ({ em }) => settingImages(em) }),

  /** public, `{ params: { slug } }` -> BlogPostDto of a published post, or CmsMovedAnswer for an old slug. */
  [CmsSubjects.publicPost]: endpoint({
    access: 'public',
    params: slugParams,
    handle: ({ em, params }) => publicItem(em, 'post', params.slug),
  }),

  /**
   * Gateway only (no /api row leads here, so only what is on the bus can ask) -> CmsPageSettings: every setting,
   * the analytics code the served HTML embeds included.
   */
  [CmsSubjects.pageSettings]: endpoint({
    access: 'public',
    handle: async ({ em }): Promise<CmsPageSettings> => ({ settings: await allSettings(em) }),
  }),

  /** Gateway only, like the settings above -> CmsSiteIndex for the sitemap and the RSS feed. */
  [CmsSubjects.siteIndex]: endpoint({ access: 'public', handle: ({ em }) => siteIndex(em) }),

  /** admin -> every setting (the analytics ones to super admins only). */
  [CmsSubjects.adminSettings]: endpoint({
    access: 'admin',
    handle: ({ em, principal }) => adminSettings(em, principal),
  }),

  /** admin, `{ params: { key }, body: { value } }` -> `{ key, value }`. */
  [CmsSubjects.updateSetting]: endpoint({
    access: 'admin',
    params: { key: rawParam },
    body: cmsSettingSchema,
    handle: ({ em, bus, clock, principal, params, body, requestId }) =>
      updateSetting({ em, bus, clock, principal, requestId }, params.key, body.value),
  }),

  [CmsSubjects.listPages]: pages.list,
  [CmsSubjects.getPage]: pages.get,
  [CmsSubjects.createPage]: pages.create,
  [CmsSubjects.updatePage]: pages.update,
  [CmsSubjects.deletePage]: pages.delete,
  [CmsSubjects.listPosts]: posts.list,
  [CmsSubjects.getPost]: posts.get,
  [CmsSubjects.createPost]: posts.create,
  [CmsSubjects.updatePost]: posts.update,
  [CmsSubjects.deletePost]: posts.delete,

  /** admin, `{ params: { slug } }` -> BlogPostDto, drafts included. */
  [CmsSubjects.previewPost]: endpoint({
    access: 'admin',
    params: slugParams,
    handle: ({ em, params }) => adminPostBySlug(em, params.slug),
  }),

  /** admin, `{ params: { id } }` (a page or post) or `{ params: { key } }` (a setting) -> CmsRevisionDto[]. */
  [CmsSubjects.listRevisions]: endpoint({
    access: 'admin',
    params: { id: rawParam, key: rawParam },
    handle: async ({ em, principal, params }) =>
      params.key !== undefined
        ? listRevisions(em, 'setting', settingKeyFor(principal, params.key))
        : listRevisions(em, await kindOfItem(em, params.id), params.id as string),
  }),

  /** admin, `{ params: { id } }` -> the restored item (CmsPageDto, BlogPostDto or `{ key, value }`). */
  [CmsSubjects.restoreRevision]: endpoint({
    access: 'admin',
    params: { id: uuidParam(CmsErrors.revisionNotFound) },
    handle: ({ em, bus, clock, principal, params, requestId }) =>
      restoreRevision({ em, bus, clock, principal, requestId }, params.id),
  }),

  /** admin, `{ params: { id } }` (a page or post) -> CmsPreviewLinkDto[]: the links that still work. */
  [CmsSubjects.listPreviewLinks]: endpoint({
    access: 'admin',
    params: { id: rawParam },
    handle: async ({ em, clock, params }) =>
      listPreviewLinks(em, await kindOfItem(em, params.id), params.id as string, clock.now()),
  }),

  /** admin, `{ params: { id } }` (a page or post) -> CmsPreviewLinkDto, the only answer with its `url`. */
  [CmsSubjects.createPreviewLink]: endpoint({
    access: 'admin',
    params: { id: rawParam },
    handle: async ({ em, bus, clock, principal, params }) =>
      createPreviewLink(em, principal, await kindOfItem(em, params.id), params.id as string, {
        bus,
        now: clock.now(),
      }),
  }),

  /** admin, `{ params: { id } }` -> `{ message }`: the link shows nothing from then on. */
  [CmsSubjects.revokePreviewLink]: endpoint({
    access: 'admin',
    params: { id: uuidParam(CmsErrors.previewLinkNotFound) },
    handle: async ({ em, params }) => {
      await revokePreviewLink(em, params.id);
      return { message: 'Preview link revoked' };
    },
  }),

  /** public, `{ params: { token } }` -> CmsPreviewDto: the draft an unexpired, unrevoked link shows. */
  [CmsSubjects.previewByLink]: endpoint({
    access: 'public',
    params: { token: rawParam },
    handle: ({ em, clock, params }) => previewByLink(em, params.token, clock.now()),
  }),

  /** admin -> MediaFileDto[], newest first. */
  [CmsSubjects.listMedia]: endpoint({ access: 'admin', handle: ({ em }) => listMedia(em) }),

  /** Gateway only (its upload row), admin, `{ body: MediaRecordInput }` -> MediaFileDto. */
  [CmsSubjects.recordMedia]: endpoint({
    access: 'admin',
    body: mediaRecordSchema,
    handle: ({ em, clock, body }) => recordMedia(em, body, clock.now()),
  }),

  /** admin, `{ params: { id }, query: { force? } }` -> `{ message }`; ConflictError with `usages` while used. */
  [CmsSubjects.deleteMedia]: endpoint({
    access: 'admin',
    params: { id: uuidParam(CmsErrors.mediaNotFound) },
    query: mediaDeleteQuerySchema,
    handle: async ({ em, files, log, params, query }) => {
      await deleteMedia(em, params.id, { files, log, force: query.force === 'true' });
      return { message: 'Media file deleted' };
    },
  }),
};
