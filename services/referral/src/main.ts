import { runServiceProcess } from '@referrals/service-kit';
import { referralService } from './start.ts';

await runServiceProcess(referralService);
