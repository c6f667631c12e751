import { runServiceProcess } from '@referrals/service-kit';
import { cmsService } from './start.ts';

await runServiceProcess(cmsService);
