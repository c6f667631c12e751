import { useState, type ReactNode } from 'react';
import { Button, useOwnerSessionHint } from '@referrals/ui/light';
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
      {!signedIn && (
        // A phone's header has no room for Get Started (the landing page has its inline form instead): the
        // content pages offer it after the content.
        <section className={styles.phoneStart} aria-labelledby="phone-start-title">
          <h2 id="phone-start-title" className={styles.phoneStartTitle}>
            Start your referral campaign
          </h2>
          <p className={styles.phoneStartText}>14 days free, no credit card required.</p>
          <Button variant="primary" size="large" block onClick={() => setStartOpen(true)}>
            Get Started
          </Button>
        </section>
      )}
      <SiteFooter content={content.footer} />
      <RegistrationModal
        open={startOpen}
        onClose={() => setStartOpen(false)}
        title="Start Your Referral Campaign"
      />
    </div>
  );
}
