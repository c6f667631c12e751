import type { ReactNode } from 'react';
import { Grid } from 'antd';
import { Link } from 'react-router-dom';
import { Logo, PRODUCT_NAME } from '@referrals/ui';
import { paths } from '../config/paths.ts';

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

/**
 * The header of every owner page: the logo leading home (docs/product-rules.md §2) and, on the right, the business selector
 * (if any), the page's actions and the account menu. On phones the selector takes a row of its own under them.
 */
export function OwnerHeader({ accountMenu, actions, businessSelector, maxWidth = 1160 }: OwnerHeaderProps) {
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
          maxWidth,
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
          {actions}
          {accountMenu}
        </div>
      </div>
      {!wide && businessSelector && (
        <div style={{ padding: '0 16px 10px' }}>{businessSelector({ block: true })}</div>
      )}
    </header>
  );
}
