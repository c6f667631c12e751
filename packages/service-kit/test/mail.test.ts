import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { simpleParser } from 'mailparser';
import type { ServiceName } from '@referrals/contracts';
import {
  Errors,
  InvalidMailError,
  MAIL_DIR,
  mailConsumer,
  mailRequestedType,
  recordMail,
  renderMail,
  startService,
  type Bus,
  type Database,
  type Logger,
  type PlatformConfig,
  type ServiceDefinition,
  type ServiceRuntime,
} from '../src/index.ts';
import { mailMessageId } from '../src/mail/consumer.ts';
import { duplicatingBus } from './support/fixtures.ts';
import {
  TEST_DATABASE_URL,
  TEST_NATS_URL,
  captureLogs,
  createTestInfra,
  eventually,
  failureOf,
  startTestSmtpServer,
  uniqueId,
  type ReceivedMail,
  type TestInfra,
  type TestSmtpServer,
} from '@referrals/service-kit/testing';

// Starting a database (PGlite's initdb above all) can take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const mode = `${TEST_NATS_URL ? 'NATS' : 'in-process bus'} + ${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`;

const BRAND = '#7c3aed';
const MAIL_FROM = 'Glow Salon <hello@glow.example>';
const POSTAL_ADDRESS = 'Glow Salon, 12 High Street, AB1 2CD';

interface Invitation {
  to: string;
  cause: string;
  /** Not about the account: the mail carries this one-click unsubscribe link. */
  unsubscribeUrl?: string;
  /** Fail the transaction after recording the mail. */
  rollback?: boolean;
}

/** A service whose one endpoint records an invitation e-mail in its transaction, and sends it. */
function mailingService(name: string): ServiceDefinition {
  const service = name as ServiceName;
  return {
    name: service,
    entities: [],
    migrations: [],
    endpoints: {
      [`${name}.invite`]: async (ctx) => {
        const input = ctx.data as Invitation;
        await ctx.em.transactional(async (em) => {
          const link = `https://glow.example/verify/${input.cause}`;
          const unsubscribe = input.unsubscribeUrl ? { unsubscribeUrl: input.unsubscribeUrl } : {};
          recordMail(
            em,
            service,
            {
              to: input.to,
              subject: 'Confirm your e-mail',
              cause: input.cause,
              ...unsubscribe,
              ...renderMail({
                businessName: 'Glow Salon',
                primaryColor: BRAND,
                heading: 'Confirm your e-mail',
                paragraphs: ['Thanks for signing up.'],
                action: { label: 'Confirm', url: link },
                reason: 'You get this e-mail because you signed up at Glow Salon.',
                postalAddress: POSTAL_ADDRESS,
                ...unsubscribe,
              }),
            },
            { requestId: ctx.requestId },
          );
          if (input.rollback) throw Errors.input('Rolled back on purpose');
        });
        return null;
      },
    },
    consumers: [mailConsumer(service, { redeliverDelayMs: 50 })],
  };
}

