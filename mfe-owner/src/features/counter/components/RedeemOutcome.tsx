import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { VoucherDto, VoucherRedeemedDto } from '@referrals/contracts';
import { formatDateTime } from '../lib/voucher-terms.ts';
import { CheckCircleIcon, CrossCircleIcon } from './CounterIcons.tsx';

const PANEL = {
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
  padding: '28px 20px',
  borderRadius: 16,
  textAlign: 'center',
} as const;

function Panel({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'success' | 'refusal';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const colors =
    tone === 'success'
      ? { background: '#15803d', color: '#fff' }
      : { background: '#fef2f2', color: '#991b1b', border: '2px solid #dc2626' };
  return (
    <section
      role={tone === 'success' ? 'status' : 'alert'}
      aria-label={title}
      style={{ ...PANEL, ...colors }}
    >
      {icon}
      <h2 style={{ margin: 0, fontSize: 32, lineHeight: 1.1, color: 'inherit' }}>{title}</h2>
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
    <div style={{ display: 'grid', gap: 16 }}>
      <Panel tone="success" icon={<CheckCircleIcon size={64} />} title="Redeemed">
        <p style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          {voucher.kind === 'pass' ? 'Welcome pass' : voucher.rewardDescription}
        </p>
        <p style={{ margin: 0, fontSize: 16 }}>
          {voucher.holderFirstName && `For ${voucher.holderFirstName} · `}
          <time dateTime={voucher.redeemedAt ?? undefined}>{formatDateTime(voucher.redeemedAt)}</time>
        </p>
      </Panel>
      {referrerRewards.length > 0 && (
        <section
          aria-labelledby="referrer-rewards-title"
          style={{ padding: 16, borderRadius: 12, background: '#f0fdf4', border: '1px solid #86efac' }}
        >
          <h3 id="referrer-rewards-title" style={{ margin: '0 0 6px', fontSize: 16 }}>
            The referrer earned{' '}
            {referrerRewards.length === 1 ? 'a reward' : `${referrerRewards.length} rewards`}
          </h3>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {referrerRewards.map((reward) => (
              <li key={reward.id}>{rewardLine(reward)}</li>
            ))}
          </ul>
          <p style={{ margin: '6px 0 0', color: '#166534', fontSize: 13 }}>Sent to them by e-mail.</p>
        </section>
      )}
      <Button type="primary" size="large" block onClick={onNext} style={{ minHeight: 48 }}>
        Redeem another voucher
      </Button>
    </div>
  );
}

/** The server's refusal (already redeemed, expired...) in its own words, then the way back to the entry. */
export function RefusedPanel({ message, onNext }: { message: string; onNext: () => void }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Panel tone="refusal" icon={<CrossCircleIcon size={56} />} title="Not redeemed">
        <p style={{ margin: 0, fontSize: 17, fontWeight: 600 }}>{message}</p>
      </Panel>
      <Button size="large" block onClick={onNext} style={{ minHeight: 48 }}>
        Try another code
      </Button>
    </div>
  );
}
