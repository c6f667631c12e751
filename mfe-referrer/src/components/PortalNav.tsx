import { Link, useLocation } from '@referrals/ui/light-router';
import { paths } from '../config/paths.ts';
import * as styles from './portal.module.css';

const LINKS = [
  { to: paths.campaigns, label: 'Campaigns' },
  { to: paths.rewards, label: 'My rewards' },
  { to: paths.friends, label: 'My friends' },
] as const;

/** The signed-in pages' navigation: the campaigns (and from there a dashboard), the rewards, the friends. */
export function PortalNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Referrer portal" className={styles.nav}>
      <ul className={styles.navList}>
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link
              to={to}
              className={styles.navLink}
              aria-current={
                pathname === to || (to === paths.campaigns && pathname === paths.dashboard)
                  ? 'page'
                  : undefined
              }
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
