import { describe, expect, it } from '@jest/globals';
import { gatewayError, toHttpResponse } from '../src/errors.ts';

/** Errors as they arrive from the bus: plain objects carrying a name, like the kit rebuilds them. */
const named = (name: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { name }, extra);

describe('toHttpResponse', () => {
  it.each([
    ['InputError', 400],
    ['AuthenticationError', 401],
    ['NotAllowedError', 403],
    ['NotFoundError', 404],
    ['ConflictError', 409],
    ['RateLimitedError', 429],
  ])(
    'when a service fails with %s, then the status is %i and the body carries its message',
    (name, status) => {
      const response = toHttpResponse(named(name, 'Shown on screen'));
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ message: 'Shown on screen' });
    },
  );

  it('when an InputError carries field messages, then the body lists them under errors', () => {
    const response = toHttpResponse(
      named('InputError', 'Postcode is required', {
        fields: { postcode: 'Postcode is required', email: 'Valid email is required' },
      }),
    );
    expect(response).toEqual({
      status: 400,
      body: {
        message: 'Postcode is required',
        errors: { postcode: 'Postcode is required', email: 'Valid email is required' },
      },
      headers: {},
    });
  });

  it('when a ConflictError names where a media file is used, then the body lists the usages', () => {
    const usages = [
      { kind: 'page', id: '6f1c0d2e-8a47-4d1b-9a55-0c6a7e9d3b21', title: 'About' },
      { kind: 'setting', id: 'hero_background_image', title: 'hero_background_image' },
    ];
    const response = toHttpResponse(
      named('ConflictError', 'Used by page “About”, setting hero_background_image', { usages }),
    );
    expect(response).toEqual({
      status: 409,
      body: { message: 'Used by page “About”, setting hero_background_image', usages },
      headers: {},
    });
  });

  it('when a RateLimitedError says when to retry, then Retry-After carries whole seconds rounded up', () => {
    const response = toHttpResponse(
      named('RateLimitedError', 'Too many attempts', { retryAfterSeconds: 29.2 }),
    );
    expect(response.status).toBe(429);
    expect(response.headers).toEqual({ 'Retry-After': '30' });
  });

  it('when nothing serves the subject, then 503 with a fixed message naming no subject and when to try again', () => {
    const response = toHttpResponse(named('Unavailable', 'No responders for identity.login'));
    expect(response).toEqual({
      status: 503,
      body: { message: 'Service unavailable' },
      headers: { 'Retry-After': '3' },
    });
  });

  it('when the deadline passes, then 504 with a fixed message', () => {
    const response = toHttpResponse(named('Timeout', 'identity.login timed out after 10000 ms'));
    expect(response.status).toBe(504);
    expect(JSON.stringify(response.body)).not.toContain('identity');
  });

  it('when the body is malformed JSON, then 400 "Malformed JSON body" whatever the parser said', () => {
    const response = toHttpResponse(
      gatewayError('MalformedJsonError', 'Unexpected token } in JSON at position 7'),
    );
    expect(response).toEqual({ status: 400, body: { message: 'Malformed JSON body' }, headers: {} });
  });

  it('when the body is too large (raw-body names it PayloadTooLargeError), then 413', () => {
    expect(toHttpResponse(named('PayloadTooLargeError', 'request entity too large')).status).toBe(413);
  });

  it('when the body is not JSON, then 415 "Expected application/json"', () => {
    expect(toHttpResponse(gatewayError('UnsupportedMediaTypeError', 'x'))).toEqual({
      status: 415,
      body: { message: 'Expected application/json' },
      headers: {},
    });
  });

  it('when an upload is not multipart, then 415 "Expected multipart/form-data"', () => {
    expect(toHttpResponse(gatewayError('NotMultipartError', 'x'))).toEqual({
      status: 415,
      body: { message: 'Expected multipart/form-data' },
      headers: {},
    });
  });

  it.each([
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an InternalError from a service', named('InternalError', 'Internal error')],
    [
      'a database error',
      named('DriverException', 'relation "identity.login" does not exist', { fields: { sql: 'select' } }),
    ],
    ['a thrown string', 'boom'],
    ['undefined', undefined],
  ])('when %s is thrown, then a bare 500 that leaks nothing', (_label, thrown) => {
    expect(toHttpResponse(thrown)).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
      headers: {},
    });
  });

  it('when an error only resembles a contract error by class, then its name decides, not instanceof', () => {
    class InputError extends Error {}
    expect(toHttpResponse(new InputError('looks like one')).status).toBe(500);
  });

  it('when a 4xx error has no message, then a default message is given', () => {
    expect(toHttpResponse(named('NotFoundError', '')).body).toEqual({ message: 'Not found' });
  });

  it('when field messages are not strings, then they are left out', () => {
    const response = toHttpResponse(named('InputError', 'Invalid', { fields: { a: 1, b: 'B is required' } }));
    expect(response.body.errors).toEqual({ b: 'B is required' });
  });
});
