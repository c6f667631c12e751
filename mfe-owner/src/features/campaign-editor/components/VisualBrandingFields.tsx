import type { Control } from 'react-hook-form';
import type { CampaignFormValues } from '../lib/campaign-form.ts';
import { BrandingPreview } from './BrandingPreview.tsx';
import { ColorField } from './ColorField.tsx';
import { ImageUploadField } from './ImageUploadField.tsx';
import * as styles from './editor.module.css';

/** Header and logo images, the two brand colours and the live preview (wizard step 2 and the edit page). */
export function VisualBrandingFields({ control }: { control: Control<CampaignFormValues> }) {
  return (
    <div className={styles.branding}>
      <div className={styles.brandingColumn}>
        <ImageUploadField
          control={control}
          name="headerImage"
          label="Header image"
          hint="Recommended: 1200x400px"
        />
        <ImageUploadField
          control={control}
          name="logoImage"
          label="Logo image"
          hint="Recommended: 200x200px"
        />
        <div className={styles.colours}>
          <ColorField control={control} name="primaryColor" label="Primary colour" />
          <ColorField control={control} name="secondaryColor" label="Secondary colour" />
        </div>
      </div>
      <div className={styles.previewColumn}>
        <div className={styles.previewLabel}>Preview</div>
        <BrandingPreview control={control} />
      </div>
    </div>
  );
}
