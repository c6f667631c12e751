import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  createMemoryBus,
  loadConfig,
  openDatabase,
  startService,
  type Bus,
  type Database,
  type ServiceRuntime,
} from '@referrals/service-kit';
import { TEST_PASSWORD_HASH_COST, captureLogs, failureOf } from '@referrals/service-kit/testing';
import { runAdminCreate, type AdminCreateIo } from '../../../../scripts/admin-create.ts';
import { adminService } from '../../src/start.ts';
import { adminClient } from './admin-support.ts';

/**
 * `npm run admin:create`, through the function the script runs, against an embedded PGlite under a fresh
 * DATA_DIR, as on a machine running the platform in one process.
 */

const PASSWORD = 'cli-made-password';
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'admin-create-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number;
  out: string[];
  err: string[];
  asked: number;
}

async function adminCreate(
  argv: string[],
  env: Record<string, string> = { ADMIN_PASSWORD: PASSWORD },
  typed: string | null = null,
): Promise<Run> {
  const run: Run = { code: -1, out: [], err: [], asked: 0 };
  const io: AdminCreateIo = {
    out: (line) => run.out.push(line),
    err: (line) => run.err.push(line),
    askPassword: async () => {
      run.asked += 1;
      return typed;
    },
  };
  run.code = await runAdminCreate(
    argv,
    { DATA_DIR: dataDir, PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST), ...env },
    io,
  );
  return run;
}

const args = (email: string, ...more: string[]) => [
  '--email',
  email,
  '--first-name',
  'Cli',
  '--last-name',
  'Made',
  ...more,
];

/** Starts the admin service on the same data directory and signs in there. */
async function withService<T>(work: (bus: Bus) => Promise<T>): Promise<T> {
  const database: Database = await openDatabase({ dataDir });
  const bus = createMemoryBus();
  let runtime: ServiceRuntime | null = null;
  try {
    runtime = await startService(adminService, {
      bus,
      database,
      config: loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) }),
      logger: captureLogs('admin').logger,
    });
    return await work(bus);
  } finally {
    await runtime?.stop();
    await bus.close();
    await database.close();
  }
}

describe('admin:create', () => {
  // One data directory for the runs of this test: opening an on-disk PGlite is the slow part.
  it('when run with ADMIN_PASSWORD or at the prompt, then each admin is created; a taken e-mail exits 1 and changes nothing', async () => {
    const fromEnv = await adminCreate(args('Cli.Admin@Example.com', '--role', 'super_admin'));
    const prompted = await adminCreate(args('typed@example.com'), {}, 'typed-password');
    const taken = await adminCreate(args(' CLI.ADMIN@example.com'), { ADMIN_PASSWORD: 'another-password' });

    expect(fromEnv).toMatchObject({ code: 0, err: [], asked: 0 });
    expect(fromEnv.out).toEqual([
      expect.stringMatching(/^Created super_admin Cli\.Admin@Example\.com \(id [0-9a-f-]{36}\)$/),
    ]);
    expect(prompted).toMatchObject({ code: 0, err: [], asked: 1 });
    expect(prompted.out).toEqual([expect.stringMatching(/^Created admin typed@example\.com \(id /)]);
    expect(taken).toMatchObject({
      code: 1,
      out: [],
      err: ['admin:create: An admin with this email already exists'],
    });
    for (const run of [fromEnv, prompted, taken]) {
      const printed = [...run.out, ...run.err].join('\n');
      expect(printed).not.toContain(PASSWORD);
      expect(printed).not.toContain('typed-password');
    }

    await withService(async (bus) => {
      const client = adminClient(bus);
      const superAdmin = await client.signIn('cli.admin@example.com', PASSWORD);
      expect(superAdmin.user).toMatchObject({
        email: 'Cli.Admin@Example.com',
        role: 'super_admin',
        firstName: 'Cli',
        lastName: 'Made',
      });
      expect(fromEnv.out[0]).toContain(superAdmin.user.id);
      await expect(client.signIn('typed@example.com', 'typed-password')).resolves.toMatchObject({
        user: { role: 'admin' },
      });
      expect(await failureOf(client.signIn('cli.admin@example.com', 'another-password'))).toMatchObject({
        name: 'AuthenticationError',
      });
      // A super admin exists, so the service seeded nobody else.
      expect((await client.listUsers(await client.resolve(superAdmin.token))).map((u) => u.email)).toEqual([
        'Cli.Admin@Example.com',
        'typed@example.com',
      ]);
    });
    // Four opens of an on-disk PGlite (its first one creates the cluster): slow on a busy machine.
  }, 300_000);

  it('when the input is bad, a password is on the command line or none can be had, then it exits 2 with the reason', async () => {
    const cases: Array<[Run, string]> = [
      [await adminCreate(args('not-an-email')), 'admin:create: Valid email is required'],
      [
        await adminCreate(['--email', 'a@example.com', '--last-name', 'X']),
        'admin:create: First name is required',
      ],
      [
        await adminCreate(args('a@example.com', '--role', 'owner')),
        'admin:create: Role must be admin or super_admin',
      ],
      [
        await adminCreate(args('a@example.com'), { ADMIN_PASSWORD: '123' }),
        'admin:create: Password must be at least 6 characters',
      ],
      [
        await adminCreate(args('a@example.com', '--password', 'secret-pass')),
        'admin:create: --password is not accepted',
      ],
      [
        await adminCreate(args('a@example.com', '--colour', 'red')),
        "admin:create: Unknown option '--colour'",
      ],
      [await adminCreate(args('a@example.com'), {}, null), 'admin:create: No password: set ADMIN_PASSWORD'],
    ];

    for (const [run, reason] of cases) {
      expect(run.code).toBe(2);
      expect(run.out).toEqual([]);
      expect(run.err[0]).toContain(reason);
      expect(run.err.join('\n')).not.toContain('secret-pass');
    }
  });
});
