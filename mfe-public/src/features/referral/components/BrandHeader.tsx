import * as styles from './referral.module.css';

/** Props of {@link BrandHeader}. */
export interface BrandHeaderProps {
  businessName: string;
  /** From the business's public profile; left out until (unless) it arrives. */
  businessType?: string;
  /** Shown beside the type; absent on the campaign chooser, which offers several. */
  campaignName?: string;
  headerImage: string | null;
  logoImage: string | null;
  /**
   * On a phone, a band of the campaign's colours instead of the header image: a friend's page, whose sign-up
   * form must fit the first screen.
   */
  slimOnPhone?: boolean;
}

/**
 * The top of the referral page in the campaign's branding: its header image (1200x400 recommended, cropped
 * to fit a phone) or a band of its colours, its logo, the business's name (the page's heading) and type.
 */
export function BrandHeader({
  businessName,
  businessType,
  campaignName,
  headerImage,
  logoImage,
  slimOnPhone = false,
}: BrandHeaderProps) {
  return (
    <header className={styles.hero}>
      {headerImage && (
        // Decorative: the heading below names the business. The size reserves its space before it loads.
        <img
          className={`${styles.heroImage} ${slimOnPhone ? styles.notOnPhone : ''}`}
          src={headerImage}
          alt=""
          width={1200}
          height={400}
        />
      )}
      {(!headerImage || slimOnPhone) && (
        <div className={`${styles.heroBand} ${headerImage ? styles.onPhoneOnly : ''}`} />
      )}
      <div className={styles.identity}>
        {logoImage && (
          <img className={styles.logo} src={logoImage} alt={`${businessName} logo`} width={72} height={72} />
        )}
        <div className={styles.identityText}>
          <h1 className={styles.businessName}>{businessName}</h1>
          {(businessType || campaignName) && (
            <p className={styles.businessMeta}>
              {businessType}
              {businessType && campaignName && ' · '}
              {campaignName && <span className={styles.campaignName}>{campaignName}</span>}
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
