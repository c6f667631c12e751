import { describe, expect, it } from '@jest/globals';
import { DEFAULT_MFE_MANIFEST_PATH, loadMfeManifest, parseMfeManifest } from '../src/static/mfe-manifest.ts';

const valid = {
  remotes: [
    { name: 'mfe_public', entry: '/mfe/public/mf-manifest.json', routes: ['/', '/login', '/subscribe'] },
    {
      name: 'mfe_owner',
      entry: 'https://cdn.example/owner/mf-manifest.json',
      routes: ['/dashboard', '/campaign/:id'],
    },
  ],
};

describe('MFE manifest', () => {
  it('when the committed default is loaded, then it lists the public, owner, referrer and admin remotes', async () => {
    const manifest = await loadMfeManifest(DEFAULT_MFE_MANIFEST_PATH);
    expect(manifest.remotes.map((remote) => remote.name)).toEqual([
      'mfe_public',
      'mfe_owner',
      'mfe_referrer',
      'mfe_admin',
    ]);
    expect(manifest.remotes[0]!.routes).toEqual([
      '/',
      '/login',
      '/forgot-password',
      '/reset-password/:token',
      '/subscribe',
      '/refer/:businessSlug',
      '/refer/:businessSlug/:referralCode',
      '/verify/:token',
      '/voucher/:code',
    ]);
    expect(manifest.remotes[2]!.routes).toEqual([
      '/referrer/login',
      '/referrer/campaigns',
      '/referrer/dashboard',
      '/referrer/forgot-password',
      '/referrer/reset-password/:token',
    ]);
    expect(manifest.remotes[3]!.routes).toEqual(['/admin', '/admin/dashboard', '/admin/business/:id']);
  });

  it('when a manifest is valid, then it is returned unchanged', () => {
    expect(parseMfeManifest(valid, 'test.json')).toEqual(valid);
  });

  it.each([
    ['remotes is missing', {}, '"remotes" must be a non-empty array'],
    ['remotes is empty', { remotes: [] }, '"remotes" must be a non-empty array'],
    [
      'a name is not an identifier',
      { remotes: [{ ...valid.remotes[0], name: 'mfe-public' }] },
      'remotes[0].name',
    ],
    [
      'a name is listed twice',
      { remotes: [valid.remotes[0], { ...valid.remotes[1], name: 'mfe_public' }] },
      'listed twice',
    ],
    [
      'an entry is protocol-relative',
      { remotes: [{ ...valid.remotes[0], entry: '//evil.example/x.json' }] },
      'remotes[0].entry',
    ],
    [
      'an entry is not a URL',
      { remotes: [{ ...valid.remotes[0], entry: 'mf-manifest.json' }] },
      'remotes[0].entry',
    ],
    ['routes are empty', { remotes: [{ ...valid.remotes[0], routes: [] }] }, 'remotes[0].routes must be'],
    [
      'a route is relative',
      { remotes: [{ ...valid.remotes[0], routes: ['login'] }] },
      'remotes[0].routes[0]',
    ],
    [
      'two remotes own one route',
      { remotes: [valid.remotes[0], { ...valid.remotes[1], routes: ['/login'] }] },
      'already owned by mfe_public',
    ],
  ])('when %s, then it is refused with a message saying where', (_label, raw, expected) => {
    expect(() => parseMfeManifest(raw, 'broken.json')).toThrow(expected);
    expect(() => parseMfeManifest(raw, 'broken.json')).toThrow('Invalid MFE manifest broken.json');
  });

  it('when the file does not exist, then the error names the path and MFE_MANIFEST', async () => {
    await expect(loadMfeManifest('/nowhere/mfe-manifest.json')).rejects.toThrow(
      /\/nowhere\/mfe-manifest.json.*MFE_MANIFEST/,
    );
  });
});
