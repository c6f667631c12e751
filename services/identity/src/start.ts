import type { ServiceDefinition } from '@referrals/service-kit';
import { identityEndpoints } from './endpoints.ts';
import { Business } from './entities/business.ts';
import { Login } from './entities/login.ts';
import { Session } from './entities/session.ts';
import { Migration20261122000000_initial } from './migrations/Migration20261122000000_initial.ts';
import { Migration20261125140000_kit_throttle } from './migrations/Migration20261125140000_kit_throttle.ts';

/** Owner accounts, businesses and owner sessions (docs: services/identity/README.md). */
export const identityService: ServiceDefinition = {
  name: 'identity',
  entities: [Login, Business, Session],
  migrations: [
    { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
    { name: 'Migration20261125140000_kit_throttle', class: Migration20261125140000_kit_throttle },
  ],
  endpoints: identityEndpoints,
};
