import type { ServiceDefinition } from '@referrals/service-kit';
import { referralEndpoints } from './endpoints.ts';

/**
 * Referrers, referees, vouchers, referrer sessions and e-mail verification, once the referral loop is built
 * (services/referral/README.md). Until then: its schema (created by the kit) and `referral.health`.
 */
export const referralService: ServiceDefinition = {
  name: 'referral',
  entities: [],
  migrations: [],
  endpoints: referralEndpoints,
};
