import { Card } from '@referrals/ui/light';
import { landingSections } from '../../../config/paths.ts';
import type { SiteContent } from '@referrals/contracts';
import { FEATURE_ICONS, FeatureIcon } from './FeatureIcon.tsx';
import * as styles from './landing.module.css';
import { CoverImage } from '../../../components/CoverImage.tsx';

export function FeaturesSection({ content }: { content: SiteContent['features'] }) {
  return (
    <section
      id={landingSections.features}
      className={`${styles.section} ${styles.sectionMuted}`}
      aria-labelledby="features-title"
    >
      <div className={styles.container}>
        <div className={styles.sectionHeading}>
          <h2 id="features-title" className={styles.sectionTitle}>
            {content.title}
          </h2>
          <p className={styles.sectionSubtitle}>{content.subtitle}</p>
        </div>
        <div className={styles.featureGrid}>
          {content.cards.map((card, index) => (
            <Card key={index} className={styles.featureCard}>
              {card.image ? (
                <CoverImage className={styles.featureImage} src={card.image} />
              ) : (
                <div className={styles.featureIcon}>
                  <FeatureIcon name={FEATURE_ICONS[index] ?? 'wizard'} />
                </div>
              )}
              <h3 className={styles.featureTitle}>{card.title}</h3>
              <p className={styles.featureText}>{card.description}</p>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
