import type { CSSProperties } from 'react';
import { Typography } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { stripHtml } from '@referrals/ui';
import type { CampaignFormValues } from '../lib/campaign-form.ts';
import * as styles from './editor.module.css';

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
      className={styles.preview}
      // The campaign's own colours and pictures, as the page will show them.
      style={
        {
          '--preview-primary': primaryColor,
          '--preview-header': headerImage
            ? `center / cover no-repeat url("${encodeURI(headerImage)}")`
            : `linear-gradient(135deg, ${primaryColor}, ${secondaryColor})`,
          '--preview-logo': logoImage
            ? `center / cover no-repeat url("${encodeURI(logoImage)}")`
            : secondaryColor,
        } as CSSProperties
      }
    >
      <div className={styles.previewHeader} />
      <div className={styles.previewBody}>
        <div className={styles.previewLogo} />
        <h3 className={styles.previewName}>{name.trim() || 'Your campaign name'}</h3>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} className={styles.previewText}>
          {text || 'Your campaign description appears here.'}
        </Typography.Paragraph>
        <span className={styles.previewButton}>Join and get rewarded</span>
      </div>
    </section>
  );
}
