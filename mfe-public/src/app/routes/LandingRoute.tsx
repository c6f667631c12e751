import { useCallback, useState } from 'react';
import { useOwnerSessionHint } from '@referrals/ui/light';
import { landingSections } from '../../config/paths.ts';
import { FeaturesSection } from '../../features/landing/components/FeaturesSection.tsx';
import { Hero } from '../../features/landing/components/Hero.tsx';
import { LandingSection } from '../../features/landing/components/LandingSection.tsx';
import * as styles from '../../features/landing/components/landing.module.css';
import { PricingSection } from '../../features/landing/components/PricingSection.tsx';
import { SiteFooter } from '../../features/landing/components/SiteFooter.tsx';
import { SiteHeader } from '../../features/landing/components/SiteHeader.tsx';
import { InlineRegistration } from '../../features/registration/components/InlineRegistration.tsx';
import { RegistrationModal } from '../../features/registration/components/RegistrationModal.tsx';
import { usePageTitle } from '../../features/site-content/hooks/use-page-title.ts';
import { useSettingImages } from '../../features/site-content/hooks/use-setting-images.ts';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content.ts';

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** `/`: the landing page (docs/product-rules.md §2). */
export function LandingRoute() {
  const { content, isLoading } = useSiteContent();
  const { imageOf } = useSettingImages();
  // As the gateway writes it into the page's HTML: back on the landing page from another, the tab says so.
  usePageTitle(isLoading ? null : `${content.site.title}: ${content.site.tagline}`);
  // Both owner storage keys (docs/product-rules.md §3) present: a client is (probably) signed in here.
  const signedIn = useOwnerSessionHint() !== null;
  const [trialOpen, setTrialOpen] = useState(false);
  const openTrial = useCallback(() => {
    // Stop a smooth scroll still running (from the hero buttons): the page must not move under the dialog.
    window.scrollTo({ top: window.scrollY, behavior: 'instant' });
    setTrialOpen(true);
  }, []);

  return (
    <div className={styles.page}>
      <SiteHeader
        navLinks={content.headerNavLinks}
        signedIn={signedIn}
        onStartTrial={openTrial}
        loading={isLoading}
      />
      <main>
        <Hero
          content={content.hero}
          signedIn={signedIn}
          onPrimary={() => scrollToSection(landingSections.pricing)}
          onSecondary={() => scrollToSection(landingSections.features)}
          loading={isLoading}
          backgroundMedia={content.hero.backgroundImage ? imageOf(content.hero.backgroundImage) : null}
        />
        <FeaturesSection content={content.features} imageOf={imageOf} />
        <PricingSection content={content.pricing} signedIn={signedIn} onStartTrial={openTrial} />
        {!signedIn && (
          <LandingSection
            id={landingSections.getStarted}
            title="Start your free trial"
            subtitle="14 days free, no credit card required. Your first campaign can be live in under 5 minutes."
          >
            <InlineRegistration />
          </LandingSection>
        )}
      </main>
      <SiteFooter content={content.footer} />
      <RegistrationModal open={trialOpen} onClose={() => setTrialOpen(false)} />
    </div>
  );
}
