import { resolve } from 'node:path';
import { DEFAULT_VOUCHER_VALID_DAYS, MEDIA_KINDS, isTimeZone, type MediaKind } from '@referrals/contracts';

/** Log levels accepted by `LOG_LEVEL` (pino's levels). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Operational settings of every process, read from environment variables (the README's table). */
export interface PlatformConfig {
  /** `PORT` (default 3000). */
  port: number;
  /** `DATA_DIR` (default ./data), resolved to an absolute path. */
  dataDir: string;
  /** `DATABASE_URL`; null means the embedded PGlite under `dataDir`. */
  databaseUrl: string | null;
  /** `NATS_URL` (one URL or a comma-separated list); null means the in-process bus. */
  natsUrl: string | null;
  /**
   * `NATS_NAMESPACE`: a prefix for every subject, the events stream and the Object Store buckets, so that
   * several stacks (environments, test runs) can share one NATS server without hearing each other; null: none.
   */
  natsNamespace: string | null;
  /**
   * `NATS_STREAM_REPLICAS` (default 1, at most 5): how many JetStream servers keep the events stream and the
   * uploads bucket. 3 on a three-server cluster, so that losing one server loses no acknowledged event or file.
   */
  natsStreamReplicas: number;
  /** `SMTP_URL`; null means `.eml` files under `dataDir/mail`. */
  smtpUrl: string | null;
  /** `MAIL_FROM` (default `Referrals <no-reply@localhost>`). */
  mailFrom: string;
  /**
   * `PLATFORM_CONTACT_EMAIL`: where owners write to the platform's operators (a disabled business's banner, the
   * e-mail telling them of it); default the address of `MAIL_FROM`.
   */
  platformContactEmail: string;
  /** `PUBLIC_URL`: the origin used in links and e-mails, without a trailing slash (default http://localhost:PORT). */
  publicUrl: string;
  /**
   * `PLATFORM_POSTAL_ADDRESS`: the platform operator's postal address, in the footer of the e-mails the platform
   * sends in its own name (to owners, password resets); default {@link DEFAULT_PLATFORM_POSTAL_ADDRESS}.
   */
  platformPostalAddress: string;
  /**
   * `PLATFORM_TIME_ZONE`: the IANA time zone of a business whose owner chose none (its daily summary comes at
   * 08:00 there); default {@link DEFAULT_PLATFORM_TIME_ZONE}.
   */
  platformTimeZone: string;
  /** `ADMIN_EMAIL`: seeds the first super admin together with `adminPassword`. */
  adminEmail: string | null;
  /** `ADMIN_PASSWORD` (at least 8 characters). */
  adminPassword: string | null;
  /** `LOG_LEVEL` (default info). */
  logLevel: LogLevel;
  /**
   * `OPS_PORT`: where the process serves `/metrics`, `/livez` and `/readyz` (docs/adr/0023-metrics-and-request-ids.md);
   * 0: a free port of the system's choosing (clusters side by side, as the test stacks run); null (unset): no ops server.
   */
  opsPort: number | null;
  /** `OPS_HOST`: the interface of the ops server (default 0.0.0.0: probes and Prometheus reach it from outside). */
  opsHost: string;
  /**
   * `REPLICA`: which replica of its service this process is (e.g. the pod's name), the `replica` label of its
   * metrics; null: none (one process per service).
   */
  replica: string | null;
  /** `TRUST_PROXY`: whether X-Forwarded-* headers from a reverse proxy are believed (default false). */
  trustProxy: boolean;
  /**
   * `FILE_STORE`: `disk` or `nats`; by default `nats` when the process talks NATS, else `disk`. Every process
   * that reads or deletes uploads (the gateway, the campaign service) must see the same store.
   */
  fileStore: FileStoreKind;
  /** Abuse limits: how much one address, login or business may create (docs/adr/0012-abuse-limits.md). */
  limits: AbuseLimits;
  /**
   * The largest file of each kind the CMS media library takes, in bytes: `MEDIA_MAX_MB_IMAGE`,
   * `MEDIA_MAX_MB_VIDEO`, `MEDIA_MAX_MB_DOCUMENT` (whole megabytes, 1 to {@link MEDIA_MAX_MB}; default
   * MEDIA_KINDS' sizes). The gateway holds an upload in memory while it checks and stores it.
   */
  mediaMaxBytes: Record<MediaKind, number>;
  /** `VOUCHER_VALID_DAYS`: how long a voucher is valid from its issue (default 90 days). */
  voucherValidDays: number;
  /**
   * The gateway's cache of resolved owner sessions (docs/adr/0011-gateway-session-cache.md):
   * `SESSION_CACHE_TTL_SECONDS`, `SESSION_CACHE_MAX_ENTRIES`.
   */
  sessionCache: CacheSettings;
  /**
   * The gateway's cache of the answers of `answerCached` rows (docs/adr/0015-gateway-answer-cache.md):
   * `ANSWER_CACHE_TTL_SECONDS`, `ANSWER_CACHE_MAX_ENTRIES`.
   */
  answerCache: CacheSettings;
  /**
   * `PASSWORD_HASH_COST`: bcrypt's cost factor for new password hashes (default 12, about 250 ms a hash; 4 to 16).
   * Production and the benchmarks keep the default; test stacks set 4, since what they test is not the hashing.
   */
  passwordHashCost: number;
  /** `SCHEDULER_INTERVAL_SECONDS`: how often each service process looks for due jobs (default 10 s, 1 to 3600). */
  schedulerIntervalMs: number;
  /**
   * `WORKFLOW_LEASE_SECONDS`: how long a replica's claim on a business workflow run lasts, renewed every third
   * of it (default 30 s, 3 to 3600): after a crash, another replica resumes the run at most this long later.
   */
  workflowLeaseMs: number;
  /**
   * `TEST_CLOCK` (default off): each service's scheduler reads a settable clock that `<service>.test-clock`
   * moves over the bus (and runs what is due), for end-to-end tests. Test stacks only: never in production.
   */
  testClock: boolean;
}

