import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ServiceName } from '@referrals/contracts';
import {
  recordEvent,
  startService,
  type ServiceDefinition,
  type ServiceRuntime,
} from '@referrals/service-kit';
import {
  TEST_NATS_URL,
  captureLogs,
  createTestInfra,
  eventually,
  uniqueId,
  type CapturedLogs,
  type TestInfra,
} from '@referrals/service-kit/testing';
import { NO_INPUT, type ApiRoute } from '../src/routes/index.ts';
import { startTestGateway, type TestGateway } from './support/harness.ts';

// Starting a database (PGlite's initdb above all) can take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const mode = TEST_NATS_URL ? 'NATS' : 'in-process bus';

/**
 * A service whose one endpoint does what a request's work usually does: logs through its request logger and
 * through the service's own, calls another endpoint of the service, and records an event; its consumer logs
 * and records a second event, which a second consumer logs in turn.
 */
function tracedService(name: string, serviceLog: CapturedLogs['logger']): ServiceDefinition {
  return {
    name: name as ServiceName,
    entities: [],
    migrations: [],
    endpoints: {
      [`${name}.create`]: async (ctx) => {
        ctx.log.info('creating');
        serviceLog.info('a line of the service logger, not the request one');
        await ctx.bus.request(`${name}.audit`, {});
        await ctx.em.transactional(async (em) => {
          recordEvent(em, `${name}.created`, {});
        });
        return { created: true };
      },
      [`${name}.audit`]: async (ctx) => {
        ctx.log.info('audited');
        return {};
      },
    },
    consumers: [
      {
        durable: `${name}-first`,
        filter: `events.${name}.created`,
        handle: async (_event, ctx) => {
          ctx.log.info('consumed by the first consumer');
          recordEvent(ctx.em, `${name}.followed`, {});
        },
      },
      {
        durable: `${name}-second`,
        filter: `events.${name}.followed`,
        handle: async (_event, ctx) => {
          ctx.log.info('consumed by the second consumer');
        },
      },
    ],
  };
}

describe(`request ids in every log line (${mode})`, () => {
  let infra: TestInfra;
  let stack: TestGateway;
  let runtime: ServiceRuntime;
  const gatewayLogs = captureLogs('gateway');
  const serviceLogs = captureLogs('traced');

  beforeAll(async () => {
    infra = await createTestInfra('request-ids');
    const bus = await infra.bus('request-ids');
    const name = `traced${uniqueId()}`;
    runtime = await startService(tracedService(name, serviceLogs.logger), {
      bus,
      database: await infra.database(),
      config: infra.config,
      logger: serviceLogs.logger,
    });
    const route: ApiRoute = {
      method: 'POST',
      path: '/api/traced',
      subject: `${name}.create`,
      schema: NO_INPUT,
      access: 'public',
    };
    stack = await startTestGateway({ bus, logger: gatewayLogs.logger, routes: [route] });
  });

  afterAll(async () => {
    await stack.close();
    await runtime.stop();
    await infra.cleanup();
  });

  it.each([
    [
      'the caller names one',
      'trace-from-proxy.42',
      (answered: string | null) => answered === 'trace-from-proxy.42',
    ],
    ['the gateway makes one', undefined, (answered: string | null) => /^[0-9a-f-]{36}$/.test(answered ?? '')],
  ])(
    'when %s, then it is answered and in every line of the gateway and the service about the request',
    async (_, sent, expected) => {
      const before = { gateway: gatewayLogs.lines().length, service: serviceLogs.lines().length };
      const response = await fetch(`${stack.url}/api/traced`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(sent && { 'x-request-id': sent }) },
        body: '{}',
      });
      expect(response.status).toBe(200);
      const requestId = response.headers.get('x-request-id');
      expect(expected(requestId)).toBe(true);

      const serviceMessages = [
        'creating',
        'a line of the service logger, not the request one',
        'audited',
        'consumed by the first consumer',
        'consumed by the second consumer',
      ];
      await eventually(
        () =>
          serviceLogs
            .lines()
            .slice(before.service)
            .filter((line) => line.msg === 'consumed by the second consumer').length === 1,
      );
      await eventually(() =>
        gatewayLogs
          .lines()
          .slice(before.gateway)
          .some((line) => line.msg === 'request'),
      );

      const serviceLines = serviceLogs
        .lines()
        .slice(before.service)
        .filter((line) => serviceMessages.includes(String(line.msg)));
      expect(serviceLines.map((line) => line.msg).sort()).toEqual([...serviceMessages].sort());
      // Every line the service wrote for this request, the kit's own included (e.g. "event handled").
      expect(
        serviceLogs
          .lines()
          .slice(before.service)
          .every((line) => line.requestId === requestId),
      ).toBe(true);
      const gatewayLines = gatewayLogs.lines().slice(before.gateway);
      expect(gatewayLines).toEqual([
        expect.objectContaining({ msg: 'request', path: '/api/traced', requestId }),
      ]);
    },
  );
});
