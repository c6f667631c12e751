import { registerRemotes } from '@module-federation/enhanced/runtime';
import { apiRequest } from '@referrals/ui';
import { REMOTES_MANIFEST_URL } from '../../../config/paths.ts';

/** One microfrontend as the runtime manifest describes it. */
export interface RemoteDescriptor {
  /** Module Federation name of the remote (`mfe_public`). */
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  /** react-router path patterns the remote owns (`/`, `/campaign/:id`). */
  routes: string[];
}

/** `GET /mfe-manifest.json`: which remotes exist, where they are, which routes each owns. */
export interface RemotesManifest {
  remotes: RemoteDescriptor[];
}

/** The manifest could not be fetched or does not have the expected shape. */
export class RemotesManifestError extends Error {
  override readonly name = 'RemotesManifestError';
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function isRemoteDescriptor(value: unknown): value is RemoteDescriptor {
  const remote = value as Partial<RemoteDescriptor> | null;
  return (
    typeof remote === 'object' &&
    remote !== null &&
    typeof remote.name === 'string' &&
    IDENTIFIER.test(remote.name) &&
    typeof remote.entry === 'string' &&
    remote.entry.length > 0 &&
    Array.isArray(remote.routes) &&
    remote.routes.every((route) => typeof route === 'string' && route.startsWith('/'))
  );
}

/** Checks an untrusted manifest; throws {@link RemotesManifestError} naming what is wrong. */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  const remotes = (value as Partial<RemotesManifest> | null)?.remotes;
  if (!Array.isArray(remotes)) throw new RemotesManifestError('The remotes manifest has no "remotes" list');
  const invalid = remotes.find((remote) => !isRemoteDescriptor(remote));
  if (invalid !== undefined) {
    throw new RemotesManifestError(`The remotes manifest has an invalid entry: ${JSON.stringify(invalid)}`);
  }
  return { remotes };
}

/** Fetches and checks the runtime manifest. */
export async function getRemotesManifest(): Promise<RemotesManifest> {
  return parseRemotesManifest(await apiRequest<unknown>('GET', REMOTES_MANIFEST_URL));
}

/**
 * Registers every remote of the manifest with the Module Federation runtime. Registering downloads nothing:
 * a remote's `mf-manifest.json` and code are fetched by `loadRemote`, when one of its routes is visited.
 * Registering a name twice keeps the first registration, so calling this again is harmless.
 */
export function registerManifestRemotes(manifest: RemotesManifest): void {
  registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
}
