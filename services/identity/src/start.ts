import type { ServiceDefinition } from '@referrals/service-kit';
import { identityEndpoints } from './endpoints.ts';
import { Business } from './entities/business.ts';
import { Login } from './entities/login.ts';
import { LoginThrottle } from './entities/login-throttle.ts';
import { Session } from './entities/session.ts';
import { Migration20261122000000_initial } from './migrations/Migration20261122000000_initial.ts';

/** Owner accounts, businesses and owner sessions (docs: services/identity/README.md). */
export const identityService: ServiceDefinition = {
  name: 'identity',
  entities: [Login, Business, Session, LoginThrottle],
  migrations: [{ name: 'Migration20261122000000_initial', class: Migration20261122000000_initial }],
  endpoints: identityEndpoints,
};
