import type { ServiceDefinition } from '@referrals/service-kit';
import { cmsEndpoints } from './endpoints.ts';

/**
 * Site settings, pages, blog posts and media, once the CMS is built (services/cms/README.md).
 * Until then: its schema (created by the kit) and `cms.health`.
 */
export const cmsService: ServiceDefinition = {
  name: 'cms',
  entities: [],
  migrations: [],
  endpoints: cmsEndpoints,
};
