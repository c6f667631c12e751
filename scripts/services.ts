import type { ServiceDefinition } from '@referrals/service-kit';
import { adminService } from '@referrals/admin-service';
import { campaignService } from '@referrals/campaign-service';
import { cmsService } from '@referrals/cms-service';
import { identityService } from '@referrals/identity-service';
import { referralService } from '@referrals/referral-service';

/** Every service of the platform, in start order. Each one is also runnable alone (`services/<name>/src/main.ts`). */
export const SERVICES: ServiceDefinition[] = [
  identityService,
  campaignService,
  referralService,
  cmsService,
  adminService,
];