describe(`mail (${mode})`, () => {
  let infra: TestInfra;
  let database: Database;
  let bus: Bus;
  let smtp: TestSmtpServer;
  const runtimes: ServiceRuntime[] = [];
  const dirs: string[] = [];

  const start = async (
    name: string,
    options: { config?: Partial<PlatformConfig>; bus?: Bus; logger?: Logger } = {},
  ) => {
    const runtime = await startService(
      mailingService(name),
      {
        bus: options.bus ?? bus,
        database,
        config: { ...infra.config, smtpUrl: smtp.url, mailFrom: MAIL_FROM, ...options.config },
        logger: options.logger ?? infra.logger,
      },
      { outboxIntervalMs: 200 },
    );
    runtimes.push(runtime);
    return runtime;
  };
  const invite = (name: string, invitation: Invitation) => bus.request(`${name}.invite`, invitation);
  const unique = (label: string) => `${label}${uniqueId()}`.toLowerCase();
  const addressed = (to: string) => (mail: ReceivedMail) => mail.to.includes(to);
  /**
   * Every message to `to` so far, once a later message of the same service (to an address of its own) has
   * arrived: the consumer sends in order, so anything still to come for `to` would have come first.
   */
  const sentBefore = async (name: string, to: string) => {
    const sentinel = `sentinel-${uniqueId()}@customer.example`;
    await invite(name, { to: sentinel, cause: `sentinel:${sentinel}` });
    await smtp.waitForMessage(addressed(sentinel));
    return smtp.messages.filter(addressed(to));
  };

  beforeAll(async () => {
    infra = await createTestInfra('mail');
    database = await infra.database();
    bus = await infra.bus('mail-test');
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    for (const runtime of runtimes.reverse()) await runtime.stop();
    await smtp.close();
    await infra.cleanup();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('when a mail is recorded in a committed transaction, then it arrives once over SMTP with both parts, the brand and a Message-ID from its cause', async () => {
    const name = unique('mailer');
    const logs = captureLogs('smtp');
    const [host, port] = smtp.url.replace('smtp://', '').split(':');
    await start(name, {
      logger: logs.logger,
      config: { smtpUrl: `smtp://mailer:s3cret-pw@${host}:${port}` },
    });
    const to = `${name}@customer.example`;

    await invite(name, { to, cause: 'verification:1' });
    const mail = await smtp.waitForMessage(addressed(to));

    expect(mail).toMatchObject({
      to: [to],
      from: '"Glow Salon" <hello@glow.example>',
      subject: 'Confirm your e-mail',
      messageId: mailMessageId(name as ServiceName, 'verification:1', MAIL_FROM),
      authenticatedAs: 'mailer',
    });
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@glow\.example>$/);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain('Glow Salon');
    expect(mail.text).toContain('Confirm: https://glow.example/verify/verification:1');
    expect(mail.text).toContain('You get this e-mail because you signed up at Glow Salon.');
    expect(mail.text).toContain(POSTAL_ADDRESS);
    expect(mail.html).toContain(POSTAL_ADDRESS);
    expect(mail.html).toContain(`background:${BRAND};color:#ffffff`);
    // An account e-mail: nothing to unsubscribe from.
    expect(mail.rawHeaders['list-unsubscribe']).toBeUndefined();
    expect(mail.rawHeaders['list-unsubscribe-post']).toBeUndefined();
    expect(mail.text).not.toContain('Unsubscribe');
    expect(mail.html).toContain('href="https://glow.example/verify/verification:1"');

    expect(await sentBefore(name, to)).toHaveLength(1);
    const logged = JSON.stringify(logs.lines());
    expect(logged).toContain('mail sent');
    expect(logged).not.toContain('s3cret-pw');
    expect(logged).not.toContain(to);
  });

  it('when a mail has an unsubscribe link, then it carries the RFC 8058 one-click headers and the link in both parts’ footers', async () => {
    const name = unique('mailer');
    await start(name);
    const to = `${name}@customer.example`;
    const unsubscribeUrl = 'https://glow.example/api/unsubscribe/tok_123';

    await invite(name, { to, cause: 'friend-joined:1', unsubscribeUrl });
    const mail = await smtp.waitForMessage(addressed(to));

    expect(mail.rawHeaders['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(mail.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe from these emails: ${unsubscribeUrl}`);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.text.trim().endsWith(POSTAL_ADDRESS)).toBe(true);
  });

  it('when an unsubscribe link is not an absolute http(s) URL, then recording the mail fails the transaction', async () => {
    const name = unique('mailer');
    const logs = captureLogs('bad-unsubscribe');
    await start(name, { logger: logs.logger });

    const failure = await failureOf(
      invite(name, { to: `${name}@customer.example`, cause: 'x', unsubscribeUrl: 'javascript:alert(1)' }),
    );

    expect(failure.name).toBe('InternalError');
  });

  it('when the transaction that recorded a mail rolls back, then nothing is sent', async () => {
    const name = unique('mailer');
    await start(name);
    const to = `${name}@customer.example`;

    const rolledBack = await failureOf(invite(name, { to, cause: 'verification:1', rollback: true }));
    expect(rolledBack.name).toBe('InputError');

    expect(await sentBefore(name, to)).toEqual([]);
  });

  it('when the same cause is recorded twice, then one message is sent', async () => {
    const name = unique('mailer');
    await start(name);
    const to = `${name}@customer.example`;

    await invite(name, { to, cause: 'verification:1' });
    await invite(name, { to, cause: 'verification:1' });
    await invite(name, { to, cause: 'verification:2' });

    const sent = await sentBefore(name, to);
    expect(sent.map((mail) => mail.text.match(/verify\/(\S+)/)?.[1])).toEqual([
      'verification:1',
      'verification:2',
    ]);
  });

  it('when the mail event is delivered twice, then one message is sent', async () => {
    const name = unique('mailer');
    await start(name, { bus: duplicatingBus(bus) });
    const to = `${name}@customer.example`;

    await invite(name, { to, cause: 'verification:1' });

    expect(await sentBefore(name, to)).toHaveLength(1);
  });

  it('when the mail server refuses for a while, then the message is retried until it arrives', async () => {
    const name = unique('mailer');
    await start(name);
    const to = `${name}@customer.example`;
    const refusedBefore = smtp.refused;
    smtp.failNext(2);

    await invite(name, { to, cause: 'verification:1' });

    await smtp.waitForMessage(addressed(to));
    expect(smtp.refused - refusedBefore).toBe(2);
    expect(await sentBefore(name, to)).toHaveLength(1);
  });

  it('when no SMTP_URL is set, then the message is written as an .eml file under DATA_DIR/mail and its link is logged', async () => {
    const name = unique('mailer');
    const dataDir = await mkdtemp(join(tmpdir(), 'mail-test-'));
    dirs.push(dataDir);
    const logs = captureLogs('eml');
    await start(name, { logger: logs.logger, config: { smtpUrl: null, dataDir } });
    const to = `${name}@customer.example`;
    const before = smtp.messages.length;

    await invite(name, { to, cause: 'verification:1' });

    const mailDir = join(dataDir, MAIL_DIR);
    let files: string[] = [];
    await eventually(
      async () => {
        files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith('.eml'));
        return files.length > 0;
      },
      10_000,
      'an .eml file',
    );
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(await readFile(join(mailDir, files[0]!)));
    expect(parsed.subject).toBe('Confirm your e-mail');
    expect(parsed.text).toContain('https://glow.example/verify/verification:1');
    expect(parsed.html).toContain(`background:${BRAND}`);
    expect(parsed.messageId).toBe(mailMessageId(name as ServiceName, 'verification:1', MAIL_FROM));

    const line = logs.lines().find((entry) => entry.msg === 'mail written to a file (no SMTP_URL set)');
    expect(line).toMatchObject({
      subject: 'Confirm your e-mail',
      links: ['https://glow.example/verify/verification:1'],
      file: join(mailDir, files[0]!),
    });
    expect(JSON.stringify(line)).not.toContain(to);
    expect(smtp.messages.length).toBe(before);
  });

  it('when a mail has no plain recipient address, then recording it fails the transaction', async () => {
    const name = unique('mailer');
    const logs = captureLogs('invalid');
    await start(name, { logger: logs.logger });

    const failure = await failureOf(invite(name, { to: 'a@b.example\r\nBcc: c@d.example', cause: 'x' }));

    expect(failure.name).toBe('InternalError');
    const logged = logs.lines().find((entry) => entry.msg === 'request failed unexpectedly');
    expect((logged?.err as { type?: string }).type).toBe('InvalidMailError');
  });

  /**
   * The mail consumer of a new service, handed one mail event the way a delivery does (in a transaction of the
   * service's database): `crash` makes the transaction fail after the handler has sent, as when the process
   * dies between the mail server's acceptance (or the file's writing) and the commit.
   */
  async function consumerOf(config: Partial<PlatformConfig>) {
    const service = unique('mailer') as ServiceName;
    const runtime = await start(service, { config });
    const consumer = mailConsumer(service);
    return {
      service,
      deliver: async (cause: string, to: string, crash = false) => {
        const event = {
          id: randomUUID(),
          type: mailRequestedType(service),
          occurredAt: new Date().toISOString(),
          data: {
            to,
            subject: 'Confirm your e-mail',
            html: `<p>${cause}</p>`,
            text: `Cause ${cause}`,
            cause,
          },
        };
        const attempt = runtime.orm.em.fork().transactional(async (em) => {
          await consumer.handle(event, {
            em,
            log: infra.logger,
            bus: runtime.bus,
            config: runtime.config,
            clock: runtime.clock,
            afterCommit: () => undefined,
          });
          if (crash) throw new Error('the process died before the commit');
        });
        await (crash ? expect(attempt).rejects.toThrow('died') : attempt);
      },
    };
  }

  it('when the embedded mailbox is written and the process dies before the commit, then the redelivery rewrites the same file: one file per cause, named by it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mail-crash-'));
    dirs.push(dataDir);
    const { service, deliver } = await consumerOf({ smtpUrl: null, dataDir });
    const to = 'friend@customer.example';

    await deliver('verification:1', to, true);
    await deliver('verification:1', to);
    await deliver('verification:1', to);
    await deliver('verification:2', to);

    const files = (await readdir(join(dataDir, MAIL_DIR))).sort();
    const named = (cause: string) =>
      `${mailMessageId(service, cause, MAIL_FROM).replace(/^<|@.*$/g, '')}.eml`;
    expect(files).toEqual([named('verification:1'), named('verification:2')].sort());
    const first = await simpleParser(await readFile(join(dataDir, MAIL_DIR, named('verification:1'))));
    expect(first.messageId).toBe(mailMessageId(service, 'verification:1', MAIL_FROM));
    expect(first.text?.trim()).toBe('Cause verification:1');
  });

  it('when a message was accepted over SMTP and the process dies before the commit, then it is sent again with the same Message-ID, and never a third time', async () => {
    const { service, deliver } = await consumerOf({ smtpUrl: smtp.url });
    const to = `${service}@customer.example`;

    await deliver('verification:1', to, true);
    await deliver('verification:1', to);
    await deliver('verification:1', to);

    const sent = smtp.messages.filter((mail) => mail.to.includes(to));
    expect(sent.map((mail) => mail.messageId)).toEqual([
      mailMessageId(service, 'verification:1', MAIL_FROM),
      mailMessageId(service, 'verification:1', MAIL_FROM),
    ]);
  });

  it('when Message-IDs are made, then each names its service and cause by a digest at the sender’s domain: the same cause the same id, another cause or service another', () => {
    const id = mailMessageId('referral', 'referee-verification:42', MAIL_FROM);
    expect(id).toMatch(/^<[0-9a-f]{32}@glow\.example>$/);
    expect(mailMessageId('referral', 'referee-verification:42', 'hello@glow.example')).toBe(id);
    expect(mailMessageId('referral', 'referee-verification:43', MAIL_FROM)).not.toBe(id);
    expect(mailMessageId('identity', 'referee-verification:42', MAIL_FROM)).not.toBe(id);
    expect(mailMessageId('referral', 'x', 'no address')).toMatch(/@localhost>$/);
  });
});

