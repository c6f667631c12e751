import { runServiceProcess } from '@referrals/service-kit';
import { campaignService } from './start.ts';

await runServiceProcess(campaignService);
