import { describe, expect, it } from '@jest/globals';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ERROR_NAMES } from '@referrals/contracts';
import { AppError, Errors, conflictOnUniqueViolation, fromWire, isAppError, toWire } from '../src/index.ts';

describe('errors', () => {
  it('when every factory is used, then each error carries its contract name and survives the wire', () => {
    const errors = [
      Errors.input('Bad input', { email: 'Valid email is required' }),
      Errors.authentication(),
      Errors.notAllowed(),
      Errors.notFound(),
      Errors.conflict('Taken'),
      Errors.unprocessable('Key reused'),
      Errors.rateLimited('Slow down.', 30),
      Errors.unavailable(),
      Errors.timeout(),
    ];
    expect(errors.map((e) => e.name)).toEqual([...ERROR_NAMES]);
    for (const error of errors) {
      const copy = fromWire(JSON.parse(JSON.stringify(toWire(error))));
      expect(copy).toBeInstanceOf(AppError);
      expect(toWire(copy)).toEqual(toWire(error));
    }
    expect(toWire(errors[0])).toEqual({
      name: 'InputError',
      message: 'Bad input',
      fields: { email: 'Valid email is required' },
    });
    expect(toWire(errors[6])).toEqual({
      name: 'RateLimitedError',
      message: 'Slow down. Please try again in 1 minute.',
      retryAfterSeconds: 30,
    });
  });

  it('when a ConflictError names where a media file is used, then the usages survive the wire', () => {
    const usages = [{ kind: 'post' as const, id: '6f1c0d2e-8a47-4d1b-9a55-0c6a7e9d3b21', title: 'Launch' }];
    const error = new AppError('ConflictError', 'Used by post “Launch”', { usages });
    const copy = fromWire(JSON.parse(JSON.stringify(toWire(error))));
    expect(copy.usages).toEqual(usages);
    expect(toWire(copy)).toEqual({ name: 'ConflictError', message: 'Used by post “Launch”', usages });
  });

  it('when an unexpected error is sent, then only a bare InternalError goes on the wire', () => {
    const leaky = new Error('password authentication failed for user "postgres" at 10.0.0.7');
    expect(toWire(leaky)).toEqual({ name: 'InternalError', message: 'Internal error' });
    expect(toWire('a string')).toEqual({ name: 'InternalError', message: 'Internal error' });
    expect(toWire(null)).toEqual({ name: 'InternalError', message: 'Internal error' });
  });

  it('when a wire error has an unknown name, then it comes back as InternalError which is not an app error', () => {
    const error = fromWire({ name: 'WeirdError', message: 'details' });
    expect(error.name).toBe('InternalError');
    expect(error.message).toBe('Internal error');
    expect(isAppError(error)).toBe(false);
  });

  it('when an error is matched, then its name decides, not its class', () => {
    const foreign = Object.assign(new Error('Nope'), { name: 'NotFoundError' });
    expect(isAppError(foreign)).toBe(true);
    expect(isAppError(foreign, 'NotFoundError')).toBe(true);
    expect(isAppError(foreign, 'ConflictError')).toBe(false);
    expect(isAppError({ name: 'NotFoundError', message: 'plain object' })).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError(undefined)).toBe(false);
  });

  it('when the work hits a unique constraint, then it becomes a ConflictError with the given message', async () => {
    const violation = new UniqueConstraintViolationException(
      Object.assign(new Error('duplicate key'), { code: '23505' }),
    );
    const error = await conflictOnUniqueViolation(async () => {
      throw violation;
    }, 'E-mail already registered').catch((e: unknown) => e);
    expect(isAppError(error, 'ConflictError')).toBe(true);
    expect((error as Error).message).toBe('E-mail already registered');
    expect((error as Error).cause).toBe(violation);
  });

  it('when the work fails otherwise or succeeds, then the result or error passes through unchanged', async () => {
    await expect(conflictOnUniqueViolation(async () => 42)).resolves.toBe(42);
    const other = new Error('connection lost');
    await expect(conflictOnUniqueViolation(async () => Promise.reject(other))).rejects.toBe(other);
  });
});
