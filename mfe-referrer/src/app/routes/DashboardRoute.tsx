import { useState } from 'react';
import { Navigate } from '@referrals/ui/light-router';
import { PortalHeader } from '../../components/PortalHeader.tsx';
import { PortalNav } from '../../components/PortalNav.tsx';
import * as page from '../../components/portal.module.css';
import { paths } from '../../config/paths.ts';
import { AccountMenu } from '../../features/account/components/AccountMenu.tsx';
import { Dashboard } from '../../features/dashboard/components/Dashboard.tsx';
import { storedReferrer, storedSelection } from '../../lib/session/referrer-storage.ts';

/**
 * `/referrer/dashboard`: the chosen campaign's progress. Without a chosen campaign in storage (a new
 * browser, a signed-out tab) the login page shows instead.
 */
export function DashboardRoute() {
  const [selection, setSelection] = useState(storedSelection);
  const [referrer, setReferrer] = useState(storedReferrer);
  if (!selection) return <Navigate to={paths.login} replace />;

  return (
    <div className={page.page}>
      <PortalHeader>
        {referrer && (
          <AccountMenu referrer={referrer} referrerId={selection.referrerId} onAccountUpdated={setReferrer} />
        )}
      </PortalHeader>
      <PortalNav />
      <main className={page.main}>
        <Dashboard
          referrerId={selection.referrerId}
          campaign={selection.campaign}
          firstName={referrer?.firstName ?? ''}
          onCodeChanged={(campaign) => setSelection({ ...selection, campaign })}
        />
      </main>
    </div>
  );
}
