import { Typography } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { stripHtml } from '@referrals/ui';
import type { CampaignFormValues } from '../lib/campaign-form.ts';

/**
 * A live preview of how the campaign's page will look: header image (or the brand colours as a band), logo,
 * name and description, and a button in the primary colour.
 */
export function BrandingPreview({ control }: { control: Control<CampaignFormValues> }) {
  const [name, description, headerImage, logoImage, primaryColor, secondaryColor] = useWatch({
    control,
    name: ['name', 'description', 'headerImage', 'logoImage', 'primaryColor', 'secondaryColor'],
  });
  const text = stripHtml(description);

  return (
    <section
      aria-label="Branding preview"
      style={{
        border: '1px solid #e2e8f0',
        borderRadius: 12,
        overflow: 'hidden',
        background: '#fff',
        maxWidth: 520,
      }}
    >
      <div
        style={{
          height: 120,
          background: headerImage
            ? `center / cover no-repeat url("${encodeURI(headerImage)}")`
            : `linear-gradient(135deg, ${primaryColor}, ${secondaryColor})`,
        }}
      />
      <div style={{ padding: '0 16px 16px' }}>
        <div
          style={{
            width: 56,
            height: 56,
            marginTop: -28,
            borderRadius: 12,
            border: '3px solid #fff',
            background: logoImage
              ? `center / cover no-repeat url("${encodeURI(logoImage)}")`
              : secondaryColor,
            boxShadow: '0 1px 3px rgba(15, 23, 42, 0.15)',
          }}
        />
        <Typography.Title level={3} style={{ margin: '10px 0 4px', fontSize: 18, color: primaryColor }}>
          {name.trim() || 'Your campaign name'}
        </Typography.Title>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: '0 0 12px' }}>
          {text || 'Your campaign description appears here.'}
        </Typography.Paragraph>
        <span
          style={{
            display: 'inline-block',
            padding: '6px 14px',
            borderRadius: 8,
            background: primaryColor,
            color: '#fff',
            fontWeight: 600,
          }}
        >
          Join and get rewarded
        </span>
      </div>
    </section>
  );
}
