import type { ReactNode } from 'react';
import { remoteOwning } from '@referrals/contracts';
import { useLocation } from '@referrals/ui/light-router';
import type { RemotesManifest } from '../api/remotes-manifest.ts';
import { RemoteOutlet } from './RemoteOutlet.tsx';

/**
 * Picks the remote that owns the current location (the most specific of every pattern of the manifest, ranked
 * as react-router ranks them) and renders it. The remote routes its own paths, absolute as the manifest lists
 * them. Paths no remote owns get `notFound`.
 */
export function RemoteRoutes({ manifest, notFound }: { manifest: RemotesManifest; notFound: ReactNode }) {
  const owner = remoteOwning(manifest, useLocation().pathname);
  if (!owner) return notFound;
  // Keyed by remote: moving between routes of one remote keeps it mounted; another remote starts afresh.
  return <RemoteOutlet key={owner} remote={owner} />;
}
