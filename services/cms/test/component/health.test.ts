import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { healthSubject } from '@referrals/contracts';
import { startService, type Bus, type ServiceRuntime } from '@referrals/service-kit';
import { createTestInfra, type TestInfra } from '@referrals/service-kit/testing';
import { cmsService } from '../../src/start.ts';

let infra: TestInfra;
let bus: Bus;
let runtime: ServiceRuntime;

beforeAll(async () => {
  infra = await createTestInfra('cms');
  bus = await infra.bus();
  const database = await infra.database();
  runtime = await startService(cmsService, { bus, database, config: infra.config, logger: infra.logger });
});

afterAll(async () => {
  await runtime.stop();
  await infra.cleanup();
});

describe('cms service', () => {
  it('when it has started, then it answers its health check', async () => {
    await expect(bus.request(healthSubject('cms'), {})).resolves.toEqual({ status: 'ok', service: 'cms' });
  });
});
