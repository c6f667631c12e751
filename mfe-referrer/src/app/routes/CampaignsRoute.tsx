import { useEffect } from 'react';
import { PortalHeader } from '../../components/PortalHeader.tsx';
import * as page from '../../components/portal.module.css';
import { AccountMenu } from '../../features/account/components/AccountMenu.tsx';
import { useCurrentReferrer } from '../../features/campaigns/api/current-referrer.ts';
import { CampaignList } from '../../features/campaigns/components/CampaignList.tsx';
import { isSessionRefused, useEndSession } from '../../lib/session/use-end-session.ts';
import { storedCampaigns, storedReferrer } from '../../lib/session/referrer-storage.ts';

/**
 * `/referrer/campaigns`: every campaign the person joined, one card each; choosing one opens its dashboard.
 * The stored list shows at once and is refreshed from the server; a refused session signs in again.
 */
export function CampaignsRoute() {
  const current = useCurrentReferrer();
  const endSession = useEndSession();
  const refused = current.isError && isSessionRefused(current.error);

  useEffect(() => {
    if (refused) endSession();
  }, [refused, endSession]);

  const referrer = current.data?.referrer ?? storedReferrer();
  const campaigns = current.data?.campaigns ?? storedCampaigns();

  return (
    <div className={page.page}>
      <PortalHeader>{referrer && <AccountMenu referrer={referrer} />}</PortalHeader>
      <main className={page.main}>
        <CampaignList
          firstName={referrer?.firstName ?? null}
          campaigns={campaigns}
          loadFailed={current.isError && !refused}
        />
      </main>
    </div>
  );
}
