import { isAbsolute } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  ConfigError,
  DEFAULT_ABUSE_LIMITS,
  DEFAULT_PASSWORD_HASH_COST,
  DEFAULT_PLATFORM_POSTAL_ADDRESS,
  DEFAULT_SCHEDULER_INTERVAL_MS,
  DEFAULT_WORKFLOW_LEASE_MS,
  loadConfig,
} from '../src/index.ts';

const MIB = 1024 * 1024;

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('when nothing is set, then the all-in-one defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      natsUrl: null,
      natsNamespace: null,
      natsStreamReplicas: 1,
      smtpUrl: null,
      mailFrom: 'Referrals <no-reply@localhost>',
      platformContactEmail: 'no-reply@localhost',
      publicUrl: 'http://localhost:3000',
      platformPostalAddress: DEFAULT_PLATFORM_POSTAL_ADDRESS,
      platformTimeZone: 'Europe/London',
      adminEmail: null,
      adminPassword: null,
      logLevel: 'info',
      trustProxy: false,
      voucherValidDays: 90,
    });
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('when everything is set, then every value is read', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/referrals',
      DATABASE_URL: 'postgresql://app:secret@db:5432/referrals',
      NATS_URL: 'nats://n1:4222, nats://n2:4222',
      NATS_NAMESPACE: 'staging',
      NATS_STREAM_REPLICAS: '3',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Shop <hi@example.com>',
      PLATFORM_CONTACT_EMAIL: 'help@example.com',
      PUBLIC_URL: 'https://referrals.example.com/',
      PLATFORM_POSTAL_ADDRESS: ' ReferralHub Ltd,\n 2 Quay Street, Bristol BS1 4DJ ',
      PLATFORM_TIME_ZONE: 'America/New_York',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'long enough',
      LOG_LEVEL: 'DEBUG',
      OPS_PORT: '9464',
      OPS_HOST: '127.0.0.1',
      REPLICA: 'campaign-7d9f8-x2x4z',
      TRUST_PROXY: 'true',
      FILE_STORE: 'disk',
      REGISTRATIONS_PER_ADDRESS: '3',
      REFEREE_SIGNUPS_PER_CODE: '4',
      REFEREE_SIGNUPS_PER_ADDRESS: '5',
      VOUCHER_VALID_DAYS: '30',
      PASSWORD_HASH_COST: '13',
      SCHEDULER_INTERVAL_SECONDS: '30',
      WORKFLOW_LEASE_SECONDS: '60',
      TEST_CLOCK: '1',
      MEDIA_MAX_MB_IMAGE: '8',
      MEDIA_MAX_MB_VIDEO: '250',
      MEDIA_MAX_MB_DOCUMENT: '30',
    });
    expect(config).toEqual({
      port: 8080,
      dataDir: '/var/lib/referrals',
      databaseUrl: 'postgresql://app:secret@db:5432/referrals',
      natsUrl: 'nats://n1:4222,nats://n2:4222',
      natsNamespace: 'staging',
      natsStreamReplicas: 3,
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Shop <hi@example.com>',
      platformContactEmail: 'help@example.com',
      publicUrl: 'https://referrals.example.com',
      platformPostalAddress: 'ReferralHub Ltd, 2 Quay Street, Bristol BS1 4DJ',
      platformTimeZone: 'America/New_York',
      adminEmail: 'boss@example.com',
      adminPassword: 'long enough',
      logLevel: 'debug',
      opsPort: 9464,
      opsHost: '127.0.0.1',
      replica: 'campaign-7d9f8-x2x4z',
      trustProxy: true,
      sessionCache: { ttlMs: 30_000, maxEntries: 10_000 },
      answerCache: { ttlMs: 30_000, maxEntries: 2_000 },
      fileStore: 'disk',
      limits: {
        ...DEFAULT_ABUSE_LIMITS,
        registrationsPerAddress: 3,
        refereeSignupsPerCode: 4,
        refereeSignupsPerAddress: 5,
      },
      mediaMaxBytes: { image: 8 * MIB, video: 250 * MIB, document: 30 * MIB },
      voucherValidDays: 30,
      passwordHashCost: 13,
      schedulerIntervalMs: 30_000,
      workflowLeaseMs: 60_000,
      testClock: true,
    });
  });

  it('when PORT is set and PUBLIC_URL is not, then the public URL follows the port', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('when required variables are missing, then the error names every one of them at once', () => {
    const problems = problemsOf(() => loadConfig({}, { require: ['databaseUrl', 'natsUrl'] }));
    expect(problems).toEqual(['DATABASE_URL is required', 'NATS_URL is required']);
  });

  it('when many variables are wrong, then every one is reported in a single error without echoing URLs', () => {
    let message = '';
    const problems = problemsOf(() => {
      try {
        return loadConfig(
          {
            PORT: '70000',
            DATABASE_URL: 'not a url with secret',
            NATS_URL: 'http://nats:4222',
            SMTP_URL: 'smtp//broken',
            PUBLIC_URL: 'ftp://example.com',
            LOG_LEVEL: 'loud',
            TRUST_PROXY: 'maybe',
            ADMIN_EMAIL: 'boss@example.com',
          },
          { require: ['natsUrl'] },
        );
      } catch (error) {
        message = (error as Error).message;
        throw error;
      }
    });
    expect(problems).toEqual([
      'PORT must be a number from 1 to 65535 (got "70000")',
      'DATABASE_URL is not a valid URL',
      'NATS_URL must start with nats:// or tls:// or ws:// or wss://',
      'SMTP_URL is not a valid URL',
      'PUBLIC_URL must start with http:// or https://',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'TRUST_PROXY must be true or false (got "maybe")',
      'ADMIN_PASSWORD is required when ADMIN_EMAIL is set',
    ]);
    expect(message).toMatch(/^Invalid configuration: PORT must be/);
    expect(message).not.toContain('secret');
  });

  it('when only the admin password is set or it is short, then that is reported', () => {
    expect(problemsOf(() => loadConfig({ ADMIN_PASSWORD: 'longenough' }))).toEqual([
      'ADMIN_EMAIL is required when ADMIN_PASSWORD is set',
    ]);
    expect(problemsOf(() => loadConfig({ ADMIN_EMAIL: 'a@b.c', ADMIN_PASSWORD: 'short' }))).toEqual([
      'ADMIN_PASSWORD must be at least 8 characters',
    ]);
  });

  it('when PLATFORM_TIME_ZONE is not an IANA time zone, then it is refused', () => {
    expect(problemsOf(() => loadConfig({ PLATFORM_TIME_ZONE: 'Mars/Olympus' }))).toEqual([
      'PLATFORM_TIME_ZONE must be an IANA time zone name, such as Europe/London',
    ]);
  });

  it('when PLATFORM_CONTACT_EMAIL is not set, then it is the address of MAIL_FROM; not an address, it is refused', () => {
    expect(loadConfig({ MAIL_FROM: 'Shop <hi@example.com>' }).platformContactEmail).toBe('hi@example.com');
    expect(problemsOf(() => loadConfig({ PLATFORM_CONTACT_EMAIL: 'Support <help@example.com>' }))).toEqual([
      'PLATFORM_CONTACT_EMAIL must be an e-mail address, such as support@example.com',
    ]);
  });

  it('when NATS_STREAM_REPLICAS is not 1 to 5, then it is refused', () => {
    for (const value of ['0', '6', 'three']) {
      expect(problemsOf(() => loadConfig({ NATS_STREAM_REPLICAS: value }))).toEqual([
        `NATS_STREAM_REPLICAS must be a whole number from 1 to 5 (got "${value}")`,
      ]);
    }
  });

  it('when OPS_PORT is unset, then there is no ops server; a bad port, host or replica is refused', () => {
    expect(loadConfig({})).toMatchObject({ opsPort: null, opsHost: '0.0.0.0', replica: null });
    expect(problemsOf(() => loadConfig({ OPS_PORT: '70000', OPS_HOST: 'a b', REPLICA: 'x/y' }))).toEqual([
      'OPS_PORT must be a whole number from 0 to 65535 (got "70000")',
      'OPS_HOST must be a host name or an IP address, such as 0.0.0.0 or 127.0.0.1',
      'REPLICA must be 1 to 64 letters, digits, ".", "_", "#" or "-"',
    ]);
    expect(problemsOf(() => loadConfig({ PORT: '9464', OPS_PORT: '9464' }))).toEqual([
      'OPS_PORT must differ from PORT',
    ]);
  });

  it('when the cluster launcher names a replica and asks for a free ops port, then both are taken', () => {
    expect(loadConfig({ REPLICA: 'referral#2', OPS_PORT: '0' })).toMatchObject({
      replica: 'referral#2',
      opsPort: 0,
    });
  });

  it('when NATS_NAMESPACE is not a plain name, then it is refused', () => {
    expect(problemsOf(() => loadConfig({ NATS_NAMESPACE: 'a.b' }))).toEqual([
      'NATS_NAMESPACE must be 1 to 64 letters, digits, "_" or "-"',
    ]);
  });

  it('when a variable is empty, then it counts as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', NATS_URL: '  ', PORT: '' })).toMatchObject({
      databaseUrl: null,
      natsUrl: null,
      port: 3000,
    });
  });
});

