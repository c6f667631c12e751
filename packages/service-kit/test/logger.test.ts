import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { REDACTED, createLogger, withRequestId } from '../src/index.ts';
import { captureLogs } from '@referrals/service-kit/testing';

describe('logger', () => {
  it('when secrets appear anywhere in a logged object, then they are redacted and the rest is kept', () => {
    const { logger, lines } = captureLogs('redaction');
    logger.info(
      {
        user: { email: 'a@example.com', password: 'hunter2' },
        headers: { authorization: 'Bearer abc', Cookie: 'sid=123', 'x-request-id': 'req-1' },
        body: { items: [{ token: 't-1', sessionToken: 't-2', name: 'ok' }] },
        adminPassword: 'x',
      },
      'request received',
    );
    const line = lines()[0]!;
    expect(line).toMatchObject({
      msg: 'request received',
      level: 'info',
      name: 'redaction',
      user: { email: 'a@example.com', password: REDACTED },
      headers: { authorization: REDACTED, Cookie: REDACTED, 'x-request-id': 'req-1' },
      body: { items: [{ token: REDACTED, sessionToken: REDACTED, name: 'ok' }] },
      adminPassword: REDACTED,
    });
    expect(JSON.stringify(line)).not.toMatch(/hunter2|Bearer abc|sid=123|t-1|t-2/);
  });

  it('when a child logger is bound to secrets, then its bindings are redacted too', () => {
    const { logger, lines } = captureLogs('bindings');
    logger.child({ token: 'secret-token', requestId: 'r-9' }).warn('hello');
    expect(lines()[0]).toMatchObject({ token: REDACTED, requestId: 'r-9', msg: 'hello' });
  });

  it('when an error is logged, then its message and stack are kept', () => {
    const { logger, lines } = captureLogs('errors');
    logger.error({ err: new Error('boom') }, 'failed');
    const err = lines()[0]!.err as { message: string; stack: string; type: string };
    expect(err.type).toBe('Error');
    expect(err.message).toBe('boom');
    expect(err.stack).toContain('logger.test.ts');
  });

  it('when a line is written during a request, then it carries the request id once, whichever logger writes it', async () => {
    const raw: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, callback) {
        raw.push(...String(chunk).split('\n').filter(Boolean));
        callback();
      },
    });
    const logger = createLogger({ name: 'scoped', destination });
    logger.info('outside');
    await withRequestId('req-scope-1', async () => {
      await Promise.resolve();
      logger.info('plain logger');
      logger.child({ requestId: 'req-scope-1', component: 'x' }).child({ more: 1 }).info('bound child');
      logger.info({ requestId: 'req-named' }, 'named by the line');
    });
    const lines = raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['outside', undefined],
      ['plain logger', 'req-scope-1'],
      ['bound child', 'req-scope-1'],
      ['named by the line', 'req-named'],
    ]);
    expect(raw.map((line) => line.split('"requestId"').length - 1)).toEqual([0, 1, 1, 1]);
  });
});
