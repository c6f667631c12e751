import { Suspense, useCallback, useState } from 'react';
import { FullScreenSpinner } from '@referrals/ui/light';
import { useLocation } from '@referrals/ui/light-router';
import { forgetRemoteApp, remoteApp } from '../lib/remote-app.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteUnavailableCard } from './RemoteUnavailableCard.tsx';

/**
 * Renders a remote's `./App` (which routes its own paths), loading it on first use, behind its own
 * error boundary and a spinner while its code downloads.
 */
export function RemoteOutlet({ remote }: { remote: string }) {
  const { pathname } = useLocation();
  // The lazy component of this remote; replaced by a fresh one when the boundary tries again.
  const [RemoteApp, setRemoteApp] = useState(() => remoteApp(remote));

  const reset = useCallback(() => {
    forgetRemoteApp(remote);
    setRemoteApp(remoteApp(remote));
  }, [remote]);

  return (
    <RemoteErrorBoundary
      resetKey={pathname}
      onReset={reset}
      fallback={(retry) => <RemoteUnavailableCard onRetry={retry} />}
    >
      <Suspense fallback={<FullScreenSpinner />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