describe('loadConfig: the gateway session and answer caches', () => {
  it('when nothing sets them, then sessions are kept 30 s, at most 10000, and answers 30 s, at most 2000', () => {
    expect(loadConfig({}).sessionCache).toEqual({ ttlMs: 30_000, maxEntries: 10_000 });
    expect(loadConfig({}).answerCache).toEqual({ ttlMs: 30_000, maxEntries: 2_000 });
  });

  it('when the answer cache is set, then its values are taken apart from the session cache', () => {
    const config = loadConfig({ ANSWER_CACHE_TTL_SECONDS: '0', ANSWER_CACHE_MAX_ENTRIES: '50' });
    expect(config.answerCache).toEqual({ ttlMs: 0, maxEntries: 50 });
    expect(config.sessionCache).toEqual({ ttlMs: 30_000, maxEntries: 10_000 });
    expect(problemsOf(() => loadConfig({ ANSWER_CACHE_TTL_SECONDS: '-1' }))).toEqual([
      'ANSWER_CACHE_TTL_SECONDS must be a whole number from 0 to 300 (got "-1")',
    ]);
  });

  it('when it is set, then the values are taken, and a TTL of 0 turns the cache off', () => {
    expect(
      loadConfig({ SESSION_CACHE_TTL_SECONDS: '5', SESSION_CACHE_MAX_ENTRIES: '200' }).sessionCache,
    ).toEqual({ ttlMs: 5_000, maxEntries: 200 });
    expect(loadConfig({ SESSION_CACHE_TTL_SECONDS: '0' }).sessionCache.ttlMs).toBe(0);
  });

  it('when a value is out of bounds, then each is reported', () => {
    expect(
      problemsOf(() => loadConfig({ SESSION_CACHE_TTL_SECONDS: '301', SESSION_CACHE_MAX_ENTRIES: '0' })),
    ).toEqual([
      'SESSION_CACHE_TTL_SECONDS must be a whole number from 0 to 300 (got "301")',
      'SESSION_CACHE_MAX_ENTRIES must be a whole number from 1 to 1000000 (got "0")',
    ]);
  });
});

