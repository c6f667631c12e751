import { resolve } from 'node:path';

/** Log levels accepted by `LOG_LEVEL` (pino's levels). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Operational settings of every process, read from environment variables (ARCHITECTURE.md §3). */
export interface PlatformConfig {
  /** `PORT` (default 3000). */
  port: number;
  /** `DATA_DIR` (default ./data), resolved to an absolute path. */
  dataDir: string;
  /** `DATABASE_URL`; null means the embedded PGlite under `dataDir`. */
  databaseUrl: string | null;
  /** `NATS_URL` (one URL or a comma-separated list); null means the in-process bus. */
  natsUrl: string | null;
  /** `SMTP_URL`; null means `.eml` files under `dataDir/mail`. */
  smtpUrl: string | null;
  /** `MAIL_FROM` (default `Referrals <no-reply@localhost>`). */
  mailFrom: string;
  /** `PUBLIC_URL`: the origin used in links and e-mails, without a trailing slash (default http://localhost:PORT). */
  publicUrl: string;
  /** `ADMIN_EMAIL`: seeds the first super admin together with `adminPassword`. */
  adminEmail: string | null;
  /** `ADMIN_PASSWORD` (at least 8 characters). */
  adminPassword: string | null;
  /** `LOG_LEVEL` (default info). */
  logLevel: LogLevel;
  /** `TRUST_PROXY`: whether X-Forwarded-* headers from a reverse proxy are believed (default false). */
  trustProxy: boolean;
}

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
  const smtpUrl = checkUrl('SMTP_URL', read('SMTP_URL'), ['smtp:', 'smtps:'], problems);
  const mailFrom = read('MAIL_FROM') ?? 'Referrals <no-reply@localhost>';
  const publicUrlRaw = checkUrl('PUBLIC_URL', read('PUBLIC_URL'), ['http:', 'https:'], problems);
  const publicUrl = (publicUrlRaw ?? `http://localhost:${port ?? 3000}`).replace(/\/+$/, '');
  const logLevel = parseLogLevel(read('LOG_LEVEL'), problems);
  const trustProxy = parseBoolean('TRUST_PROXY', read('TRUST_PROXY'), problems);

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
    smtpUrl,
    mailFrom,
    publicUrl,
    adminEmail,
    adminPassword,
    logLevel,
    trustProxy,
  };
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
