import { useState } from 'react';
import { Button, Input } from 'antd';
import { REJECTION_REASON_MAX, type VoucherReferralReviewDto } from '@referrals/contracts';
import { flaggedReferralTitle, redeemApprovesNote } from '@referrals/ui/voucher';
import * as styles from './counter.module.css';

/**
 * A voucher's referral as the abuse rules flagged it: who referred the holder and each flag in words. While it
 * waits for a decision (`decidable`: the voucher can still be redeemed), it says what Redeem and Reject do.
 */
export function FlaggedReferral({
  referral,
  decidable,
}: {
  referral: VoucherReferralReviewDto;
  decidable: boolean;
}) {
  return (
    <section aria-labelledby="counter-flagged-title" className={styles.flagged}>
      <h3 id="counter-flagged-title" className={styles.flaggedTitle}>
        {flaggedReferralTitle(referral)}
      </h3>
      <p className={styles.flaggedLine}>Referred by {referral.referrerName ?? 'a deleted referrer'}</p>
      <ul aria-label="Flags" className={styles.flagReasons}>
        {referral.flags.map((flag) => (
          <li key={flag.kind}>{flag.reason}</li>
        ))}
      </ul>
      {decidable && referral.review?.state === 'pending' && (
        <p className={styles.flaggedLine}>
          {redeemApprovesNote(referral.review)} Reject cancels the voucher with your reason.
        </p>
      )}
    </section>
  );
}

const REASON_ID = 'counter-reject-reason';

/**
 * Reject, then the reason (shown to the friend on their voucher page, never to the referrer) and Reject
 * referral; a missing reason or the server's refusal stands under the field.
 */
export function RejectReferral({
  holderFirstName,
  rejecting,
  serverError,
  onReject,
}: {
  holderFirstName: string;
  rejecting: boolean;
  serverError: string | null;
  onReject: (reason: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const error = missing ? 'Give a reason for the rejection' : serverError;

  if (!open)
    return (
      <Button danger size="large" block onClick={() => setOpen(true)} className={styles.nextButton}>
        Reject…
      </Button>
    );

  const submit = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onReject(reason.trim());
  };

  return (
    <div className={styles.rejectForm}>
      <label htmlFor={REASON_ID} className={styles.rejectLabel}>
        Reason (shown to {holderFirstName || 'the friend'} on their voucher)
      </label>
      <Input.TextArea
        id={REASON_ID}
        value={reason}
        maxLength={REJECTION_REASON_MAX}
        autoSize={{ minRows: 2 }}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${REASON_ID}-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      {error && (
        <p id={`${REASON_ID}-error`} role="alert" className={styles.rejectError}>
          {error}
        </p>
      )}
      <div className={styles.rejectActions}>
        <Button danger type="primary" size="large" loading={rejecting} onClick={submit}>
          Reject referral
        </Button>
        <Button size="large" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
