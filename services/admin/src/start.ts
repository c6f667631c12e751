import type { ServiceDefinition } from '@referrals/service-kit';
import { adminEndpoints } from './endpoints.ts';
import { AdminUser } from './entities/admin-user.ts';
import { Migration20261122000000_initial } from './migrations/Migration20261122000000_initial.ts';
import { seedFirstSuperAdmin } from './use-cases/seed-first-super-admin.ts';

/** Admin users now; admin tokens and the business management workflows later (services/admin/README.md). */
export const adminService: ServiceDefinition = {
  name: 'admin',
  entities: [AdminUser],
  migrations: [{ name: 'Migration20261122000000_initial', class: Migration20261122000000_initial }],
  endpoints: adminEndpoints,
  onStart: async (runtime) => {
    await seedFirstSuperAdmin({ em: runtime.orm.em.fork(), config: runtime.config, log: runtime.log });
  },
};
