import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  loadConfig,
  startService,
  verifyPassword,
  type Bus,
  type Database,
  type ServiceRuntime,
} from '@referrals/service-kit';
import {
  TEST_PASSWORD_HASH_COST,
  captureLogs,
  createTestInfra,
  type CapturedLogs,
  type TestInfra,
} from '@referrals/service-kit/testing';
import { AdminUser } from '../../src/entities/admin-user.ts';
import { adminService } from '../../src/start.ts';

let infra: TestInfra;
let bus: Bus;
let database: Database;
let logs: CapturedLogs;
let dataDir: string;
const running: ServiceRuntime[] = [];

beforeEach(async () => {
  infra = await createTestInfra('admin');
  bus = await infra.bus();
  database = await infra.database();
  logs = captureLogs('admin');
  dataDir = await mkdtemp(join(tmpdir(), 'admin-test-'));
});

afterEach(async () => {
  for (const runtime of running.splice(0).reverse()) await runtime.stop();
  await infra.cleanup();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts a replica of the admin service on this test's database, as a process would with this environment. */
async function startAdmin(env: Record<string, string> = {}): Promise<ServiceRuntime> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    ...env,
  });
  const runtime = await startService(adminService, { bus, database, config, logger: logs.logger });
  running.push(runtime);
  return runtime;
}

// Admin sign-in is a later issue, so no endpoint can show the seeded account yet: these tests read the
// service's own table, and check the password the way sign-in will, with verifyPassword.
async function superAdmins(runtime: ServiceRuntime) {
  return runtime.orm.em.fork().find(AdminUser, { role: 'super_admin' }, { populate: ['passwordHash'] });
}

const credentialsFile = () => join(dataDir, 'initial-admin.txt');

function credentialsIn(content: string) {
  return {
    email: /^email: (.+)$/m.exec(content)?.[1],
    password: /^password: (.+)$/m.exec(content)?.[1] ?? '',
  };
}

describe('admin: the first super admin', () => {
  it('when the migrations have run, then the tables are exactly what the entities describe', async () => {
    const runtime = await startAdmin();

    const diff = await runtime.orm.schema.getUpdateSchemaSQL({ wrap: false });

    // The kit's outbox tables are the kit's business (their entities leave out database-only details).
    const ours = diff.split('\n').filter((line) => line.trim() && !/outbox_event|processed_event/.test(line));
    expect(ours).toEqual([]);
  });

  it('when ADMIN_EMAIL and ADMIN_PASSWORD are set, then that super admin is created and no file is written', async () => {
    const runtime = await startAdmin({
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'a-long-admin-password',
    });

    const [admin, ...others] = await superAdmins(runtime);
    expect(others).toHaveLength(0);
    expect(admin).toMatchObject({
      email: 'Owner@Example.com',
      emailNormalized: 'owner@example.com',
      isActive: true,
    });
    await expect(verifyPassword('a-long-admin-password', admin!.passwordHash)).resolves.toBe(true);
    await expect(stat(credentialsFile())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('when no admin credentials are configured, then a generated password goes to initial-admin.txt (0600) and only its path is logged', async () => {
    const runtime = await startAdmin();

    expect((await stat(credentialsFile())).mode & 0o777).toBe(0o600);
    const { email, password } = credentialsIn(await readFile(credentialsFile(), 'utf8'));
    expect(email).toBe('admin@localhost');
    expect(password.length).toBeGreaterThanOrEqual(20);
    const [admin] = await superAdmins(runtime);
    expect(admin?.email).toBe('admin@localhost');
    await expect(verifyPassword(password, admin!.passwordHash)).resolves.toBe(true);

    const logged = JSON.stringify(logs.lines());
    expect(logged).toContain(credentialsFile());
    expect(logged).not.toContain(password);
  });

  it('when the service starts again, then nobody is seeded a second time and the file is left alone', async () => {
    const first = await startAdmin();
    const written = await readFile(credentialsFile(), 'utf8');
    await first.stop();

    const second = await startAdmin();

    expect(await superAdmins(second)).toHaveLength(1);
    expect(await readFile(credentialsFile(), 'utf8')).toBe(written);
  });

  it('when two replicas start at once, then exactly one super admin is created and the file holds its password', async () => {
    const [one, two] = await Promise.all([startAdmin(), startAdmin()]);

    expect(await superAdmins(one)).toHaveLength(1);
    expect(await superAdmins(two)).toHaveLength(1);
    const { password } = credentialsIn(await readFile(credentialsFile(), 'utf8'));
    const [admin] = await superAdmins(one);
    await expect(verifyPassword(password, admin!.passwordHash)).resolves.toBe(true);
  });
});
