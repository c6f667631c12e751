import type { Control } from 'react-hook-form';
import type { CampaignFormValues } from '../lib/campaign-form.ts';
import { RichTextField } from './RichTextField.tsx';

/** Welcome message, reward explanation and business value proposition (wizard step 3 and the edit page). */
export function ContentMessagingFields({ control }: { control: Control<CampaignFormValues> }) {
  return (
    <>
      <RichTextField
        control={control}
        name="welcomeMessage"
        label="Welcome message"
        extra="The first thing people read on your referral page."
      />
      <RichTextField
        control={control}
        name="rewardExplanation"
        label="Reward explanation"
        extra="How referrers and their friends earn their rewards."
      />
      <RichTextField
        control={control}
        name="businessValueProp"
        label="Business value proposition"
        extra="Why customers love your business."
      />
    </>
  );
}
