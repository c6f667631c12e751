import type { ServiceDefinition } from '@referrals/service-kit';
import { workflowRequestsConsumer } from './consumers/workflow-requests.ts';
import { adminEndpoints } from './endpoints.ts';
import { AdminSession } from './entities/admin-session.ts';
import { AdminUser } from './entities/admin-user.ts';
import { BusinessWorkflow } from './entities/business-workflow.ts';
import { Migration20261122000000_initial } from './migrations/Migration20261122000000_initial.ts';
import { Migration20261126000000_admin_sessions } from './migrations/Migration20261126000000_admin_sessions.ts';
import { Migration20261126120000_business_workflows } from './migrations/Migration20261126120000_business_workflows.ts';
import { Migration20261127040000_workflow_copy_name } from './migrations/Migration20261127040000_workflow_copy_name.ts';
import { seedFirstSuperAdmin } from './use-cases/seed-first-super-admin.ts';
import { startWorkflowRunner, stopWorkflowRunner } from './workflows/runner.ts';

/** Admin users and their sign-in sessions, and the business management workflows (services/admin/README.md). */
export const adminService: ServiceDefinition = {
  name: 'admin',
  entities: [AdminUser, AdminSession, BusinessWorkflow],
  migrations: [
    { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
    { name: 'Migration20261126000000_admin_sessions', class: Migration20261126000000_admin_sessions },
    { name: 'Migration20261126120000_business_workflows', class: Migration20261126120000_business_workflows },
    { name: 'Migration20261127040000_workflow_copy_name', class: Migration20261127040000_workflow_copy_name },
  ],
  endpoints: adminEndpoints,
  // Starts each business workflow asked for; the runner (workflows/runner.ts) resumes the unfinished ones.
  consumers: [workflowRequestsConsumer],
  onStart: async (runtime) => {
    await seedFirstSuperAdmin({ em: runtime.orm.em.fork(), config: runtime.config, log: runtime.log });
    startWorkflowRunner(runtime);
  },
  onStop: stopWorkflowRunner,
};
