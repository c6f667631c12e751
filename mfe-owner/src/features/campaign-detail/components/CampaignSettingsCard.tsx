import type { ReactNode } from 'react';
import { Card } from 'antd';
import { durationText, radiusText } from '../lib/campaign-settings.ts';

interface CampaignSettingsCardProps {
  geographicRadius: string | null;
  duration: string | null;
  primaryColor: string;
  headerImage: string | null;
  logoImage: string | null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 12,
        padding: '10px 0',
        borderBottom: '1px solid #f1f5f9',
      }}
    >
      <span style={{ color: '#64748b' }}>{label}</span>
      <span style={{ fontWeight: 500, textAlign: 'right', overflowWrap: 'anywhere' }}>{children}</span>
    </div>
  );
}

function Picture({ label, src, height }: { label: string; src: string; height: number }) {
  return (
    <figure style={{ margin: '12px 0 0' }}>
      <figcaption style={{ color: '#64748b', fontSize: 13, marginBottom: 6 }}>{label}</figcaption>
      <img
        src={src}
        alt={label}
        style={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: height,
          borderRadius: 8,
          border: '1px solid #e2e8f0',
          objectFit: 'cover',
        }}
      />
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
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <span
            aria-hidden="true"
            style={{
              width: 20,
              height: 20,
              borderRadius: 6,
              background: primaryColor,
              border: '1px solid rgba(15,23,42,0.15)',
            }}
          />
          <code>{primaryColor}</code>
        </span>
      </Row>
      {headerImage && <Picture label="Header image" src={headerImage} height={140} />}
      {logoImage && <Picture label="Logo" src={logoImage} height={80} />}
    </Card>
  );
}
