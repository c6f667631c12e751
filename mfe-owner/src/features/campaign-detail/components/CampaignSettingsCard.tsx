import type { CSSProperties, ReactNode } from 'react';
import { Card } from 'antd';
import { durationText, radiusText } from '../lib/campaign-settings.ts';
import * as styles from './campaign-detail.module.css';

interface CampaignSettingsCardProps {
  geographicRadius: string | null;
  duration: string | null;
  primaryColor: string;
  headerImage: string | null;
  logoImage: string | null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.settingRow}>
      <span className={styles.settingLabel}>{label}</span>
      <span className={styles.settingValue}>{children}</span>
    </div>
  );
}

function Picture({ label, src, kind }: { label: string; src: string; kind: 'headerImage' | 'logoImage' }) {
  return (
    <figure className={styles.picture}>
      <figcaption className={styles.pictureCaption}>{label}</figcaption>
      <img src={src} alt={label} className={`${styles.image} ${styles[kind]}`} />
    </figure>
  );
}

/**
 * The campaign's settings (docs/product-rules.md §2): radius or "N/A", duration or "Ongoing", the primary colour, and the
 * header and logo images when set.
 */
export function CampaignSettingsCard({
  geographicRadius,
  duration,
  primaryColor,
  headerImage,
  logoImage,
}: CampaignSettingsCardProps) {
  return (
    <Card title="Campaign Settings">
      <Row label="Geographic radius">{radiusText(geographicRadius)}</Row>
      <Row label="Duration">{durationText(duration)}</Row>
      <Row label="Primary colour">
        <span className={styles.colour}>
          <span
            aria-hidden="true"
            className={styles.swatch}
            style={{ '--swatch': primaryColor } as CSSProperties}
          />
          <code>{primaryColor}</code>
        </span>
      </Row>
      {headerImage && <Picture label="Header image" src={headerImage} kind="headerImage" />}
      {logoImage && <Picture label="Logo" src={logoImage} kind="logoImage" />}
    </Card>
  );
}
