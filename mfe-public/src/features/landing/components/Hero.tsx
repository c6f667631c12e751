import { Button } from '@referrals/ui/light';
import type { ResponsiveImage, SiteContent } from '@referrals/contracts';
import * as styles from './landing.module.css';

interface HeroProps {
  content: SiteContent['hero'];
  /** Hide the trial call to action (the visitor is already a client). */
  signedIn: boolean;
  onPrimary: () => void;
  onSecondary: () => void;
  /** The CMS's content is still on its way: the texts keep their place but wait, so no default flashes by. */
  loading?: boolean;
  /** The background's copies (`useSettingImages`): undefined while they are being read. */
  backgroundMedia?: ResponsiveImage | null;
}

/** A voucher as a referred friend receives it: shows the product at a glance. */
function VoucherIllustration() {
  return (
    <div className={styles.voucher} aria-hidden="true">
      <div className={styles.voucherTop}>
        <p className={styles.voucherEyebrow}>Invited by Sarah · Bloom Hair Studio</p>
        <p className={styles.voucherReward}>£10 off your first visit</p>
      </div>
      <div className={styles.voucherBody}>
        <svg width="84" height="84" viewBox="0 0 21 21" shapeRendering="crispEdges">
          <rect width="21" height="21" fill="#fff" />
          <path
            fill="#0f172a"
            d="M0 0h7v7H0zM1 1v5h5V1zM2 2h3v3H2zM14 0h7v7h-7zM15 1v5h5V1zM16 2h3v3h-3zM0 14h7v7H0zM1 15v5h5v-5zM2 16h3v3H2zM9 0h2v2H9zM8 3h3v1H8zM9 5h1v3H9zM12 8h2v2h-2zM8 9h3v2H8zM0 8h2v1H0zM3 9h3v2H3zM15 8h2v3h-2zM18 9h3v1h-3zM9 13h2v3H9zM12 12h3v2h-3zM16 13h2v2h-2zM19 12h2v4h-2zM12 16h2v5h-2zM15 17h3v1h-3zM17 19h4v2h-4zM8 18h2v3H8z"
          />
        </svg>
        <div>
          <p className={styles.voucherMeta}>Show this code at the till</p>
          <span className={styles.voucherCode}>BLOOM-7KQ2</span>
          <p className={styles.voucherMeta} style={{ marginTop: 8 }}>
            Valid for 30 days
          </p>
        </div>
      </div>
    </div>
  );
}

export function Hero({
  content,
  signedIn,
  onPrimary,
  onSecondary,
  loading = false,
  backgroundMedia,
}: HeroProps) {
  const background = content.backgroundImage;
  return (
    <section
      className={`${styles.hero} ${background ? styles.heroWithImage : ''}`}
      aria-labelledby="hero-title"
      aria-busy={loading}
    >
      {/* Decorative, under a veil; a library image brings its copies, so a phone fetches a narrow one. */}
      {background && backgroundMedia !== undefined && (
        <img
          className={styles.heroBackground}
          src={background}
          srcSet={backgroundMedia?.srcset}
          sizes={backgroundMedia ? '100vw' : undefined}
          alt=""
          decoding="async"
        />
      )}
      <div className={`${styles.container} ${styles.heroGrid}`}>
        <div className={loading ? styles.heroWaiting : undefined}>
          {/* hero_title is HTML the CMS has passed through its allow-list; its accent is a span.accent. */}
          <h1
            id="hero-title"
            className={styles.heroTitle}
            dangerouslySetInnerHTML={{ __html: content.titleHtml }}
          />
          <p className={styles.heroSubtitle}>{content.subtitle}</p>
          <div className={styles.heroActions}>
            {!signedIn && (
              <Button variant="primary" size="large" onClick={onPrimary}>
                {content.primaryButtonText}
              </Button>
            )}
            <Button size="large" onClick={onSecondary}>
              {content.secondaryButtonText}
            </Button>
          </div>
          <p className={styles.heroPromise}>
            14-day free trial · No credit card required · Set up in under 5 minutes
          </p>
        </div>
        <VoucherIllustration />
      </div>
    </section>
  );
}