/**
 * The footer address of the platform's own e-mails when `PLATFORM_POSTAL_ADDRESS` is not set: a placeholder for
 * local runs and tests; a production setup sets the operator's real address.
 */
export const DEFAULT_PLATFORM_POSTAL_ADDRESS =
  'ReferralHub, 1 Example Street, London EC1A 1AA, United Kingdom';

/** The businesses' time zone when `PLATFORM_TIME_ZONE` is not set. */
export const DEFAULT_PLATFORM_TIME_ZONE = 'Europe/London';

/** bcrypt's cost factor when no variable sets it: about 250 ms a hash on the project's machines. */
export const DEFAULT_PASSWORD_HASH_COST = 12;

/** How long and how many entries a gateway cache keeps without asking the service that knows. */
export interface CacheSettings {
  /**
   * `*_TTL_SECONDS` (default 30, at most 300; 0 turns the cache off): the longest a change made elsewhere can
   * go unnoticed by a gateway that missed the event about it.
   */
  ttlMs: number;
  /** `*_MAX_ENTRIES`: past it the least recently used entry is forgotten. */
  maxEntries: number;
}

/** The session cache when no variable sets it. */
export const DEFAULT_SESSION_CACHE: CacheSettings = { ttlMs: 30_000, maxEntries: 10_000 };

/** The answer cache when no variable sets it: answers are larger than sessions, so fewer are kept. */
export const DEFAULT_ANSWER_CACHE: CacheSettings = { ttlMs: 30_000, maxEntries: 2_000 };

/**
 * What bounds sign-ups and uploads, so that nobody can fill the database or the file store without bound.
 * Counting windows are 15 minutes, the same as the login throttle's, except the referee sign-ups' (an hour).
 */