describe('configuration: abuse limits', () => {
  it('when nothing sets them, then the documented defaults apply', () => {
    expect(loadConfig({}).limits).toEqual({
      registrationsPerAddress: 10,
      uploadsPerLogin: 60,
      uploadsPerAddress: 200,
      uploadStoragePerBusinessBytes: 100 * 1024 * 1024,
      unusedUploadGraceMs: 24 * 60 * 60 * 1000,
      refereeSignupsPerCode: 10,
      refereeSignupsPerAddress: 20,
      passwordResetsPerAddress: 20,
      signInFailuresPerAddress: 20,
    });
    expect(loadConfig({}).voucherValidDays).toBe(90);
  });

  it('when they are set, then each is read in its unit', () => {
    expect(
      loadConfig({
        REGISTRATIONS_PER_ADDRESS: '3',
        UPLOADS_PER_LOGIN: '4',
        UPLOADS_PER_ADDRESS: '5',
        UPLOAD_STORAGE_PER_BUSINESS_MB: '2',
        UNUSED_UPLOAD_GRACE_HOURS: '6',
        REFEREE_SIGNUPS_PER_CODE: '7',
        REFEREE_SIGNUPS_PER_ADDRESS: '8',
        PASSWORD_RESETS_PER_ADDRESS: '9',
        SIGN_IN_FAILURES_PER_ADDRESS: '10',
      }).limits,
    ).toEqual({
      registrationsPerAddress: 3,
      uploadsPerLogin: 4,
      uploadsPerAddress: 5,
      uploadStoragePerBusinessBytes: 2 * 1024 * 1024,
      unusedUploadGraceMs: 6 * 60 * 60 * 1000,
      refereeSignupsPerCode: 7,
      refereeSignupsPerAddress: 8,
      passwordResetsPerAddress: 9,
      signInFailuresPerAddress: 10,
    });
  });

  it('when a limit is zero, negative or not a number, then each is reported', () => {
    expect(
      problemsOf(() =>
        loadConfig({
          REGISTRATIONS_PER_ADDRESS: '0',
          UPLOADS_PER_LOGIN: '-1',
          UNUSED_UPLOAD_GRACE_HOURS: 'soon',
        }),
      ),
    ).toEqual([
      'REGISTRATIONS_PER_ADDRESS must be a whole number from 1 to 1000000 (got "0")',
      'UPLOADS_PER_LOGIN must be a whole number from 1 to 1000000 (got "-1")',
      'UNUSED_UPLOAD_GRACE_HOURS must be a whole number from 1 to 1000000 (got "soon")',
    ]);
  });

  it('when FILE_STORE is unknown or asks for NATS without NATS_URL, then it is reported', () => {
    expect(loadConfig({}).fileStore).toBe('disk');
    expect(loadConfig({ NATS_URL: 'nats://n1:4222' }).fileStore).toBe('nats');
    expect(problemsOf(() => loadConfig({ FILE_STORE: 'floppy' }))).toEqual([
      'FILE_STORE must be disk or nats (got "floppy")',
    ]);
    expect(problemsOf(() => loadConfig({ FILE_STORE: 'nats' }))).toEqual([
      'NATS_URL is required when FILE_STORE is nats',
    ]);
  });
});

