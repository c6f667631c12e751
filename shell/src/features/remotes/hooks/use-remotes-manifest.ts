import { useCallback, useEffect, useState } from 'react';
import { loadRemotesManifest, type RemotesManifest } from '../api/remotes-manifest.ts';

type ManifestState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; manifest: RemotesManifest };

/**
 * `/mfe-manifest.json`, loaded once with its remotes registered (the entry has usually asked already).
 *
 * Deliberately not a TanStack query: the manifest is runtime configuration, not server state, and logging in
 * or out clears the query cache (docs/product-rules.md §4), which must not unmount the remote that is on screen.
 */
export function useRemotesManifest(): ManifestState & { retry: () => void } {
  const [state, setState] = useState<ManifestState>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadRemotesManifest().then(
      (manifest) => {
        if (current) setState({ status: 'success', manifest });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'pending' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, retry };
}
