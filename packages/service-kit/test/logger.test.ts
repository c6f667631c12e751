import { describe, expect, it } from '@jest/globals';
import { REDACTED } from '../src/index.ts';
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
});
