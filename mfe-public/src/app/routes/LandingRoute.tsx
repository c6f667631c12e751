import { useCallback, useState } from 'react';
import { useOwnerSessionHint } from '@referrals/ui';
import { landingSections } from '../../config/paths.ts';
import { FeaturesSection } from '../../features/landing/components/FeaturesSection.tsx';
import { Hero } from '../../features/landing/components/Hero.tsx';
import * as styles from '../../features/landing/components/landing.module.css';
import { PricingSection } from '../../features/landing/components/PricingSection.tsx';
import { SiteFooter } from '../../features/landing/components/SiteFooter.tsx';
import { SiteHeader } from '../../features/landing/components/SiteHeader.tsx';
import { InlineRegistration } from '../../features/registration/components/InlineRegistration.tsx';
import { RegistrationModal } from '../../features/registration/components/RegistrationModal.tsx';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content.ts';

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** `/`: the landing page (SPEC.md §2). */
export function LandingRoute() {
  const { content } = useSiteContent();
  // Both SPEC keys present in local storage: a client is (probably) signed in on this browser.
  const signedIn = useOwnerSessionHint() !== null;
  const [trialOpen, setTrialOpen] = useState(false);
  const openTrial = useCallback(() => {
    // Stop a smooth scroll still running (from the hero buttons): the page must not move under the dialog,
    // or its popups (the business type list) drift away from the pointer.
    window.scrollTo({ top: window.scrollY, behavior: 'instant' });
    setTrialOpen(true);
  }, []);

  return (
    <div className={styles.page}>
      <SiteHeader navLinks={content.headerNavLinks} signedIn={signedIn} onStartTrial={openTrial} />
      <main>
        <Hero
          content={content.hero}
          signedIn={signedIn}
          onPrimary={() => scrollToSection(landingSections.pricing)}
          onSecondary={() => scrollToSection(landingSections.features)}
        />
        <FeaturesSection content={content.features} />
        <PricingSection content={content.pricing} signedIn={signedIn} onStartTrial={openTrial} />
        {!signedIn && <InlineRegistration id={landingSections.getStarted} />}
      </main>
      <SiteFooter content={content.footer} />
      <RegistrationModal open={trialOpen} onClose={() => setTrialOpen(false)} />
    </div>
  );
}
