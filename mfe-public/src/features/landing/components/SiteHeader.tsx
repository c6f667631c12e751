import { Link } from '@referrals/ui/light-router';
import { Button, ButtonLink, Logo, PRODUCT_NAME } from '@referrals/ui/light';
import { paths } from '../../../config/paths.ts';
import type { NavLink } from '@referrals/contracts';
import * as styles from './landing.module.css';
import { SiteLink } from './SiteLink.tsx';

interface SiteHeaderProps {
  navLinks: NavLink[];
  /** The owner session hint is present: offer the dashboard instead of login and trial. */
  signedIn: boolean;
  onStartTrial: () => void;
  /** The site content is still loading: the logo reads "Loading..." (docs/product-rules.md §2). */
  loading?: boolean;
  /** The label of the button opening the registration dialog. */
  startLabel?: string;
}

/**
 * Sticky header. On phones the links move to a second row rather than behind a menu button, so every
 * destination stays one tap away.
 */
export function SiteHeader({
  navLinks,
  signedIn,
  onStartTrial,
  loading = false,
  startLabel = 'Start Free Trial',
}: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`${styles.container} ${styles.headerInner}`}>
        <Link to={paths.landing} className={styles.logoLink} aria-label={`${PRODUCT_NAME} home`}>
          {loading ? <span className={styles.logoLoading}>Loading...</span> : <Logo size={30} />}
        </Link>
        <nav className={styles.nav} aria-label="Main">
          {navLinks.map((link) => (
            <SiteLink key={`${link.label}-${link.url}`} url={link.url} className={styles.navLink}>
              {link.label}
            </SiteLink>
          ))}
          <Link to={paths.referrerLogin} className={`${styles.navLink} ${styles.referrerLink}`}>
            Referrer Login
          </Link>
        </nav>
        <div className={styles.actions}>
          {signedIn ? (
            <ButtonLink to={paths.dashboard} variant="primary">
              My Dashboard
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to={paths.login}>Client Login</ButtonLink>
              <Button variant="primary" className={styles.headerTrial} onClick={onStartTrial}>
                {startLabel}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
