import { PortalHeader } from '../../components/PortalHeader.tsx';
import { PortalNav } from '../../components/PortalNav.tsx';
import * as page from '../../components/portal.module.css';
import { AccountMenu } from '../../features/account/components/AccountMenu.tsx';
import { useCurrentReferrer } from '../../lib/session/current-referrer.ts';
import { CampaignList } from '../../features/campaigns/components/CampaignList.tsx';
import { storedCampaigns, storedReferrer } from '../../lib/session/referrer-storage.ts';
import { useSessionRead } from '../../lib/session/use-session-read.ts';

/**
 * `/referrer/campaigns`: every campaign the person joined, one card each; choosing one opens its dashboard.
 * The stored list shows at once and is refreshed from the server; a refused session signs in again.
 */
export function CampaignsRoute() {
  const current = useCurrentReferrer();
  const { failed } = useSessionRead(current);

  const referrer = current.data?.referrer ?? storedReferrer();
  const campaigns = current.data?.campaigns ?? storedCampaigns();

  return (
    <div className={page.page}>
      <PortalHeader>{referrer && <AccountMenu referrer={referrer} />}</PortalHeader>
      <PortalNav />
      <main className={page.main}>
        <CampaignList firstName={referrer?.firstName ?? null} campaigns={campaigns} loadFailed={failed} />
      </main>
    </div>
  );
}
