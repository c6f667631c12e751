import { Link } from '@referrals/ui/light-router';
import { NotFoundCard } from '@referrals/ui/light';
import { paths } from '../../config/paths.ts';

/** A path the manifest gave this remote that it has no page for. */
export function NotFoundRoute() {
  return <NotFoundCard homeLink={<Link to={paths.home}>Go to the home page</Link>} />;
}
