import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo, PRODUCT_NAME } from '@referrals/ui';
import { paths } from '../../../config/paths.ts';

/** The owner's header: the logo leading home (SPEC.md §2) and, on the right, the account menu. */
export function DashboardHeader({ accountMenu }: { accountMenu: ReactNode }) {
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
        <div style={{ minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>{accountMenu}</div>
      </div>
    </header>
  );
}
