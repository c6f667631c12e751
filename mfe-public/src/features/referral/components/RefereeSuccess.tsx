import { useEffect, useRef, useState } from 'react';
import type { RefereeRegisteredDto } from '@referrals/contracts';
import { serverMessageOf } from '@referrals/ui/light';
import { useRegister, type Registration } from '../api/register.ts';
import * as styles from './referral.module.css';

/** Hours the verification link stays valid (the referral service's rule). */
const LINK_VALID_HOURS = 48;

/** Props of {@link RefereeSuccess}. */
export interface RefereeSuccessProps {
  referee: RefereeRegisteredDto;
  /** The sign-up as sent: sent again, it e-mails a new link to the same address (nothing new registered). */
  sent: Registration | null;
  businessName: string;
  withVoucher: boolean;
  /** "Wrong address?": back to the form with what they typed, to sign up with the right e-mail. */
  onWrongAddress: () => void;
}

/**
 * A friend has signed up: what happens next. They confirm their e-mail through the link just sent, and that
 * confirmation is what issues their voucher (none exists before). "Send it again" sends the same sign-up
 * again, which the service answers with a new link to the same address (throttled, `verificationResent`);
 * "Wrong address?" lets them sign up again with the right one: the mistyped address gets nothing more, and
 * its link alone confirms nobody else's.
 */
export function RefereeSuccess({
  referee,
  sent,
  businessName,
  withVoucher,
  onWrongAddress,
}: RefereeSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [status, setStatus] = useState<string | null>(null);
  const resend = useRegister({
    onSuccess: () => setStatus(`We sent a new link to ${referee.email}. Links sent before no longer work.`),
    onError: (error) =>
      setStatus(serverMessageOf(error, 'We could not send the e-mail just now. Please try again.')),
  });

  return (
    <section aria-labelledby="referee-success-title">
      <h2 id="referee-success-title" ref={headingRef} tabIndex={-1} className={styles.successTitle}>
        Check your e-mail
      </h2>
      <p className={styles.successText}>
        {referee.verificationResent
          ? `You have already signed up with this e-mail, ${referee.firstName}. We sent a new verification link to `
          : `Thanks, ${referee.firstName}! We sent a link to `}
        <strong>{referee.email}</strong>.
        {referee.verificationResent ? ' Links sent before no longer work.' : ''}
      </p>
      <h3 className={styles.nextTitle}>What happens next</h3>
      <ol className={styles.nextSteps}>
        <li>{`Open the e-mail from ${businessName} within ${LINK_VALID_HOURS} hours.`}</li>
        <li>Tap “Confirm my email” in it.</li>
        <li>
          {withVoucher
            ? 'Your voucher appears: show it at the counter on your first visit.'
            : 'You are signed up: we will tell you when there is something for you.'}
        </li>
      </ol>
      <p className={styles.pending}>
        No e-mail after a few minutes? Look in your spam or junk folder, or send it again.
      </p>
      {status && (
        <p className={styles.notice} role="status">
          {status}
        </p>
      )}
      <div className={styles.nextActions}>
        {sent && (
          <button
            type="button"
            className={styles.secondaryButton}
            aria-busy={resend.isPending || undefined}
            onClick={() => {
              setStatus(null);
              resend.mutate(sent);
            }}
          >
            {resend.isPending ? 'Sending...' : 'Send the e-mail again'}
          </button>
        )}
        <button type="button" className={styles.secondaryButton} onClick={onWrongAddress}>
          Wrong address? Correct it
        </button>
      </div>
    </section>
  );
}