describe('renderMail', () => {
  const hostile = '<script>alert("x")</script> & \'quoted\'';
  const layout = {
    businessName: hostile,
    primaryColor: '#ffeb3b',
    heading: hostile,
    paragraphs: [hostile, `line one\n${hostile}`],
    action: { label: hostile, url: 'https://glow.example/verify/abc?next="><script>' },
    details: [{ label: hostile, value: hostile }],
    reason: hostile,
    postalAddress: hostile,
  };

  it('when any input holds markup, then the HTML part shows it as text and the text part keeps it as written', () => {
    const { html, text } = renderMail(layout);

    expect(html).not.toContain('<script');
    // Business name, title, heading, two paragraphs, detail label and value, action label, reason, address.
    expect(
      html.split('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;'),
    ).toHaveLength(1 + 10);
    expect(html).toContain('href="https://glow.example/verify/abc?next=%22%3E%3Cscript%3E"');
    expect(html).toContain('line one<br>&lt;script&gt;');
    expect(text).toContain(hostile);
    expect(text).toContain(`${hostile}: ${hostile}`);
  });

  it('when the brand colour is light, then the text on it is near-black; when dark, white; when not a colour, the default', () => {
    expect(renderMail(layout).html).toContain('background:#ffeb3b;color:#111111');
    expect(renderMail({ ...layout, primaryColor: '#1d4ed8' }).html).toContain(
      'background:#1d4ed8;color:#ffffff',
    );
    expect(renderMail({ ...layout, primaryColor: 'red;x:url(evil)' }).html).toContain(
      'background:#2563eb;color:#ffffff',
    );
  });

  it('when the action link is not an absolute http(s) URL, then rendering refuses it', () => {
    for (const url of ['javascript:alert(1)', '/verify/abc', 'data:text/html,hi']) {
      expect(() => renderMail({ ...layout, action: { label: 'Go', url } })).toThrow(InvalidMailError);
    }
  });

  it('when the mail says where and when to come, then both parts carry its lines and link, escaped, and a bad link is refused', () => {
    const visit = {
      heading: 'Find Glow',
      lines: ['12 High Street, BS1 4DJ', 'Opening hours:', hostile],
      link: { label: 'Book a visit', url: 'https://book.example/glow' },
    };
    const { html, text } = renderMail({ ...layout, visit });
    expect(html).toContain('<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;">Find Glow</h2>');
    expect(html).toContain('12 High Street, BS1 4DJ<br>Opening hours:<br>&lt;script&gt;');
    expect(html).toContain('href="https://book.example/glow"');
    expect(text).toContain(
      `Find Glow\n12 High Street, BS1 4DJ\nOpening hours:\n${hostile}\nBook a visit: https://book.example/glow\n`,
    );
    expect(() =>
      renderMail({ ...layout, visit: { ...visit, link: { label: 'Book', url: 'javascript:alert(1)' } } }),
    ).toThrow(InvalidMailError);
  });
});
