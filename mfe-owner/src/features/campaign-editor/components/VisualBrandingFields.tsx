import type { Control } from 'react-hook-form';
import type { CampaignFormValues } from '../lib/campaign-form.ts';
import { BrandingPreview } from './BrandingPreview.tsx';
import { ColorField } from './ColorField.tsx';
import { ImageUploadField } from './ImageUploadField.tsx';

/** Header and logo images, the two brand colours and the live preview (wizard step 2 and the edit page). */
export function VisualBrandingFields({ control }: { control: Control<CampaignFormValues> }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
        gap: '0 24px',
      }}
    >
      <div style={{ minWidth: 0 }}>
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
        <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 24 }}>
          <ColorField control={control} name="primaryColor" label="Primary colour" />
          <ColorField control={control} name="secondaryColor" label="Secondary colour" />
        </div>
      </div>
      <div style={{ minWidth: 0, marginBottom: 18 }}>
        <div style={{ fontWeight: 500, marginBottom: 8 }}>Preview</div>
        <BrandingPreview control={control} />
      </div>
    </div>
  );
}
