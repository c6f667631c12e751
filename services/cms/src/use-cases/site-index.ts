import type { EntityManager } from '@mikro-orm/sql';
import { PUBLIC_SETTING_KEYS, type CmsSiteIndex } from '@referrals/contracts';
import { BlogPost, CmsPage } from '../entities/cms-page.ts';
import { CmsSetting } from '../entities/cms-setting.ts';

/** `cms.site-index`: the published pages and posts the sitemap and the RSS feed list, newest posts first. */
export async function siteIndex(em: EntityManager): Promise<CmsSiteIndex> {
  const [pages, posts, latestSetting] = await Promise.all([
    em.find(CmsPage, { isPublished: true }, { orderBy: { slug: 'asc' } }),
    em.find(BlogPost, { isPublished: true }, { orderBy: { publishedAt: 'desc', createdAt: 'desc' } }),
    em.findOne(
      CmsSetting,
      { key: { $in: [...PUBLIC_SETTING_KEYS] } },
      { orderBy: { updatedAt: 'desc' }, fields: ['updatedAt'] },
    ),
  ]);
  return {
    pages: pages.map((page) => ({
      slug: page.slug,
      title: page.title,
      updatedAt: page.updatedAt.toISOString(),
    })),
    posts: posts.map((post) => ({
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt ?? null,
      publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    })),
    settingsUpdatedAt: latestSetting?.updatedAt.toISOString() ?? null,
  };
}
