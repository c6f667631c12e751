import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_MFE_MANIFEST_PATH, loadMfeManifest, parseMfeManifest } from '../src/static/mfe-manifest.ts';
import { MFE_NAMES } from '../src/static/static-files.ts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

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
  it("when the committed default is loaded, then it is the file as written, with a remote per app the gateway hosts at that build's entry", async () => {
    const manifest = await loadMfeManifest(DEFAULT_MFE_MANIFEST_PATH);

    expect(manifest).toEqual(JSON.parse(await readFile(DEFAULT_MFE_MANIFEST_PATH, 'utf8')));
    const remotes = manifest.remotes.map(({ name, entry }) => ({ name, entry }));
    const hosted = MFE_NAMES.map((app) => ({ name: `mfe_${app}`, entry: `/mfe/${app}/mf-manifest.json` }));
    expect(remotes.sort(byName)).toEqual(hosted.sort(byName));
    // Each app's build is the remote of that name: Module Federation loads `<name>/App` from its entry.
    for (const app of MFE_NAMES) {
      const config = await readFile(new URL(`../../mfe-${app}/rspack.config.ts`, import.meta.url), 'utf8');
      expect(config).toContain(`name: 'mfe_${app}'`);
    }
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
