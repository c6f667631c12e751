import type { ServiceDefinition } from '@referrals/service-kit';
import { publicChangesConsumer } from './consumers/public-changes.ts';
import { cmsEndpoints } from './endpoints.ts';
import { CmsPage, BlogPost } from './entities/cms-page.ts';
import { CmsPreviewLink } from './entities/cms-preview-link.ts';
import { CmsRevision } from './entities/cms-revision.ts';
import { CmsSetting } from './entities/cms-setting.ts';
import { MediaFile } from './entities/media-file.ts';
import { SlugRedirect } from './entities/slug-redirect.ts';
import { Migration20261127200000_cms_content } from './migrations/Migration20261127200000_cms_content.ts';
import { Migration20261127200100_starter_pages } from './migrations/Migration20261127200100_starter_pages.ts';
import { Migration20261127210000_cms_previews_media } from './migrations/Migration20261127210000_cms_previews_media.ts';
import { scheduledPublicationJob } from './use-cases/publication-schedule.ts';
import { seedSettings } from './use-cases/settings.ts';

/** Site settings, pages, blog posts and their revisions (services/cms/README.md). */
export const cmsService: ServiceDefinition = {
  name: 'cms',
  entities: [CmsSetting, CmsPage, BlogPost, SlugRedirect, CmsRevision, CmsPreviewLink, MediaFile],
  migrations: [
    { name: 'Migration20261127200000_cms_content', class: Migration20261127200000_cms_content },
    { name: 'Migration20261127200100_starter_pages', class: Migration20261127200100_starter_pages },
    { name: 'Migration20261127210000_cms_previews_media', class: Migration20261127210000_cms_previews_media },
  ],
  endpoints: cmsEndpoints,
  consumers: [publicChangesConsumer],
  // Scheduled publications of pages and posts (use-cases/publication-schedule.ts).
  jobs: [scheduledPublicationJob],
  // Deleting a media file removes its bytes and WebP copies from the store.
  usesFileStore: true,
  // Every setting this release knows has a value before the first request (the starter pages are a migration).
  onStart: async (runtime) => {
    await seedSettings(runtime.orm.em.fork(), runtime.clock);
  },
};
