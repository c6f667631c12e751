import { runServiceProcess } from '@referrals/service-kit';
import { adminService } from './start.ts';

await runServiceProcess(adminService);
