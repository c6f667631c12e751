import { NotFoundCard } from '@referrals/ui/light';
import { Link } from '@referrals/ui/light-router';
import { paths } from '../../config/paths.ts';
import { RemoteOutlet } from '../../features/remotes/components/RemoteOutlet.tsx';

/**
 * The shell's answer for a path no remote owns: the site's own not-found page, which the remote of the home
 * page (`siteRemote`) shows inside the site's header and footer for any path it has no page for; the plain
 * card when there is no such remote or it cannot be loaded.
 */
export function NotFoundPage({ siteRemote }: { siteRemote: string | null }) {
  const card = <NotFoundCard homeLink={<Link to={paths.home}>Go to the home page</Link>} />;
  if (!siteRemote) return card;
  return <RemoteOutlet remote={siteRemote} unavailable={() => card} />;
}
