import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { FullScreenSpinner } from '@referrals/ui/light';
import { useLocation } from '@referrals/ui/light-router';
import { forgetRemoteApp, remoteApp } from '../lib/remote-app.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteUnavailableCard } from './RemoteUnavailableCard.tsx';

/**
 * Renders a remote's `./App` (which routes its own paths), loading it on first use, behind its own
 * error boundary and a spinner while its code downloads.
 */
export function RemoteOutlet({
  remote,
  unavailable = (retry) => <RemoteUnavailableCard onRetry={retry} />,
}: {
  remote: string;
  /** What shows when the remote cannot be loaded or fails: by default, a card offering to try again. */
  unavailable?: (retry: () => void) => ReactNode;
}) {
  const { pathname } = useLocation();
  // The lazy component of this remote; replaced by a fresh one when the boundary tries again.
  const [RemoteApp, setRemoteApp] = useState(() => remoteApp(remote));

  const reset = useCallback(() => {
    forgetRemoteApp(remote);
    setRemoteApp(remoteApp(remote));
  }, [remote]);

  return (
    <RemoteErrorBoundary resetKey={pathname} onReset={reset} fallback={unavailable}>
      <Suspense fallback={<FullScreenSpinner />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
