import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { healthSubject } from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';
import { startServiceUnderTest, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { referralService } from '../../src/start.ts';

let service: ServiceUnderTest;
let bus: Bus;

beforeAll(async () => {
  service = await startServiceUnderTest(referralService);
  ({ bus } = service);
});

afterAll(async () => {
  await service.stop();
});

describe('referral service', () => {
  it('when it has started, then it answers its health check', async () => {
    await expect(bus.request(healthSubject('referral'), {})).resolves.toEqual({
      status: 'ok',
      service: 'referral',
    });
  });
});
