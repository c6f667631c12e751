import { Card } from '@referrals/ui/light';
import { landingSections } from '../../../config/paths.ts';
import type { ResponsiveImage, SiteContent } from '@referrals/contracts';
import { FEATURE_ICONS, FeatureIcon } from './FeatureIcon.tsx';
import * as styles from './landing.module.css';
import { CoverImage } from '../../../components/CoverImage.tsx';

/**
 * A card picture's width: the page's column on a phone, half of it from 640 px, a third of the 1,160 px
 * container from 992 px (less the cards' 24 px padding each side).
 */
const FEATURE_IMAGE_SIZES =
  '(max-width: 639px) calc(100vw - 80px), (max-width: 991px) calc(50vw - 72px), 312px';

export function FeaturesSection({
  content,
  imageOf,
}: {
  content: SiteContent['features'];
  /** A card image's copies (`useSettingImages`): undefined while they are being read. */
  imageOf: (address: string) => ResponsiveImage | null | undefined;
}) {
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
                <CoverImage
                  className={styles.featureImage}
                  src={card.image}
                  media={imageOf(card.image)}
                  sizes={FEATURE_IMAGE_SIZES}
                />
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
