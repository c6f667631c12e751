import { registerRemotes } from '@module-federation/enhanced/runtime';
import { mfeManifestProblems, type MfeManifest } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui/light';
import { REMOTES_MANIFEST_URL } from '../../../config/paths.ts';

/** `GET /mfe-manifest.json`: which remotes exist, where they are, which routes each owns. */
export type RemotesManifest = MfeManifest;

/** The manifest could not be fetched or does not have the expected shape. */
export class RemotesManifestError extends Error {
  override readonly name = 'RemotesManifestError';
}

/** Checks an untrusted manifest with the gateway's rules; throws {@link RemotesManifestError} naming what is wrong. */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  const problems = mfeManifestProblems(value);
  if (problems.length > 0)
    throw new RemotesManifestError(`The remotes manifest is invalid: ${problems.join('; ')}`);
  return value as RemotesManifest;
}

/** Fetches and checks the runtime manifest. */
export async function getRemotesManifest(): Promise<RemotesManifest> {
  return parseRemotesManifest(await apiRequest<unknown>('GET', REMOTES_MANIFEST_URL));
}

let manifestLoad: Promise<RemotesManifest> | null = null;

/**
 * The manifest, fetched once and its remotes registered: the shell's entry asks first, before React has
 * arrived, and the app takes the same answer. A failure is forgotten, so Retry fetches again.
 */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  if (!manifestLoad) {
    const started = getRemotesManifest().then((manifest) => {
      registerManifestRemotes(manifest);
      return manifest;
    });
    started.catch(() => {
      if (manifestLoad === started) manifestLoad = null;
    });
    manifestLoad = started;
  }
  return manifestLoad;
}

/**
 * Registers every remote of the manifest with the Module Federation runtime. Registering downloads nothing:
 * a remote's `mf-manifest.json` and code are fetched by `loadRemote`, when one of its routes is visited.
 * Registering a name twice keeps the first registration, so calling this again is harmless.
 */
export function registerManifestRemotes(manifest: RemotesManifest): void {
  registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
}
