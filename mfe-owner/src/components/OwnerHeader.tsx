import type { ReactNode } from 'react';
import { Grid } from 'antd';
import { Link } from 'react-router-dom';
import { Logo, PRODUCT_NAME } from '@referrals/ui';
import { paths } from '../../../config/paths.ts';

interface DashboardHeaderProps {
  accountMenu: ReactNode;
  /** The business selector, when the login has more than one business; given `block` on phones. */
  businessSelector?: (layout: { block: boolean }) => ReactNode;
}

/**
 * The owner's header: the logo leading home (SPEC.md §2) and, on the right, the business selector (if any)
 * and the account menu. On phones the selector takes a row of its own under them.
 */
export function DashboardHeader({ accountMenu, businessSelector }: DashboardHeaderProps) {
  const wide = Grid.useBreakpoint().md ?? false;
  return (
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
          maxWidth: 1160,
          margin: '0 auto',
          padding: '10px 16px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
        }}
      >
        <Link
          to={paths.home}
          aria-label={`${PRODUCT_NAME} home`}
          style={{ display: 'inline-flex', flex: 'none' }}
        >
          <Logo size={30} />
        </Link>
        {/* minWidth 0 lets the account button shrink (its name ellipsised) instead of widening a phone's page. */}
        <div
          style={{ minWidth: 0, display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 12 }}
        >
          {wide && businessSelector?.({ block: false })}
          {accountMenu}
        </div>
      </div>
      {!wide && businessSelector && (
        <div style={{ padding: '0 16px 10px' }}>{businessSelector({ block: true })}</div>
      )}
    </header>
  );
}
