import type { Control } from 'react-hook-form';
import type { CampaignFormValues } from '../lib/campaign-form.ts';
import { RichTextField } from './RichTextField.tsx';
import * as styles from './editor.module.css';

/**
 * Welcome message, reward explanation and business value proposition (wizard step 3 and the edit page): what
 * customers read on the referral page when they open it to join and refer (a referred friend reads the
 * referee boxes instead, RefereeContentFields).
 */
export function ContentMessagingFields({ control }: { control: Control<CampaignFormValues> }) {
  return (
    <>
      <h3 className={styles.subheading}>Read by customers (people who join to refer friends)</h3>
      <p className={styles.secondary}>
        Shown as Welcome, How It Works and Why Refer Us? on your referral page; an empty one is not shown.
      </p>
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
