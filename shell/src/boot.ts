import { remoteOwning } from '@referrals/contracts';
import { loadRemotesManifest } from './features/remotes/api/remotes-manifest.ts';
import { loadRemoteApp } from './features/remotes/lib/load-remote-app.ts';

/**
 * Starts, as the entry runs and while React downloads, what the first page needs: the runtime manifest, then
 * the entry and `./App` of the remote owning the address. The app takes the same promises when it renders
 * (a failure shows there, with Retry), so a page waits for the longest of the two downloads, not their sum.
 * Imports no React: it runs before the shared modules are available.
 */
export function startFirstPage(): void {
  loadRemotesManifest().then(
    (manifest) => {
      const owner = remoteOwning(manifest, window.location.pathname);
      if (owner) loadRemoteApp(owner).catch(() => undefined);
    },
    () => undefined,
  );
}
