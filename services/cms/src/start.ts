import type { ServiceDefinition } from '@referrals/service-kit';
import { publicChangesConsumer } from './consumers/public-changes.ts';
import { cmsEndpoints } from './endpoints.ts';
import { CmsPage, BlogPost } from './entities/cms-page.ts';
import { CmsRevision } from './entities/cms-revision.ts';
import { CmsSetting } from './entities/cms-setting.ts';
import { SlugRedirect } from './entities/slug-redirect.ts';
import { Migration20261127200000_cms_content } from './migrations/Migration20261127200000_cms_content.ts';
import { Migration20261127200100_starter_pages } from './migrations/Migration20261127200100_starter_pages.ts';
import { seedSettings } from './use-cases/settings.ts';

/** Site settings, pages, blog posts and their revisions (services/cms/README.md). */
export const cmsService: ServiceDefinition = {
  name: 'cms',
  entities: [CmsSetting, CmsPage, BlogPost, SlugRedirect, CmsRevision],
  migrations: [
    { name: 'Migration20261127200000_cms_content', class: Migration20261127200000_cms_content },
    { name: 'Migration20261127200100_starter_pages', class: Migration20261127200100_starter_pages },
  ],
  endpoints: cmsEndpoints,
  consumers: [publicChangesConsumer],
  // Every setting this release knows has a value before the first request (the starter pages are a migration).
  onStart: async (runtime) => {
    await seedSettings(runtime.orm.em.fork(), runtime.clock);
  },
};
