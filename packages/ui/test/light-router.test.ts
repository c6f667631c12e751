import { describe, expect, it } from '@jest/globals';
import { generatePath, matchBest } from '../src/light-router.tsx';

/** The public and referrer patterns of the runtime manifest, in the order it lists them. */
const PATTERNS = [
  '/',
  '/refer/:businessSlug',
  '/refer/:businessSlug/:referralCode',
  '/referrer/login',
  '/referrer/*',
  '/voucher/:code',
];

describe('matchBest (which route of a manifest or a route tree shows a path)', () => {
  it.each([
    ['/', '/', {}],
    ['/refer/bright-smile', '/refer/:businessSlug', { businessSlug: 'bright-smile' }],
    [
      '/refer/bright-smile/AB12',
      '/refer/:businessSlug/:referralCode',
      { businessSlug: 'bright-smile', referralCode: 'AB12' },
    ],
    ['/referrer/login', '/referrer/login', {}],
    ['/REFERRER/login/', '/referrer/login', {}],
    ['/referrer/dashboard', '/referrer/*', { '*': 'dashboard' }],
    ['/voucher/a%20b', '/voucher/:code', { code: 'a b' }],
  ])('when %s is visited, then %s shows with %j', (path, pattern, params) => {
    expect(matchBest(PATTERNS, path)).toEqual({ pattern, index: PATTERNS.indexOf(pattern), params });
  });

  it('when a static pattern and a catch-all both match, then the static one wins wherever it is listed', () => {
    expect(matchBest(['*', '/login'], '/login')?.pattern).toBe('/login');
    expect(matchBest(['/login', '*'], '/elsewhere')?.pattern).toBe('*');
  });

  it('when no pattern matches, then there is no match', () => {
    expect(matchBest(PATTERNS, '/no/such/page')).toBeNull();
  });
});

describe('generatePath', () => {
  it('when parameters are filled in, then each is encoded as one path segment', () => {
    expect(
      generatePath('/refer/:businessSlug/:referralCode', { businessSlug: 'a/b', referralCode: 'X 1' }),
    ).toBe('/refer/a%2Fb/X%201');
  });
});
