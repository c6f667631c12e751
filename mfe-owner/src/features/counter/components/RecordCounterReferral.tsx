import { useState, type ReactNode } from 'react';
import { Alert, Button, Select, Skeleton } from 'antd';
import type { CampaignDto, CampaignReferrerDto, CounterReferralDto } from '@referrals/contracts';
import { serverMessageOf } from '@referrals/ui';
import { CheckCircleIcon } from './CounterIcons.tsx';
import { CounterReferralForm, type ReferrerFieldProps } from './CounterReferralForm.tsx';
import * as styles from './counter.module.css';

interface Recorded {
  answer: CounterReferralDto;
  referrer: CampaignReferrerDto;
}

/** What the visit did with the friend's welcome voucher or pass. */
function welcomeLine({ referee }: CounterReferralDto): string {
  const voucher = referee.voucher;
  if (!voucher) return 'The campaign has no welcome reward for the friend.';
  if (voucher.kind === 'pass') return 'Their welcome pass was checked in on the spot.';
  return voucher.state === 'redeemed'
    ? 'Their welcome reward was redeemed on the spot: apply it to this visit.'
    : 'Their welcome reward was issued.';
}

function RecordedPanel({ recorded, onNext }: { recorded: Recorded; onNext: () => void }) {
  const { answer, referrer } = recorded;
  const friend = [answer.referee.firstName, answer.referee.lastName].filter(Boolean).join(' ');
  return (
    <div className={styles.stack}>
      <section role="status" aria-label="Referral recorded" className={`${styles.outcome} ${styles.success}`}>
        <CheckCircleIcon size={64} />
        <h2 className={styles.recordedTitle}>Referral recorded</h2>
        <p className={styles.recordedLine}>
          {friend} counts as a successful referral by {referrer.firstName}.
        </p>
        <p className={styles.outcomeDetail}>{welcomeLine(answer)}</p>
      </section>
      {answer.referrerRewards.length > 0 && (
        <section aria-labelledby="counter-referrer-rewards" className={styles.rewards}>
          <h3 id="counter-referrer-rewards" className={styles.rewardsTitle}>
            {referrer.firstName} earned{' '}
            {answer.referrerRewards.length === 1 ? 'a reward' : `${answer.referrerRewards.length} rewards`}
          </h3>
          <ul className={styles.rewardsList}>
            {answer.referrerRewards.map((reward) => (
              <li key={reward.id}>{reward.rewardDescription}</li>
            ))}
          </ul>
          <p className={styles.rewardsNote}>Sent to them by e-mail.</p>
        </section>
      )}
      <Button type="primary" size="large" block onClick={onNext} className={styles.nextButton}>
        Record another referral
      </Button>
    </div>
  );
}

/**
 * Record a referral at the counter: the campaign (asked only when the business runs more than one), then the
 * form, then what the referral did. Only active campaigns take new referrals.
 */
export function RecordCounterReferral({
  campaigns,
  renderReferrerField,
  onRecorded,
}: {
  /** The business's campaigns (pending while `data` is undefined and there is no error). */
  campaigns: { data: CampaignDto[] | undefined; error: unknown; isPending: boolean };
  renderReferrerField: (props: ReferrerFieldProps) => ReactNode;
  /** Called once a referral is recorded (the page refreshes the lists it changes). */
  onRecorded: () => void;
}) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  // A new form for each referral: nothing of the previous friend stays typed.
  const [formKey, setFormKey] = useState(0);

  if (campaigns.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!campaigns.data)
    return (
      <Alert
        type="error"
        showIcon
        title="Your campaigns could not be loaded"
        description={serverMessageOf(campaigns.error, 'Please check your connection; we keep trying.')}
      />
    );
  const active = campaigns.data.filter((campaign) => campaign.isActive);
  const campaign = active.find(({ id }) => id === chosenId) ?? active[0];
  if (!campaign)
    return (
      <Alert
        type="info"
        showIcon
        title="No active campaign"
        description="Referrals are recorded for an active campaign. Activate one from its page first."
      />
    );
  const campaignId = campaign.id;

  if (recorded)
    return (
      <RecordedPanel
        recorded={recorded}
        onNext={() => {
          setRecorded(null);
          setFormKey((key) => key + 1);
        }}
      />
    );

  return (
    <div className={styles.stack}>
      {active.length > 1 && (
        <label className={styles.campaignPicker}>
          Campaign
          <Select
            size="large"
            value={campaignId}
            onChange={setChosenId}
            options={active.map(({ id, name }) => ({ value: id, label: name }))}
            className={styles.fullWidth}
          />
        </label>
      )}
      <CounterReferralForm
        key={`${campaignId}/${formKey}`}
        campaignId={campaignId}
        renderReferrerField={renderReferrerField}
        onRecorded={(answer, referrer) => {
          setRecorded({ answer, referrer });
          onRecorded();
        }}
      />
    </div>
  );
}
