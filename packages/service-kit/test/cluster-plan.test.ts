import { describe, expect, it } from '@jest/globals';
import { ConfigError, planCluster, parseReplicas } from '../src/index.ts';

const SERVICES = ['identity', 'campaign', 'referral'];

function problemsOf(action: () => unknown): string[] {
  try {
    action();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseReplicas', () => {
  it.each([
    [undefined, { identity: 1, campaign: 1, referral: 1, gateway: 1 }],
    ['', { identity: 1, campaign: 1, referral: 1, gateway: 1 }],
    ['2', { identity: 2, campaign: 2, referral: 2, gateway: 1 }],
    ['referral:3, campaign:2', { identity: 1, campaign: 2, referral: 3, gateway: 1 }],
    ['2,referral:3', { identity: 2, campaign: 2, referral: 3, gateway: 1 }],
    ['gateway:2', { identity: 1, campaign: 1, referral: 1, gateway: 2 }],
    ['16', { identity: 16, campaign: 16, referral: 16, gateway: 1 }],
  ])('when REPLICAS is %p, then the counts are %p', (text, expected) => {
    expect(Object.fromEntries(parseReplicas(text, SERVICES, ['gateway']))).toEqual(expected);
  });

  it.each([
    ['0', ['REPLICAS count "0" must be a whole number from 1 to 16']],
    ['17', ['REPLICAS count "17" must be a whole number from 1 to 16']],
    ['referral:-1', ['REPLICAS count "-1" must be a whole number from 1 to 16']],
    ['lots', ['REPLICAS count "lots" must be a whole number from 1 to 16']],
    ['1.5', ['REPLICAS count "1.5" must be a whole number from 1 to 16']],
    ['referral:', ['REPLICAS entry "referral:" is neither a count nor name:count']],
    ['a:b:c', ['REPLICAS entry "a:b:c" is neither a count nor name:count']],
    ['billing:2', ['REPLICAS names "billing", which is none of identity, campaign, referral, gateway']],
    ['referral:2,referral:3', ['REPLICAS names "referral" twice']],
    ['2,3', ['REPLICAS has more than one bare count ("3")']],
    [
      'billing:2,referral:99',
      [
        'REPLICAS names "billing", which is none of identity, campaign, referral, gateway',
        'REPLICAS count "99" must be a whole number from 1 to 16',
      ],
    ],
  ])('when REPLICAS is %p, then it is refused naming every problem', (text, problems) => {
    expect(problemsOf(() => parseReplicas(text, SERVICES, ['gateway']))).toEqual(problems);
  });
});

describe('planCluster', () => {
  const options = { root: '/repo', services: SERVICES, gatewayPort: 3000, publicUrl: 'https://example.com' };

  it('when replicas are asked, then each process gets its label, an ops port in start order and the one public URL', () => {
    const plan = planCluster({ REPLICAS: 'referral:2,gateway:2', LOG_LEVEL: 'debug' }, options);

    expect(
      plan.processes.map(({ label, args, cwd, env }) => ({
        label,
        args,
        cwd,
        REPLICA: env.REPLICA,
        OPS_PORT: env.OPS_PORT,
        PORT: env.PORT,
        PUBLIC_URL: env.PUBLIC_URL,
        LOG_LEVEL: env.LOG_LEVEL,
      })),
    ).toEqual(
      [
        ['identity#1', 'services/identity/src/main.ts', '9464', undefined],
        ['campaign#1', 'services/campaign/src/main.ts', '9465', undefined],
        ['referral#1', 'services/referral/src/main.ts', '9466', undefined],
        ['referral#2', 'services/referral/src/main.ts', '9467', undefined],
        ['gateway#1', 'gateway/src/main.ts', '9468', '3000'],
        ['gateway#2', 'gateway/src/main.ts', '9469', '3001'],
      ].map(([label, entry, opsPort, port]) => ({
        label,
        args: [entry],
        cwd: '/repo',
        REPLICA: label,
        OPS_PORT: opsPort,
        PORT: port,
        PUBLIC_URL: 'https://example.com',
        LOG_LEVEL: 'debug',
      })),
    );
    expect(plan.gatewayUrls).toEqual(['http://localhost:3000', 'http://localhost:3001']);
    expect(plan.processes.at(-1)?.logFields).toEqual({ opsPort: 9469, url: 'http://localhost:3001' });
    expect(Object.fromEntries(plan.replicas)).toEqual({ identity: 1, campaign: 1, referral: 2, gateway: 2 });
  });

  it('when services are excluded and the ops ports moved, then those services are not started and the ports follow', () => {
    const plan = planCluster(
      { CLUSTER_EXCLUDE: 'identity, referral', CLUSTER_OPS_PORT_BASE: '20000' },
      options,
    );

    expect(plan.processes.map(({ label, env }) => [label, env.OPS_PORT])).toEqual([
      ['campaign#1', '20000'],
      ['gateway#1', '20001'],
    ]);
    expect(Object.fromEntries(plan.replicas)).toEqual({ campaign: 1, gateway: 1 });
  });

  it('when the ops port base is 0, then every process picks a free ops port of its own', () => {
    const plan = planCluster({ CLUSTER_OPS_PORT_BASE: '0', REPLICAS: 'gateway:2' }, options);

    expect(new Set(plan.processes.map(({ env }) => env.OPS_PORT))).toEqual(new Set(['0']));
    expect(plan.processes.map(({ label }) => label)).toEqual([
      'identity#1',
      'campaign#1',
      'referral#1',
      'gateway#1',
      'gateway#2',
    ]);
  });

  it('when the variables are wrong, then every problem is named at once', () => {
    expect(
      problemsOf(() =>
        planCluster(
          { REPLICAS: 'billing:2', CLUSTER_EXCLUDE: 'admin', CLUSTER_OPS_PORT_BASE: 'high' },
          options,
        ),
      ),
    ).toEqual([
      'REPLICAS names "billing", which is none of identity, campaign, referral, gateway',
      'CLUSTER_EXCLUDE names unknown services: admin',
      'CLUSTER_OPS_PORT_BASE must be a port from 0 to 65535 (got "high")',
    ]);
    expect(problemsOf(() => planCluster({ CLUSTER_OPS_PORT_BASE: '65534' }, options))).toEqual([
      'CLUSTER_OPS_PORT_BASE leaves no room for 4 ops ports below 65536',
    ]);
    expect(
      problemsOf(() => planCluster({ REPLICAS: 'gateway:3' }, { ...options, gatewayPort: 9462 })),
    ).toEqual([
      "the ops ports 9464-9469 overlap the gateway's 9462-9464: move CLUSTER_OPS_PORT_BASE or PORT",
    ]);
  });
});
