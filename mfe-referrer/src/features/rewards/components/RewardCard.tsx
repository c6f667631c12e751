import { useState } from 'react';
import type { ReferrerRewardDto } from '@referrals/contracts';
import { Link } from '@referrals/ui/light-router';
import { Button, Card, formatDate, Tag } from '@referrals/ui/light';
import { displayCode, VoucherQrCode, voucherAddress } from '@referrals/ui/voucher';
import * as page from '../../../components/portal.module.css';
import { downloadRewardPdf } from '../api/rewards.ts';
import * as styles from './rewards.module.css';

/** The reward's state in words: "Valid", "Redeemed on 3 Dec 2026", "Expired on 1 Jan 2027", "Cancelled". */
export function rewardStateLabel(reward: ReferrerRewardDto): string {
  if (reward.state === 'valid') return 'Valid';
  if (reward.state === 'redeemed') return `Redeemed on ${formatDate(reward.redeemedAt)}`;
  if (reward.state === 'expired') return `Expired on ${formatDate(reward.expiresAt)}`;
  return 'Cancelled';
}

/**
 * One reward voucher: the business and campaign, what it is, its code, its QR code while it can be used, its
 * state and expiry, and its PDF (the voucher page's, made when asked for).
 */
export function RewardCard({ reward }: { reward: ReferrerRewardDto }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const titleId = `reward-${reward.code}`;
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadRewardPdf(reward.code);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className={page.card}>
      <article aria-labelledby={titleId} className={styles.article}>
        <div className={styles.head}>
          <p className={styles.business}>{reward.businessName}</p>
          <Tag tone={reward.state === 'valid' ? 'success' : 'neutral'}>{rewardStateLabel(reward)}</Tag>
        </div>
        <p className={styles.campaign}>{reward.campaignName}</p>
        <h2 id={titleId} className={styles.title}>
          {reward.rewardName}
        </h2>
        <p className={styles.earned}>
          {`Earned for ${reward.earnedFor} successful ${reward.earnedFor === 1 ? 'referral' : 'referrals'}`}
        </p>
        <div className={styles.codeBox}>
          <span className={styles.codeLabel}>Voucher code</span>
          <span className={styles.code}>{displayCode(reward.code)}</span>
        </div>
        {reward.state === 'valid' && (
          <figure className={styles.qrFigure}>
            <VoucherQrCode
              address={voucherAddress(window.location.origin, reward.code)}
              className={styles.qr}
            />
            <figcaption className={styles.qrCaption}>Show this at the counter</figcaption>
          </figure>
        )}
        <p className={styles.validity}>
          {reward.state === 'valid'
            ? `Valid until ${formatDate(reward.expiresAt)}`
            : `Expiry date: ${formatDate(reward.expiresAt)}`}
        </p>
        <div className={styles.actions}>
          <Button
            variant={reward.state === 'valid' ? 'primary' : 'default'}
            size="large"
            loading={busy}
            onClick={download}
            aria-describedby={titleId}
          >
            {busy ? 'Preparing PDF...' : 'Download PDF'}
          </Button>
          <Link to={`/voucher/${encodeURIComponent(reward.code)}`} className={page.link}>
            Open voucher page
          </Link>
        </div>
        <p className={styles.error} role="alert">
          {failed ? 'The PDF could not be made. Check your connection and try again.' : ''}
        </p>
      </article>
    </Card>
  );
}
