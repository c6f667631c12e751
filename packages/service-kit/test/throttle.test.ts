import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/sql';
import {
  Errors,
  SIGN_IN_EMAIL_THROTTLE,
  ThrottleCounter,
  checkSignIn,
  closePasswordWorkers,
  configurePasswordHashing,
  hashPassword,
  openServiceOrm,
  secondsBlocked,
  signInThrottleKeys,
  withFailure,
  type FailureWindow,
  type ThrottlePolicy,
} from '../src/index.ts';
import {
  TEST_DATABASE_URL,
  TEST_PASSWORD_HASH_COST,
  captureLogs,
  createTestInfra,
  type TestInfra,
} from '@referrals/service-kit/testing';

const policy: ThrottlePolicy = { maxFailures: 3, windowSeconds: 600 };
const start = new Date('2026-01-01T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

function failures(count: number): FailureWindow {
  let window: FailureWindow | null = null;
  for (let i = 0; i < count; i += 1) window = withFailure(window, policy, at(i));
  return window as FailureWindow;
}

describe('throttle counters', () => {
  it('when a key has fewer failures than the limit, then it is not blocked', () => {
    expect(secondsBlocked(null, policy, start)).toBe(0);
    expect(secondsBlocked(failures(2), policy, at(5))).toBe(0);
  });

  it('when a key reaches the limit, then it is blocked until its window ends', () => {
    const window = failures(3);
    expect(window).toEqual({ failures: 3, windowStartedAt: start });
    expect(secondsBlocked(window, policy, at(100))).toBe(500);
    expect(secondsBlocked(window, policy, at(599.2))).toBe(1);
    expect(secondsBlocked(window, policy, at(600))).toBe(0);
  });

  it('when a failure comes after the window has ended, then it opens a new window', () => {
    expect(withFailure(failures(3), policy, at(601))).toEqual({ failures: 1, windowStartedAt: at(601) });
  });

  it('when a failure comes within the window, then it counts in the same window', () => {
    expect(withFailure(failures(1), policy, at(599))).toEqual({ failures: 2, windowStartedAt: start });
  });

  it('when the client address is known, then it is counted beside the e-mail', () => {
    expect(signInThrottleKeys('a@b.c', '10.0.0.1').map(({ key }) => key)).toEqual([
      'email:a@b.c',
      'address:10.0.0.1',
    ]);
    expect(signInThrottleKeys('a@b.c', null)).toEqual([
      { key: 'email:a@b.c', policy: SIGN_IN_EMAIL_THROTTLE },
    ]);
  });

  it('when the address allowance is configured, then only the address counter takes it (the e-mail keeps 5)', () => {
    const [email, address] = signInThrottleKeys('a@b.c', '10.0.0.1', 1000);
    expect(email?.policy).toEqual(SIGN_IN_EMAIL_THROTTLE);
    expect(address?.policy).toEqual({ maxFailures: 1000, windowSeconds: 15 * 60 });
    expect(signInThrottleKeys('a@b.c', '10.0.0.1')[1]?.policy.maxFailures).toBe(20);
  });
});

// Starting a database (PGlite's initdb above all) can take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

describe(`sign-in check (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  interface Account {
    id: string;
    passwordHash: string;
    active: boolean;
  }

  const PASSWORD = 'correct horse battery';
  const now = new Date('2026-01-01T10:00:00Z');
  const events = {
    throttled: { event: 'test-login-throttled', message: 'test login refused' },
    failed: { event: 'test-login-failed', message: 'test login failed' },
  };
  const rules = {
    tooMany: (retryAfterSeconds: number) => Errors.rateLimited('Slow down.', retryAfterSeconds),
    invalid: () => Errors.authentication('Invalid credentials'),
  };
  let infra: TestInfra;
  let orm: MikroORM;
  const accounts = new Map<string, Account>();
  let emailCount = 0;

  /** A fresh e-mail (its own counters) with an account, or with none when `account` is null. */
  async function newEmail(account: Partial<Account> | null = {}): Promise<string> {
    emailCount += 1;
    const email = `person${emailCount}@example.com`;
    if (account) {
      accounts.set(email, {
        id: `account-${emailCount}`,
        passwordHash: await hashPassword(PASSWORD),
        active: true,
        ...account,
      });
    }
    return email;
  }

  function signIn(email: string, password: string, clientAddress: string | null = '10.0.0.1') {
    const logs = captureLogs('sign-in');
    const find = jest.fn(async () => accounts.get(email) ?? null);
    const usable = jest.fn((account: Account) => (account.active ? { signedIn: account.id } : null));
    const attempt = { emailNormalized: email, password, clientAddress, now, log: logs.logger, events };
    const answer = checkSignIn(orm.em.fork(), attempt, {
      ...rules,
      find,
      passwordHashOf: (account) => account.passwordHash,
      usable,
    });
    return { answer, logs, find, usable };
  }

  async function counters(): Promise<Record<string, number>> {
    const rows = await orm.em.fork().find(ThrottleCounter, {});
    return Object.fromEntries(rows.map((row) => [row.key, row.failures]));
  }

  beforeAll(async () => {
    // As the services of a test stack hash: what is tested here is the counting, not bcrypt.
    configurePasswordHashing(TEST_PASSWORD_HASH_COST);
    infra = await createTestInfra('sign-in-check');
    orm = await openServiceOrm({
      database: await infra.database(),
      schema: 'identity',
      entities: [],
      migrations: [],
      logger: infra.logger,
    });
  });
  afterAll(async () => {
    await orm.close();
    await infra.cleanup();
    await closePasswordWorkers();
  });

  it('when the password is right, then it answers what usable made of the account and clears only the e-mail counter', async () => {
    const email = await newEmail();
    await expect(signIn(email, 'wrong').answer).rejects.toThrow('Invalid credentials');
    expect(await counters()).toMatchObject({ [`email:${email}`]: 1, 'address:10.0.0.1': 1 });

    const { answer, usable } = signIn(email, PASSWORD);

    await expect(answer).resolves.toEqual({ signedIn: accounts.get(email)!.id });
    expect(usable).toHaveBeenCalledTimes(1);
    const after = await counters();
    expect(after[`email:${email}`]).toBeUndefined();
    expect(after['address:10.0.0.1']).toBe(1);
  });

  it('when no rule says what an account may do, then a right password answers the account itself', async () => {
    const email = await newEmail();
    const logs = captureLogs('sign-in');
    const attempt = {
      emailNormalized: email,
      password: PASSWORD,
      clientAddress: null,
      now,
      log: logs.logger,
      events,
    };

    const answer = checkSignIn(orm.em.fork(), attempt, {
      ...rules,
      find: async () => accounts.get(email) ?? null,
      passwordHashOf: (account) => account.passwordHash,
    });

    await expect(answer).resolves.toBe(accounts.get(email));
  });

  it('when the e-mail is unknown, the password wrong or the account unusable, then each is refused alike and counted', async () => {
    const unknown = signIn(await newEmail(null), PASSWORD, null);
    const wrong = signIn(await newEmail(), 'wrong', null);
    const inactiveEmail = await newEmail({ active: false });
    const inactive = signIn(inactiveEmail, PASSWORD, null);

    for (const { answer, logs } of [unknown, wrong, inactive]) {
      await expect(answer).rejects.toMatchObject({
        name: 'AuthenticationError',
        message: 'Invalid credentials',
      });
      expect(logs.lines()).toEqual([
        expect.objectContaining({ level: 'info', event: 'test-login-failed', msg: 'test login failed' }),
      ]);
      expect(JSON.stringify(logs.lines())).not.toContain('@example.com');
    }
    expect(wrong.usable).not.toHaveBeenCalled();
    expect(inactive.usable).toHaveBeenCalledTimes(1);
    expect((await counters())[`email:${inactiveEmail}`]).toBe(1);
  });

  it('when an e-mail has failed 5 times, then even the right password is refused before the account is loaded', async () => {
    const email = await newEmail();
    for (let i = 0; i < SIGN_IN_EMAIL_THROTTLE.maxFailures; i += 1) {
      await expect(signIn(email, `wrong ${i}`, null).answer).rejects.toThrow('Invalid credentials');
    }

    const { answer, logs, find } = signIn(email, PASSWORD, null);

    await expect(answer).rejects.toMatchObject({
      name: 'RateLimitedError',
      message: 'Slow down. Please try again in 15 minutes.',
      retryAfterSeconds: SIGN_IN_EMAIL_THROTTLE.windowSeconds,
    });
    expect(find).not.toHaveBeenCalled();
    expect(logs.lines()).toEqual([
      expect.objectContaining({ level: 'warn', event: 'test-login-throttled', msg: 'test login refused' }),
    ]);
    expect(JSON.stringify(logs.lines())).not.toContain('@example.com');
  });
});