describe('configuration: the media library’s size limits', () => {
  it('when nothing sets them, then each kind takes MEDIA_KINDS’ size', () => {
    expect(loadConfig({}).mediaMaxBytes).toEqual({ image: 10 * MIB, video: 100 * MIB, document: 20 * MIB });
  });

  it('when one is zero, too large or not a whole number of megabytes, then each is reported', () => {
    expect(
      problemsOf(() =>
        loadConfig({ MEDIA_MAX_MB_IMAGE: '0', MEDIA_MAX_MB_VIDEO: '5000', MEDIA_MAX_MB_DOCUMENT: '2.5' }),
      ),
    ).toEqual([
      'MEDIA_MAX_MB_IMAGE must be a whole number from 1 to 1024 (got "0")',
      'MEDIA_MAX_MB_VIDEO must be a whole number from 1 to 1024 (got "5000")',
      'MEDIA_MAX_MB_DOCUMENT must be a whole number from 1 to 1024 (got "2.5")',
    ]);
  });
});

describe('configuration: the password hash cost', () => {
  it('when nothing sets it, then new passwords are hashed at bcrypt cost 12', () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(12);
    expect(loadConfig({}).passwordHashCost).toBe(12);
  });

  it('when PASSWORD_HASH_COST is set, then it is taken; outside 4 to 16 or not a number, it is reported', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '4' }).passwordHashCost).toBe(4);
    expect(loadConfig({ PASSWORD_HASH_COST: '13' }).passwordHashCost).toBe(13);
    for (const value of ['3', '17', 'high', '10.5'])
      expect(problemsOf(() => loadConfig({ PASSWORD_HASH_COST: value }))).toEqual([
        `PASSWORD_HASH_COST must be a whole number from 4 to 16 (got "${value}")`,
      ]);
  });
});

describe('configuration: the scheduler', () => {
  it('when nothing sets TEST_CLOCK, then it is off: production schedulers read the system clock, which nothing outside moves', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: '' }).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: '0' }).testClock).toBe(false);
    expect(problemsOf(() => loadConfig({ TEST_CLOCK: 'sometimes' }))).toEqual([
      'TEST_CLOCK must be true or false (got "sometimes")',
    ]);
  });

  it('when nothing sets the poll, then due jobs are looked for every 10 s; SCHEDULER_INTERVAL_SECONDS takes 1 to 3600', () => {
    expect(DEFAULT_SCHEDULER_INTERVAL_MS).toBe(10_000);
    expect(loadConfig({}).schedulerIntervalMs).toBe(10_000);
    expect(loadConfig({ SCHEDULER_INTERVAL_SECONDS: '1' }).schedulerIntervalMs).toBe(1000);
    for (const value of ['0', '3601', 'often'])
      expect(problemsOf(() => loadConfig({ SCHEDULER_INTERVAL_SECONDS: value }))).toEqual([
        `SCHEDULER_INTERVAL_SECONDS must be a whole number from 1 to 3600 (got "${value}")`,
      ]);
  });

  it('when nothing sets the workflow lease, then a replica claims a run for 30 s; WORKFLOW_LEASE_SECONDS takes 3 to 3600', () => {
    expect(DEFAULT_WORKFLOW_LEASE_MS).toBe(30_000);
    expect(loadConfig({}).workflowLeaseMs).toBe(30_000);
    expect(loadConfig({ WORKFLOW_LEASE_SECONDS: '3' }).workflowLeaseMs).toBe(3000);
    for (const value of ['2', '3601', 'long'])
      expect(problemsOf(() => loadConfig({ WORKFLOW_LEASE_SECONDS: value }))).toEqual([
        `WORKFLOW_LEASE_SECONDS must be a whole number from 3 to 3600 (got "${value}")`,
      ]);
  });
});
