import { runServiceProcess } from '@referrals/service-kit';
import { identityService } from './start.ts';

await runServiceProcess(identityService);