export interface AbuseLimits {
  /** `REGISTRATIONS_PER_ADDRESS`: sign-up attempts per client address and 15 minutes (default 10). */
  registrationsPerAddress: number;
  /** `UPLOADS_PER_LOGIN`: upload attempts per login and 15 minutes, per gateway process (default 60). */
  uploadsPerLogin: number;
  /** `UPLOADS_PER_ADDRESS`: upload attempts per client address and 15 minutes, per gateway process (default 200). */
  uploadsPerAddress: number;
  /** `UPLOAD_STORAGE_PER_BUSINESS_MB`: bytes one business may keep in the file store (default 100 MiB). */
  uploadStoragePerBusinessBytes: number;
  /**
   * `UNUSED_UPLOAD_GRACE_HOURS`: how long an uploaded file no campaign uses is kept, so a wizard left open
   * can still be launched (default 24 hours); after that it is deleted.
   */
  unusedUploadGraceMs: number;
  /**
   * `REFEREE_SIGNUPS_PER_CODE`: referee sign-ups one referral code may bring per hour (default 10); past it the
   * referral page answers 429, since no honest referrer's friends sign up faster (services/referral/README.md).
   */
  refereeSignupsPerCode: number;
  /** `REFEREE_SIGNUPS_PER_ADDRESS`: referee sign-ups from one client address per hour, any code (default 20). */
  refereeSignupsPerAddress: number;
  /**
   * `PASSWORD_RESETS_PER_ADDRESS`: forgotten-password links asked from one client address per hour, any e-mail
   * (default 20); past it the same answer is given and no mail is sent.
   */
  passwordResetsPerAddress: number;
  /**
   * `SIGN_IN_FAILURES_PER_ADDRESS`: failed password checks (sign-ins of owners, referrers and admins) from one
   * client address in 15 minutes before its sign-ins are refused for the rest of the window (default 20).
   */
  signInFailuresPerAddress: number;
}

/** The limits when no variable sets them. */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  registrationsPerAddress: 10,
  uploadsPerLogin: 60,
  uploadsPerAddress: 200,
  uploadStoragePerBusinessBytes: 100 * 1024 * 1024,
  unusedUploadGraceMs: 24 * 60 * 60 * 1000,
  refereeSignupsPerCode: 10,
  refereeSignupsPerAddress: 20,
  passwordResetsPerAddress: 20,
  signInFailuresPerAddress: 20,
};

/** Where uploaded files are kept: a folder (`DATA_DIR/uploads`) or the NATS Object Store. */
export const FILE_STORE_KINDS = ['disk', 'nats'] as const;
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

/** Settings a process may insist on, e.g. a standalone service needs both. */
export type RequirableSetting = 'databaseUrl' | 'natsUrl';

export interface LoadConfigOptions {
  require?: RequirableSetting[];
}

/** Thrown by {@link loadConfig}; `problems` lists every missing or invalid variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const ENV_NAME: Record<RequirableSetting, string> = { databaseUrl: 'DATABASE_URL', natsUrl: 'NATS_URL' };

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the configuration. Every problem is collected before throwing so that an operator
 * fixes all of them in one go instead of discovering them one restart at a time.
 */
