import { NotFoundCard } from '@referrals/ui/light';
import { Link } from '@referrals/ui/light-router';
import { paths } from '../../config/paths.ts';

/** The shell's answer for a path no remote owns. */
export function NotFoundPage() {
  return <NotFoundCard homeLink={<Link to={paths.home}>Go to the home page</Link>} />;
}
