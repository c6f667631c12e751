import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { healthSubject } from '@referrals/contracts';
import { startService, type Bus, type ServiceRuntime } from '@referrals/service-kit';
import { createTestInfra, type TestInfra } from '@referrals/service-kit/testing';
import { referralService } from '../../src/start.ts';

let infra: TestInfra;
let bus: Bus;
let runtime: ServiceRuntime;

beforeAll(async () => {
  infra = await createTestInfra('referral');
  bus = await infra.bus();
  const database = await infra.database();
  runtime = await startService(referralService, {
    bus,
    database,
    config: infra.config,
    logger: infra.logger,
  });
});

afterAll(async () => {
  await runtime.stop();
  await infra.cleanup();
});

describe('referral service', () => {
  it('when it has started, then it answers its health check', async () => {
    await expect(bus.request(healthSubject('referral'), {})).resolves.toEqual({
      status: 'ok',
      service: 'referral',
    });
  });
});
