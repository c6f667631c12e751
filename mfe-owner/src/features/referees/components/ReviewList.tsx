import { useState } from 'react';
import { Button, Empty, Input, Skeleton } from 'antd';
import { REJECTION_REASON_MAX, type ReferralReviewItemDto } from '@referrals/contracts';
import { formatDate, serverMessageOf, useToast } from '@referrals/ui';
import { FlagList } from './RefereeTags.tsx';
import { useDecideReferral, useReferralReviews } from '../api/review.ts';
import * as styles from './review.module.css';

/** Which flags need a decision, in the owner's words (the campaign page shows it too). */
export const REVIEW_EXPLAINED =
  'Referrals flagged as the same person as the referrer, or as one of many sign-ups within an hour, wait for your decision: approve them and they count, or reject them and the friend’s voucher is cancelled. Sign-ups on the same network as the referrer (your shop’s Wi-Fi) are only noted. Anything you have not decided within 14 days is approved automatically.';

function who(item: ReferralReviewItemDto): string {
  return `${item.friendFirstName}, referred by ${item.referrerName ?? 'a deleted referrer'}`;
}

function decisionText(item: ReferralReviewItemDto): string {
  const { review } = item;
  const verb = review.state === 'approved' ? 'Approved' : 'Rejected';
  const by = review.decidedBy === 'automatic' ? 'automatically (no decision within 14 days)' : 'by you';
  return `${verb} ${by} on ${formatDate(review.decidedAt ?? item.createdAt)}`;
}

function ToReview({ item }: { item: ReferralReviewItemDto }) {
  const { toast } = useToast();
  const decide = useDecideReferral();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = `reject-reason-${item.refereeId}`;

  const send = (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !reason.trim()) {
      setReasonError('Give a reason for the rejection');
      return;
    }
    decide.mutate(
      { refereeId: item.refereeId, decision, reason: decision === 'reject' ? reason.trim() : '' },
      {
        onSuccess: () => toast({ title: decision === 'approve' ? 'Referral approved' : 'Referral rejected' }),
        onError: (error) =>
          toast({
            title: 'Not saved',
            description: serverMessageOf(error, 'The decision was not saved'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <li className={styles.card} aria-label={who(item)}>
      <strong className={styles.name}>{who(item)}</strong>
      <span className={styles.meta}>
        Signed up {formatDate(item.createdAt)} ·{' '}
        {item.status === 'Verified' ? 'e-mail confirmed' : 'e-mail not confirmed yet'} · approved
        automatically on {formatDate(item.review.autoApproveAt)} unless you decide
      </span>
      <FlagList flags={item.flags} reasons="inline" />
      {rejecting ? (
        <div className={styles.reject}>
          <label htmlFor={reasonId}>Reason (shown to the friend on their voucher)</label>
          <Input.TextArea
            id={reasonId}
            value={reason}
            maxLength={REJECTION_REASON_MAX}
            autoSize={{ minRows: 2 }}
            status={reasonError ? 'error' : undefined}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
          {reasonError && (
            <span id={`${reasonId}-error`} className={styles.error} role="alert">
              {reasonError}
            </span>
          )}
          <div className={styles.actions}>
            <Button danger type="primary" loading={decide.isPending} onClick={() => send('reject')}>
              Reject referral
            </Button>
            <Button onClick={() => setRejecting(false)}>Cancel</Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button type="primary" loading={decide.isPending} onClick={() => send('approve')}>
            Approve
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            Reject…
          </Button>
        </div>
      )}
    </li>
  );
}

function Decided({ item }: { item: ReferralReviewItemDto }) {
  return (
    <li className={styles.card} aria-label={who(item)}>
      <strong className={styles.name}>{who(item)}</strong>
      <span className={styles.meta}>{decisionText(item)}</span>
      {item.review.rejectionReason && (
        <span className={styles.meta}>Reason: {item.review.rejectionReason}</span>
      )}
      <FlagList flags={item.flags} reasons="inline" />
    </li>
  );
}

/** The campaign's flagged referrals: those waiting for a decision, then the latest decisions. */
export function ReviewList({ campaignId }: { campaignId: string }) {
  const reviews = useReferralReviews(campaignId);
  if (reviews.isPending) return <Skeleton active />;
  if (!reviews.data)
    return <p role="alert">{serverMessageOf(reviews.error, 'The list could not be loaded')}</p>;
  const { toReview, decided } = reviews.data;
  return (
    <div className={styles.sections}>
      <section aria-labelledby="to-review-heading">
        <h2 id="to-review-heading" className={styles.heading}>
          To review ({toReview.length})
        </h2>
        {toReview.length === 0 ? (
          <Empty description="Nothing to review" />
        ) : (
          <ul className={styles.list}>
            {toReview.map((item) => (
              <ToReview key={item.refereeId} item={item} />
            ))}
          </ul>
        )}
      </section>
      {decided.length > 0 && (
        <section aria-labelledby="decided-heading">
          <h2 id="decided-heading" className={styles.heading}>
            Decided
          </h2>
          <ul className={styles.list}>
            {decided.map((item) => (
              <Decided key={item.refereeId} item={item} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
