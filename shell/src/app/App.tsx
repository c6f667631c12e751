import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, FullScreenSpinner } from '@referrals/ui/light';
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
 * The host: the one QueryClient and the one router for every remote, and the remote that owns the route.
 * Nothing here uses antd: a remote built on antd renders antd's providers around its own routes, so the
 * public pages never download it.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ScrollToTop />
        <ShellRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
