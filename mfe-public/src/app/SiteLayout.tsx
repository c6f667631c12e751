import { useState, type ReactNode } from 'react';
import { useOwnerSessionHint } from '@referrals/ui/light';
import * as landing from '../features/landing/components/landing.module.css';
import { SiteFooter } from '../features/landing/components/SiteFooter.tsx';
import { SiteHeader } from '../features/landing/components/SiteHeader.tsx';
import { RegistrationModal } from '../features/registration/components/RegistrationModal.tsx';
import { useSiteContent } from '../features/site-content/hooks/use-site-content.ts';
import * as styles from './site-layout.module.css';

/**
 * The site shell of the public content pages (the blog, CMS pages, previews, not found): the landing page's
 * sticky header and footer around the page, Get Started opening the registration form in a dialog.
 */
export function SiteLayout({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  const { content, isLoading } = useSiteContent();
  // Both owner storage keys (docs/product-rules.md §3): Client Login becomes My Dashboard.
  const signedIn = useOwnerSessionHint() !== null;
  const [startOpen, setStartOpen] = useState(false);
  return (
    <div className={landing.page}>
      {banner}
      <SiteHeader
        navLinks={content.headerNavLinks}
        signedIn={signedIn}
        onStartTrial={() => setStartOpen(true)}
        loading={isLoading}
        startLabel="Get Started"
      />
      <main className={styles.main}>{children}</main>
      <SiteFooter content={content.footer} />
      <RegistrationModal
        open={startOpen}
        onClose={() => setStartOpen(false)}
        title="Start Your Referral Campaign"
      />
    </div>
  );
}
