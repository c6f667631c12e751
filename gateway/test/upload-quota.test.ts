import { describe, expect, it } from '@jest/globals';
import { createUploadQuota } from '../src/uploads/upload-quota.ts';

const failureOf = (work: () => void): Record<string, unknown> | undefined => {
  try {
    work();
    return undefined;
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message, ...(error as object) };
  }
};

describe('the upload quota', () => {
  it('when a login reaches the limit, then the next upload is refused with when to try again', () => {
    let now = 0;
    const quota = createUploadQuota({ limit: 3, windowMs: 15 * 60_000, now: () => now });
    for (let i = 0; i < 3; i += 1) quota.take('login-a');

    now = 60_000;
    expect(failureOf(() => quota.take('login-a'))).toMatchObject({
      name: 'RateLimitedError',
      message: 'Too many uploads. Please try again in 14 minutes.',
      retryAfterSeconds: 14 * 60,
    });
  });

  it('when another login uploads, then it has a window of its own', () => {
    const quota = createUploadQuota({ limit: 1, now: () => 0 });
    quota.take('login-a');

    expect(failureOf(() => quota.take('login-b'))).toBeUndefined();
    expect(failureOf(() => quota.take('login-a'))).toMatchObject({ name: 'RateLimitedError' });
  });

  it('when the window has passed, then the login may upload again', () => {
    let now = 0;
    const quota = createUploadQuota({ limit: 1, windowMs: 1_000, now: () => now });
    quota.take('login-a');
    now = 999;
    expect(failureOf(() => quota.take('login-a'))).toMatchObject({
      message: 'Too many uploads. Please try again in 1 minute.',
      retryAfterSeconds: 1,
    });

    now = 1_000;
    expect(failureOf(() => quota.take('login-a'))).toBeUndefined();
  });
});
