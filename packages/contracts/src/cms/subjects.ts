/**
 * Subjects of the CMS service: site settings, pages, blog posts, media, their revisions, schedules and preview
 * links. Public rows (gateway/src/routes/cms.ts) answer published content only; every `/api/admin/cms` row needs
 * an admin bearer token, and the analytics settings a super admin.
 */
export const CmsSubjects = {
  /** GET /api/cms/settings -> `Record<string, string>`: the public settings only (PUBLIC_SETTING_KEYS). */
  publicSettings: 'cms.settings.public',
  /**
   * GET /api/cms/settings/images -> CmsSettingImages: the size and `srcset` of each library image the public
   * settings show (the hero's background, the feature cards' pictures), by its `/uploads/` address.
   */
  settingImages: 'cms.settings.images',
  /** GET /api/cms/pages/{slug} -> CmsPageDto (published only; a renamed slug answers CmsMovedAnswer). */
  publicPage: 'cms.pages.public',
  /** GET /api/cms/blog?published=true[&cursor=] -> CmsList<BlogPostDto> (published only, newest first). */
  publicPosts: 'cms.blog.public-list',
  /** GET /api/cms/blog/{slug} -> BlogPostDto (published only; a renamed slug answers CmsMovedAnswer). */
  publicPost: 'cms.blog.public',
  /** GET /api/cms/preview/{token} -> CmsPreviewDto: the draft a shareable preview link shows. */
  previewByLink: 'cms.preview.by-link',
  /** Gateway only: what the sitemap and RSS feed list -> CmsSiteIndex. */
  siteIndex: 'cms.site-index',
  /** Gateway only: `{}` -> CmsPageSettings: the settings the served HTML needs, the private analytics ones too. */
  pageSettings: 'cms.settings.page',

  /** GET /api/admin/cms/settings -> `Record<string, string>`: every key (the analytics ones to super admins only). */
  adminSettings: 'cms.admin.settings.list',
  /** PUT /api/admin/cms/settings/{key}: `{ value }` -> `{ key, value }`. */
  updateSetting: 'cms.admin.settings.update',
  /** GET /api/admin/cms/pages -> CmsPageDto[]. */
  listPages: 'cms.admin.pages.list',
  /** GET /api/admin/cms/pages/{id} -> CmsPageDto. */
  getPage: 'cms.admin.pages.get',
  /** POST /api/admin/cms/pages: CmsPageInput -> CmsPageDto (201). */
  createPage: 'cms.admin.pages.create',
  /** PUT /api/admin/cms/pages/{id}: CmsPageInput -> CmsPageDto. */
  updatePage: 'cms.admin.pages.update',
  /** DELETE /api/admin/cms/pages/{id}. */
  deletePage: 'cms.admin.pages.delete',
  /** GET /api/admin/cms/blog -> BlogPostDto[]. */
  listPosts: 'cms.admin.blog.list',
  /** GET /api/admin/cms/blog/{id} -> BlogPostDto. */
  getPost: 'cms.admin.blog.get',
  /** POST /api/admin/cms/blog: BlogPostInput -> BlogPostDto (201). */
  createPost: 'cms.admin.blog.create',
  /** PUT /api/admin/cms/blog/{id}: BlogPostInput -> BlogPostDto. */
  updatePost: 'cms.admin.blog.update',
  /** DELETE /api/admin/cms/blog/{id}. */
  deletePost: 'cms.admin.blog.delete',
  /** GET /api/admin/cms/blog/preview/{slug} -> BlogPostDto, drafts included. */
  previewPost: 'cms.admin.blog.preview',
  /** GET /api/admin/cms/{pages|blog|settings}/{id}/revisions -> CmsRevisionDto[] (newest first). */
  listRevisions: 'cms.admin.revisions.list',
  /** POST /api/admin/cms/revisions/{id}/restore -> the restored item (a restore is itself a revision). */
  restoreRevision: 'cms.admin.revisions.restore',
  /** GET /api/admin/cms/{pages|blog}/{id}/preview-links -> CmsPreviewLinkDto[]. */
  listPreviewLinks: 'cms.admin.preview-links.list',
  /** POST /api/admin/cms/{pages|blog}/{id}/preview-links -> CmsPreviewLinkDto (201; the only answer holding the token). */
  createPreviewLink: 'cms.admin.preview-links.create',
  /** DELETE /api/admin/cms/preview-links/{id}: revokes a link at once. */
  revokePreviewLink: 'cms.admin.preview-links.revoke',
  /** GET /api/admin/cms/media -> MediaFileDto[] (newest first). */
  listMedia: 'cms.admin.media.list',
  /** Gateway only (POST /api/admin/cms/media/upload, after the file is checked): records it -> MediaFileDto. */
  recordMedia: 'cms.admin.media.record',
  /** DELETE /api/admin/cms/media/{id}[?force=true]: refused with MediaInUse while used, unless forced. */
  deleteMedia: 'cms.admin.media.delete',
} as const;

/** Events of the CMS service. */
export const CmsEvents = {
  /**
   * What public readers see changed (a setting, a published page or post, a publication, an unpublication, a
   * deletion): `{}`. The gateway drops what it keeps of the CMS's public reads and of the pages made from them.
   */
  publicContentChanged: 'cms.public-content-changed',
} as const;
