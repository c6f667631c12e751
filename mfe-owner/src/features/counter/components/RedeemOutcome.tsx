import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { VoucherDto, VoucherRedeemedDto } from '@referrals/contracts';
import { CheckCircleIcon, CrossCircleIcon } from './CounterIcons.tsx';
import * as styles from './counter.module.css';
import { formatMoment } from '@referrals/contracts';

function Panel({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'success' | 'refusal' | 'neutral';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      role={tone === 'refusal' ? 'alert' : 'status'}
      aria-label={title}
      className={`${styles.outcome} ${styles[tone]}`}
    >
      {icon}
      <h2 className={styles.outcomeTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** What a referrer's reward voucher is, in one line. */
const rewardLine = (reward: VoucherDto) =>
  reward.holderFirstName
    ? `${reward.holderFirstName}: ${reward.rewardDescription}`
    : reward.rewardDescription;

/**
 * The unmistakable answer of a redemption: a big green "Redeemed" with the time, and the rewards the visit
 * earned the referrer (e-mailed to them), then a button for the next customer.
 */
export function RedeemedPanel({ result, onNext }: { result: VoucherRedeemedDto; onNext: () => void }) {
  const { voucher, referrerRewards } = result;
  return (
    <div className={styles.stack}>
      <Panel tone="success" icon={<CheckCircleIcon size={64} />} title="Redeemed">
        <p className={styles.outcomeLead}>
          {voucher.kind === 'pass' ? 'Welcome pass' : voucher.rewardDescription}
        </p>
        <p className={styles.outcomeLine}>
          {voucher.holderFirstName && `For ${voucher.holderFirstName} · `}
          <time dateTime={voucher.redeemedAt ?? undefined}>{formatMoment(voucher.redeemedAt)}</time>
        </p>
      </Panel>
      {referrerRewards.length > 0 && (
        <section aria-labelledby="referrer-rewards-title" className={styles.rewards}>
          <h3 id="referrer-rewards-title" className={styles.rewardsTitle}>
            The referrer earned{' '}
            {referrerRewards.length === 1 ? 'a reward' : `${referrerRewards.length} rewards`}
          </h3>
          <ul className={styles.rewardsList}>
            {referrerRewards.map((reward) => (
              <li key={reward.id}>{rewardLine(reward)}</li>
            ))}
          </ul>
          <p className={styles.rewardsNote}>Sent to them by e-mail.</p>
        </section>
      )}
      <Button type="primary" size="large" block onClick={onNext} className={styles.nextButton}>
        Redeem another voucher
      </Button>
    </div>
  );
}

/** The server's refusal (already redeemed, expired...) in its own words, then the way back to the entry. */
export function RefusedPanel({ message, onNext }: { message: string; onNext: () => void }) {
  return (
    <div className={styles.stack}>
      <Panel tone="refusal" icon={<CrossCircleIcon size={56} />} title="Not redeemed">
        <p className={styles.refusalMessage}>{message}</p>
      </Panel>
      <Button size="large" block onClick={onNext} className={styles.nextButton}>
        Try another code
      </Button>
    </div>
  );
}

/**
 * A flagged referral rejected at the counter: the voucher is cancelled (its page shows the reason) and the
 * referrer earns nothing for it; then a button for the next customer.
 */
export function RejectedPanel({ holderFirstName, onNext }: { holderFirstName: string; onNext: () => void }) {
  return (
    <div className={styles.stack}>
      <Panel tone="neutral" icon={<CrossCircleIcon size={56} />} title="Referral rejected">
        <p className={styles.outcomeLead}>The voucher is cancelled</p>
        <p className={styles.outcomeLine}>
          {holderFirstName || 'The friend'} sees your reason on their voucher page. The referrer earns nothing
          for this referral.
        </p>
      </Panel>
      <Button type="primary" size="large" block onClick={onNext} className={styles.nextButton}>
        Redeem another voucher
      </Button>
    </div>
  );
}
