import { lazy, Suspense, useState } from 'react';
import type { ReferrerCampaignDto } from '@referrals/contracts';
import { Button, Card } from '@referrals/ui/light';
import * as styles from './dashboard.module.css';

// The form and its schema check are fetched when the person asks for them, not with the dashboard.
const PersonalCodeForm = lazy(() =>
  import('./PersonalCodeForm.tsx').then((module) => ({ default: module.PersonalCodeForm })),
);

/** Props of {@link PersonalCodeCard}. */
export interface PersonalCodeCardProps {
  referrerId: string;
  campaign: ReferrerCampaignDto;
  onChanged: (campaign: ReferrerCampaignDto) => void;
}

/** The personal code: the one the link carries now, and a memorable one to choose instead. */
export function PersonalCodeCard({ referrerId, campaign, onChanged }: PersonalCodeCardProps) {
  const [choosing, setChoosing] = useState(false);
  return (
    <Card className={styles.card} aria-labelledby="personal-code-title" role="region">
      <h2 id="personal-code-title" className={styles.cardTitle}>
        Your personal code
      </h2>
      <p className={styles.codeLine}>
        Current code: <strong className={styles.code}>{campaign.referralCode}</strong>
      </p>
      {choosing ? (
        <Suspense fallback={<p className={styles.muted}>Loading...</p>}>
          <PersonalCodeForm referrerId={referrerId} campaign={campaign} onChanged={onChanged} />
        </Suspense>
      ) : (
        <Button size="large" block onClick={() => setChoosing(true)}>
          Choose a memorable code
        </Button>
      )}
      <p className={styles.muted}>Your old code and link keep working.</p>
    </Card>
  );
}
