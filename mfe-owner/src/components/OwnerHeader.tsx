import type { ReactNode } from 'react';
import { Grid } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { LineIcon, Logo, PRODUCT_NAME } from '@referrals/ui';
import { paths } from '../config/paths.ts';
import { InactiveBusinessNotice } from '../features/session/components/InactiveBusinessNotice.tsx';
import * as page from './page.module.css';
import * as styles from './owner-header.module.css';

interface OwnerHeaderProps {
  /** Width of the header's content, matching the page's: a page's (default) or a form's, narrower. */
  width?: 'page' | 'form';
  /** The account menu, at the right end. */
  accountMenu?: ReactNode;
  /** Page actions shown before the account menu (for example Back to Dashboard). */
  actions?: ReactNode;
  /** The business selector, when the login has more than one business; given `block` on phones. */
  businessSelector?: (layout: { block: boolean }) => ReactNode;
}

/** The counter's entry: a phone at the till is one tap from redeeming a voucher or recording a referral. */
function RedeemLink() {
  const current = useLocation().pathname === paths.redeem;
  return (
    <Link to={paths.redeem} aria-current={current ? 'page' : undefined} className={styles.redeem}>
      <LineIcon size={18}>
        <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M7 12h10" />
      </LineIcon>
      Redeem
    </Link>
  );
}

/**
 * The header of every owner page: the logo leading home (docs/product-rules.md §2) and, on the right, the business selector
 * (if any), the counter's Redeem entry, the page's actions and the account menu. On phones the selector takes a
 * row of its own under them. Below the header, while the business is deactivated, a notice saying so.
 */
export function OwnerHeader({ accountMenu, actions, businessSelector, width = 'page' }: OwnerHeaderProps) {
  const wide = Grid.useBreakpoint().md ?? false;
  const widthClass = width === 'form' ? page.formWidth : page.pageWidth;
  return (
    <>
      <header className={styles.header}>
        <div className={`${styles.bar} ${widthClass}`}>
          <Link to={paths.home} aria-label={`${PRODUCT_NAME} home`} className={styles.home}>
            <Logo size={30} />
          </Link>
          <div className={styles.end}>
            {wide && businessSelector?.({ block: false })}
            <RedeemLink />
            {actions}
            {/* The menu's own box may shrink (its button is at most this wide, the name ellipsised). */}
            {accountMenu && <div className={styles.menu}>{accountMenu}</div>}
          </div>
        </div>
        {!wide && businessSelector && (
          <div className={styles.selectorRow}>{businessSelector({ block: true })}</div>
        )}
      </header>
      {/* Under the sticky bar, not in it: on a phone it would take the screen with it. */}
      <InactiveBusinessNotice className={`${styles.notice} ${widthClass}`} />
    </>
  );
}
