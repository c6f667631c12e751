import type { ReactNode } from 'react';
import { Grid } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { LineIcon, Logo, PRODUCT_NAME } from '@referrals/ui';
import { paths } from '../config/paths.ts';
import { InactiveBusinessNotice } from '../features/session/components/InactiveBusinessNotice.tsx';

interface OwnerHeaderProps {
  /** Width of the header's content, matching the page's (default 1160). */
  maxWidth?: number;
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
    <Link
      to={paths.redeem}
      aria-current={current ? 'page' : undefined}
      style={{
        flex: 'none',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        minHeight: 40,
        padding: '0 14px',
        borderRadius: 8,
        border: '1px solid #15803d',
        background: current ? '#15803d' : '#f0fdf4',
        color: current ? '#fff' : '#14532d',
        fontWeight: 600,
        fontSize: 15,
      }}
    >
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
export function OwnerHeader({ accountMenu, actions, businessSelector, maxWidth = 1160 }: OwnerHeaderProps) {
  const wide = Grid.useBreakpoint().md ?? false;
  return (
    <>
      <header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 100,
          background: '#fff',
          borderBottom: '1px solid #e2e8f0',
        }}
      >
        <div
          style={{
            maxWidth,
            margin: '0 auto',
            padding: '10px 16px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 12,
          }}
        >
          {/* On phones only the mark shows (the link is named): the Redeem entry and the page's action need the row. */}
          <Link
            to={paths.home}
            aria-label={`${PRODUCT_NAME} home`}
            style={{ display: 'inline-flex', flex: 'none', overflow: 'hidden', width: wide ? undefined : 30 }}
          >
            <Logo size={30} />
          </Link>
          {/* minWidth 0 lets the account button shrink (its name ellipsised) instead of widening a phone's page. */}
          <div
            style={{
              minWidth: 0,
              display: 'flex',
              justifyContent: 'flex-end',
              alignItems: 'center',
              gap: 12,
            }}
          >
            {wide && businessSelector?.({ block: false })}
            <RedeemLink />
            {actions}
            {/* The menu's own box may shrink (its button is at most this wide, the name ellipsised). */}
            {accountMenu && <div style={{ minWidth: 0, display: 'flex' }}>{accountMenu}</div>}
          </div>
        </div>
        {!wide && businessSelector && (
          <div style={{ padding: '0 16px 10px' }}>{businessSelector({ block: true })}</div>
        )}
      </header>
      {/* Under the sticky bar, not in it: on a phone it would take the screen with it. */}
      <InactiveBusinessNotice maxWidth={maxWidth} />
    </>
  );
}