export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): PlatformConfig {
  const problems: string[] = [];
  // Empty values count as unset: `FOO=` in an env file means "not configured", not "configured as empty".
  const read = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };

  const port = parsePort(read('PORT'), problems);
  const dataDir = resolve(read('DATA_DIR') ?? './data');
  const databaseUrl = checkUrl('DATABASE_URL', read('DATABASE_URL'), ['postgres:', 'postgresql:'], problems);
  const natsUrl = checkNatsUrl(read('NATS_URL'), problems);
  const natsNamespace = read('NATS_NAMESPACE');
  if (natsNamespace !== null && !/^[A-Za-z0-9_-]{1,64}$/.test(natsNamespace))
    problems.push('NATS_NAMESPACE must be 1 to 64 letters, digits, "_" or "-"');
  const natsStreamReplicas = parseWholeNumber(
    'NATS_STREAM_REPLICAS',
    read('NATS_STREAM_REPLICAS'),
    { min: 1, max: 5 },
    1,
    problems,
  );
  const smtpUrl = checkUrl('SMTP_URL', read('SMTP_URL'), ['smtp:', 'smtps:'], problems);
  const mailFrom = read('MAIL_FROM') ?? 'Referrals <no-reply@localhost>';
  const platformContactEmail = read('PLATFORM_CONTACT_EMAIL') ?? senderAddress(mailFrom);
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(platformContactEmail))
    problems.push('PLATFORM_CONTACT_EMAIL must be an e-mail address, such as support@example.com');
  const publicUrlRaw = checkUrl('PUBLIC_URL', read('PUBLIC_URL'), ['http:', 'https:'], problems);
  const publicUrl = (publicUrlRaw ?? `http://localhost:${port ?? 3000}`).replace(/\/+$/, '');
  const platformPostalAddress = (read('PLATFORM_POSTAL_ADDRESS') ?? DEFAULT_PLATFORM_POSTAL_ADDRESS).replace(
    /\s+/g,
    ' ',
  );
  const platformTimeZone = read('PLATFORM_TIME_ZONE') ?? DEFAULT_PLATFORM_TIME_ZONE;
  if (!isTimeZone(platformTimeZone))
    problems.push('PLATFORM_TIME_ZONE must be an IANA time zone name, such as Europe/London');
  const logLevel = parseLogLevel(read('LOG_LEVEL'), problems);
  const opsPortRaw = read('OPS_PORT');
  const opsPort =
    opsPortRaw === null
      ? null
      : parseWholeNumber('OPS_PORT', opsPortRaw, { min: 0, max: 65535 }, 0, problems);
  const opsHost = read('OPS_HOST') ?? '0.0.0.0';
  if (!/^[A-Za-z0-9.:-]{1,253}$/.test(opsHost))
    problems.push('OPS_HOST must be a host name or an IP address, such as 0.0.0.0 or 127.0.0.1');
  if (opsPort !== null && opsPort !== 0 && opsPort === port) problems.push('OPS_PORT must differ from PORT');
  const replica = read('REPLICA');
  if (replica !== null && !/^[A-Za-z0-9._#-]{1,64}$/.test(replica))
    problems.push('REPLICA must be 1 to 64 letters, digits, ".", "_", "#" or "-"');
  const trustProxy = parseBoolean('TRUST_PROXY', read('TRUST_PROXY'), problems);
  const fileStore = parseFileStoreKind(read('FILE_STORE'), natsUrl ?? read('NATS_URL'), problems);
  const count = (name: string, fallback: number) => parseCount(name, read(name), fallback, problems);
  const cacheSettings = (prefix: string, fallback: CacheSettings): CacheSettings => ({
    ttlMs: parseTtlMs(`${prefix}_TTL_SECONDS`, read(`${prefix}_TTL_SECONDS`), fallback.ttlMs, problems),
    maxEntries: count(`${prefix}_MAX_ENTRIES`, fallback.maxEntries),
  });
  const sessionCache = cacheSettings('SESSION_CACHE', DEFAULT_SESSION_CACHE);
  const answerCache = cacheSettings('ANSWER_CACHE', DEFAULT_ANSWER_CACHE);
  const limits: AbuseLimits = {
    registrationsPerAddress: count('REGISTRATIONS_PER_ADDRESS', DEFAULT_ABUSE_LIMITS.registrationsPerAddress),
    uploadsPerLogin: count('UPLOADS_PER_LOGIN', DEFAULT_ABUSE_LIMITS.uploadsPerLogin),
    uploadsPerAddress: count('UPLOADS_PER_ADDRESS', DEFAULT_ABUSE_LIMITS.uploadsPerAddress),
    uploadStoragePerBusinessBytes:
      count('UPLOAD_STORAGE_PER_BUSINESS_MB', DEFAULT_ABUSE_LIMITS.uploadStoragePerBusinessBytes / MIB) * MIB,
    unusedUploadGraceMs:
      count('UNUSED_UPLOAD_GRACE_HOURS', DEFAULT_ABUSE_LIMITS.unusedUploadGraceMs / HOUR_MS) * HOUR_MS,
    refereeSignupsPerCode: count('REFEREE_SIGNUPS_PER_CODE', DEFAULT_ABUSE_LIMITS.refereeSignupsPerCode),
    refereeSignupsPerAddress: count(
      'REFEREE_SIGNUPS_PER_ADDRESS',
      DEFAULT_ABUSE_LIMITS.refereeSignupsPerAddress,
    ),
    passwordResetsPerAddress: count(
      'PASSWORD_RESETS_PER_ADDRESS',
      DEFAULT_ABUSE_LIMITS.passwordResetsPerAddress,
    ),
    signInFailuresPerAddress: count(
      'SIGN_IN_FAILURES_PER_ADDRESS',
      DEFAULT_ABUSE_LIMITS.signInFailuresPerAddress,
    ),
  };
  const mediaMaxMegabytes = (kind: MediaKind) => {
    const name = `MEDIA_MAX_MB_${kind.toUpperCase()}`;
    const fallback = MEDIA_KINDS[kind].maxBytes / MIB;
    return parseWholeNumber(name, read(name), { min: 1, max: MEDIA_MAX_MB }, fallback, problems) * MIB;
  };
  const mediaMaxBytes: Record<MediaKind, number> = {
    image: mediaMaxMegabytes('image'),
    video: mediaMaxMegabytes('video'),
    document: mediaMaxMegabytes('document'),
  };
  const voucherValidDays = count('VOUCHER_VALID_DAYS', DEFAULT_VOUCHER_VALID_DAYS);
  const passwordHashCost = parsePasswordHashCost(read('PASSWORD_HASH_COST'), problems);
  const schedulerIntervalSeconds = parseWholeNumber(
    'SCHEDULER_INTERVAL_SECONDS',
    read('SCHEDULER_INTERVAL_SECONDS'),
    { min: 1, max: 3600 },
    DEFAULT_SCHEDULER_INTERVAL_MS / 1000,
    problems,
  );
  const workflowLeaseSeconds = parseWholeNumber(
    'WORKFLOW_LEASE_SECONDS',
    read('WORKFLOW_LEASE_SECONDS'),
    { min: 3, max: 3600 },
    DEFAULT_WORKFLOW_LEASE_MS / 1000,
    problems,
  );
  const testClock = parseBoolean('TEST_CLOCK', read('TEST_CLOCK'), problems);

  // Passwords are not trimmed: leading or trailing spaces may be intended.
  const adminEmail = read('ADMIN_EMAIL');
  const adminPassword = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : null;
  if (adminEmail && !adminPassword) problems.push('ADMIN_PASSWORD is required when ADMIN_EMAIL is set');
  if (adminPassword && !adminEmail) problems.push('ADMIN_EMAIL is required when ADMIN_PASSWORD is set');
  if (adminEmail && !/^[^\s@]+@[^\s@]+$/.test(adminEmail))
    problems.push('ADMIN_EMAIL must be an e-mail address');
  if (adminPassword && adminPassword.length < 8)
    problems.push('ADMIN_PASSWORD must be at least 8 characters');

  const values = { databaseUrl, natsUrl };
  for (const setting of options.require ?? []) {
    if (values[setting] === null && read(ENV_NAME[setting]) === null)
      problems.push(`${ENV_NAME[setting]} is required`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: port ?? 3000,
    dataDir,
    databaseUrl,
    natsUrl,
    natsNamespace,
    natsStreamReplicas,
    smtpUrl,
    mailFrom,
    platformContactEmail,
    publicUrl,
    platformPostalAddress,
    platformTimeZone,
    adminEmail,
    adminPassword,
    logLevel,
    opsPort,
    opsHost,
    replica,
    trustProxy,
    fileStore,
    limits,
    mediaMaxBytes,
    voucherValidDays,
    sessionCache,
    answerCache,
    passwordHashCost,
    schedulerIntervalMs: schedulerIntervalSeconds * 1000,
    workflowLeaseMs: workflowLeaseSeconds * 1000,
    testClock,
  };
}

/** Largest `MEDIA_MAX_MB_*`: the gateway holds an upload in memory while it checks and stores it. */
export const MEDIA_MAX_MB = 1024;

/** The scheduler's poll when no variable sets it. */
export const DEFAULT_SCHEDULER_INTERVAL_MS = 10_000;

/** A replica's claim on a business workflow run when no variable sets it. */
export const DEFAULT_WORKFLOW_LEASE_MS = 30_000;

/** A whole number within `bounds`, or `fallback` (unset, or reported as a problem). */
function parseWholeNumber(
  name: string,
  value: string | null,
  bounds: { min: number; max: number },
  fallback: number,
  problems: string[],
): number {
  if (value === null) return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= bounds.min && number <= bounds.max)) {
    problems.push(`${name} must be a whole number from ${bounds.min} to ${bounds.max} (got "${value}")`);
    return fallback;
  }
  return number;
}

