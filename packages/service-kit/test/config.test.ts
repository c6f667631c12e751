import { isAbsolute } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../src/index.ts';

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
      smtpUrl: null,
      mailFrom: 'Referrals <no-reply@localhost>',
      publicUrl: 'http://localhost:3000',
      adminEmail: null,
      adminPassword: null,
      logLevel: 'info',
      trustProxy: false,
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
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Shop <hi@example.com>',
      PUBLIC_URL: 'https://referrals.example.com/',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'long enough',
      LOG_LEVEL: 'DEBUG',
      TRUST_PROXY: 'true',
    });
    expect(config).toEqual({
      port: 8080,
      dataDir: '/var/lib/referrals',
      databaseUrl: 'postgresql://app:secret@db:5432/referrals',
      natsUrl: 'nats://n1:4222,nats://n2:4222',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Shop <hi@example.com>',
      publicUrl: 'https://referrals.example.com',
      adminEmail: 'boss@example.com',
      adminPassword: 'long enough',
      logLevel: 'debug',
      trustProxy: true,
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

  it('when a variable is empty, then it counts as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', NATS_URL: '  ', PORT: '' })).toMatchObject({
      databaseUrl: null,
      natsUrl: null,
      port: 3000,
    });
  });
});
