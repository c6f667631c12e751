import type { ReactNode } from 'react';
import { Link } from '@referrals/ui/light-router';
import { Logo, PRODUCT_NAME } from '@referrals/ui/light';
import { paths } from '../config/paths.ts';
import * as styles from './portal.module.css';

/** The portal's slim header: the logo (home), and on signed-in pages the account menu at its end. */
export function PortalHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <Link to={paths.home} aria-label={`${PRODUCT_NAME} home`} className={styles.logoLink}>
        <Logo size={32} />
      </Link>
      {children}
    </header>
  );
}