/** bcrypt takes 4 to 31; past 16 one hash takes tens of seconds, which no sign-in can wait for. */
function parsePasswordHashCost(value: string | null, problems: string[]): number {
  return parseWholeNumber(
    'PASSWORD_HASH_COST',
    value,
    { min: 4, max: 16 },
    DEFAULT_PASSWORD_HASH_COST,
    problems,
  );
}

function parseTtlMs(name: string, value: string | null, fallback: number, problems: string[]): number {
  return parseWholeNumber(name, value, { min: 0, max: 300 }, fallback / 1000, problems) * 1000;
}

/**
 * `FILE_STORE` when set, otherwise the NATS Object Store when the process talks NATS and the disk when it does
 * not; `nats` without a NATS URL is a problem. Exported for {@link fileStoreKind}'s callers (ADR 0008).
 */
export function parseFileStoreKind(
  value: string | null,
  natsUrl: string | null,
  problems: string[],
): FileStoreKind {
  if (!value) return natsUrl ? 'nats' : 'disk';
  const kind = value.toLowerCase();
  if (!(FILE_STORE_KINDS as readonly string[]).includes(kind)) {
    problems.push(`FILE_STORE must be disk or nats (got "${value}")`);
    return 'disk';
  }
  if (kind === 'nats' && !natsUrl) problems.push('NATS_URL is required when FILE_STORE is nats');
  return kind as FileStoreKind;
}

