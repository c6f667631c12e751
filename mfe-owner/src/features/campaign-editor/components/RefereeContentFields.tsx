import type { Control } from 'react-hook-form';
import { REFEREE_CONTENT_BOXES, type CampaignFormValues } from '../lib/campaign-form.ts';
import { RefereeContentBox } from './RefereeContentBox.tsx';
import * as styles from './editor.module.css';

/**
 * The three boxes a referred friend reads on the referral page, below the sign-up form (wizard step 3 and the
 * edit page). Headed by who reads them: the customer texts beside them are read by the people who join to refer.
 */
export function RefereeContentFields({ control }: { control: Control<CampaignFormValues> }) {
  return (
    <section aria-labelledby="referee-content-heading">
      <h3 id="referee-content-heading" className={styles.subheading}>
        Read by friends (people who open a customer’s link)
      </h3>
      <p className={styles.secondary}>
        Up to three boxes shown to a friend below the sign-up form; a box without a title is not shown.
      </p>
      {REFEREE_CONTENT_BOXES.map((box) => (
        <RefereeContentBox key={box} control={control} box={box} />
      ))}
    </section>
  );
}
