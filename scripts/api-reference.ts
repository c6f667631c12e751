/** Rewrites docs/api.md from the gateway's route table (`npm run docs:api`). */
import { writeFileSync } from 'node:fs';
import { apiRoutes, renderApiReference } from '@referrals/gateway';

writeFileSync(new URL('../docs/api.md', import.meta.url), renderApiReference(apiRoutes));
