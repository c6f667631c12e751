import { remoteOwning } from '@referrals/contracts';
import { FullScreenSpinner } from '@referrals/ui/light';
import { ManifestErrorScreen } from '../features/remotes/components/ManifestErrorScreen.tsx';
import { RemoteRoutes } from '../features/remotes/components/RemoteRoutes.tsx';
import { useRemotesManifest } from '../features/remotes/hooks/use-remotes-manifest.ts';
import { paths } from '../config/paths.ts';
import { NotFoundPage } from './routes/NotFoundPage.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

/** The remote owning the location, once the runtime manifest is known. */
function ShellRoutes() {
  const manifest = useRemotesManifest();
  if (manifest.status === 'pending') return <FullScreenSpinner />;
  if (manifest.status === 'error') return <ManifestErrorScreen onRetry={manifest.retry} />;
  const siteRemote = remoteOwning(manifest.manifest, paths.home);
  return <RemoteRoutes manifest={manifest.manifest} notFound={<NotFoundPage siteRemote={siteRemote} />} />;
}

/**
 * The host: which remote owns the address, and that remote. It follows the address with the light router
 * and provides nothing to the remotes: each brings its own router and providers (react-router, TanStack Query
 * and antd in the owner and admin areas), so a public page downloads none of them.
 */
export function App() {
  return (
    <>
      <ScrollToTop />
      <ShellRoutes />
    </>
  );
}
