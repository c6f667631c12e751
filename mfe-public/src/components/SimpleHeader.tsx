import { Link } from '@referrals/ui/light-router';
import { Logo, PRODUCT_NAME } from '@referrals/ui/light';
import { paths } from '../config/paths.ts';
import * as styles from './simple-page.module.css';

/** The slim header of the login and plan-selection pages: the logo, leading home. */
export function SimpleHeader() {
  return (
    <header className={styles.header}>
      <Link to={paths.landing} aria-label={`${PRODUCT_NAME} home`} className={styles.logoLink}>
        <Logo size={32} />
      </Link>
    </header>
  );
}