const MIB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/** A whole number from 1 up: a limit of 0 would shut the feature, which is not what a limit is for. */
function parseCount(name: string, value: string | null, fallback: number, problems: string[]): number {
  if (value === null) return fallback;
  const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(count) || count < 1 || count > 1_000_000) {
    problems.push(`${name} must be a whole number from 1 to 1000000 (got "${value}")`);
    return fallback;
  }
  return count;
}

function parsePort(value: string | null, problems: string[]): number | null {
  if (value === null) return 3000;
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`PORT must be a number from 1 to 65535 (got "${value}")`);
    return null;
  }
  return port;
}

function checkUrl(
  name: string,
  value: string | null,
  protocols: string[],
  problems: string[],
): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The value itself is not echoed: URLs may embed credentials.
    problems.push(`${name} is not a valid URL`);
    return null;
  }
  if (!protocols.includes(url.protocol)) {
    problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return null;
  }
  return value;
}

function checkNatsUrl(value: string | null, problems: string[]): string | null {
  if (value === null) return null;
  const servers = value.split(',').map((s) => s.trim());
  const before = problems.length;
  for (const server of servers) {
    checkUrl('NATS_URL', server, ['nats:', 'tls:', 'ws:', 'wss:'], problems);
    if (problems.length > before) return null;
  }
  return servers.join(',');
}

function parseLogLevel(value: string | null, problems: string[]): LogLevel {
  if (value === null) return 'info';
  const level = value.toLowerCase();
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}")`);
  return 'info';
}

function parseBoolean(name: string, value: string | null, problems: string[]): boolean {
  if (value === null) return false;
  const normalized = value.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalized)) return true;
  if (['0', 'false', 'no', 'off'].includes(normalized)) return false;
  problems.push(`${name} must be true or false (got "${value}")`);
  return false;
}

/** The bare address of a `Name <address>` sender (or the sender itself when it is one). */
function senderAddress(sender: string): string {
  return /<([^<>]+)>\s*$/.exec(sender)?.[1]?.trim() ?? sender.trim();
}
