import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { bestRouteMatch, remoteOwning, type MfeManifest } from '@referrals/contracts';
import { paths } from '../src/config/paths.ts';

/**
 * The public site's catch-all `/{slug}` (a CMS page at its own address) in the remotes manifest: it takes the
 * one-segment addresses nothing else names, and no more.
 */
const manifest = JSON.parse(
  await readFile(new URL('../../gateway/config/mfe-manifest.json', import.meta.url), 'utf8'),
) as MfeManifest;

describe('the public site among the remotes', () => {
  it.each([
    ['/dashboard', 'mfe_owner'],
    ['/redeem', 'mfe_owner'],
    ['/campaign-wizard', 'mfe_owner'],
    ['/admin', 'mfe_admin'],
    ['/login', 'mfe_public'],
    ['/blog', 'mfe_public'],
    ['/about', 'mfe_public'],
    ['/terms', 'mfe_public'],
    ['/', 'mfe_public'],
  ])('when the shell picks the remote of %s, then it is %s', (path, remote) => {
    expect(remoteOwning(manifest, path)).toBe(remote);
  });

  it('when an address of two unknown segments is opened, then no remote owns it (the 404 page)', () => {
    expect(remoteOwning(manifest, '/no/such-page')).toBeNull();
  });

  it.each([
    ['/about', paths.sitePage],
    ['/blog', paths.blog],
    ['/login', paths.login],
    ['/blog/my-post', paths.blogPost],
    ['/cms/pages/about', paths.cmsPage],
    ['/preview/abc', paths.preview],
  ])('when the public remote routes %s, then the page of %s shows', (path, pattern) => {
    const own = manifest.remotes.find((remote) => remote.name === 'mfe_public')!.routes;
    expect(bestRouteMatch(own, path)?.pattern).toBe(pattern);
  });
});
