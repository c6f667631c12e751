import type { CSSProperties, ReactNode } from 'react';
import { Card } from 'antd';
import { durationText } from '../lib/campaign-settings.ts';
import * as styles from './campaign-detail.module.css';

interface CampaignSettingsCardProps {
  duration: string | null;
  /** When a `custom` campaign ends by itself, or null. */
  endsAt: string | null;
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
 * The campaign's settings (docs/product-rules.md §2): duration or "Ongoing" (with its last day when it ends by
 * itself), the primary colour, and the header and logo images when set. The geographic radius is not shown:
 * nothing limits a campaign to it (a departure from docs/product-rules.md §2).
 */
export function CampaignSettingsCard({
  duration,
  endsAt,
  primaryColor,
  headerImage,
  logoImage,
}: CampaignSettingsCardProps) {
  return (
    <Card title="Campaign Settings">
      <Row label="Duration">{durationText(duration, endsAt)}</Row>
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
