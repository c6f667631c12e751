import { BrowserRouter } from 'react-router-dom';
import { AppProviders, FullScreenSpinner } from '@referrals/ui';
import { ManifestErrorScreen } from '../features/remotes/components/ManifestErrorScreen.tsx';
import { RemoteRoutes } from '../features/remotes/components/RemoteRoutes.tsx';
import { useRemotesManifest } from '../features/remotes/hooks/use-remotes-manifest.ts';
import { NotFoundPage } from './routes/NotFoundPage.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** The remote owning the location, once the runtime manifest is known. */
function ShellRoutes() {
  const manifest = useRemotesManifest();
  if (manifest.status === 'pending') return <FullScreenSpinner />;
  if (manifest.status === 'error') return <ManifestErrorScreen onRetry={manifest.retry} />;
  return <RemoteRoutes manifest={manifest.manifest} notFound={<NotFoundPage />} />;
}

/**
 * The host: the providers (once, for every remote), the one router, and the remote that owns the route.
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ScrollToTop />
        <ShellRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
