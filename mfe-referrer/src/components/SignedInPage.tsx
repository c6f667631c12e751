import type { ReactNode } from 'react';
import { AccountMenu } from '../features/account/components/AccountMenu.tsx';
import { storedReferrer } from '../lib/session/referrer-storage.ts';
import { PortalHeader } from './PortalHeader.tsx';
import { PortalNav } from './PortalNav.tsx';
import * as page from './portal.module.css';

/** A signed-in page of the portal: the header with the account menu, the navigation, then the page. */
export function SignedInPage({ children }: { children: ReactNode }) {
  const referrer = storedReferrer();
  return (
    <div className={page.page}>
      <PortalHeader>{referrer && <AccountMenu referrer={referrer} />}</PortalHeader>
      <PortalNav />
      <main className={page.main}>{children}</main>
    </div>
  );
}
