import type { ServiceDefinition } from '@referrals/service-kit';
import { publicChangesConsumer } from './consumers/public-changes.ts';
import { cmsEndpoints } from './endpoints.ts';
import { CmsPage, BlogPost } from './entities/cms-page.ts';
import { CmsRevision } from './entities/cms-revision.ts';
import { CmsSetting } from './entities/cms-setting.ts';
import { SlugRedirect } from './entities/slug-redirect.ts';
import { Migration20261127200000_cms_content } from './migrations/Migration20261127200000_cms_content.ts';
import { seedCmsContent } from './use-cases/seed.ts';

/** Site settings, pages, blog posts and their revisions (services/cms/README.md). */
export const cmsService: ServiceDefinition = {
  name: 'cms',
  entities: [CmsSetting, CmsPage, BlogPost, SlugRedirect, CmsRevision],
  migrations: [{ name: 'Migration20261127200000_cms_content', class: Migration20261127200000_cms_content }],
  endpoints: cmsEndpoints,
  consumers: [publicChangesConsumer],
  // Every setting a release knows gets its default, and the starter pages exist, before the first request.
  onStart: async (runtime) => {
    await seedCmsContent(runtime.orm.em.fork(), runtime.clock);
  },
};
