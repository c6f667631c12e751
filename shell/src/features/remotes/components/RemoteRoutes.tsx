import { useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import type { RemotesManifest } from '../api/remotes-manifest.ts';
import { RemoteOutlet } from './RemoteOutlet.tsx';

/**
 * Picks the remote that owns the current location (react-router's ranking over every pattern of the
 * manifest) and renders it. The remote's own `<Routes>` is not nested in a shell `<Route>`, so it matches
 * absolute paths exactly as the manifest lists them. Paths no remote owns get `notFound`.
 */
export function RemoteRoutes({ manifest, notFound }: { manifest: RemotesManifest; notFound: ReactNode }) {
  const location = useLocation();
  const routes = useMemo<RouteObject[]>(
    () => manifest.remotes.flatMap((remote) => remote.routes.map((path) => ({ path, handle: remote.name }))),
    [manifest],
  );
  const owner = matchRoutes(routes, location)?.[0]?.route.handle as string | undefined;
  if (!owner) return notFound;
  // Keyed by remote: moving between routes of one remote keeps it mounted; another remote starts afresh.
  return <RemoteOutlet key={owner} remote={owner} />;
}
