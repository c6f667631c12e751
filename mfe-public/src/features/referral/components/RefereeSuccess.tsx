import { useEffect, useRef, useState } from 'react';
import type { RefereeRegisteredDto } from '@referrals/contracts';
import { serverMessageOf, useAction } from '@referrals/ui/light';
import { sendLinkTo, useRegister, type CorrectableReferee, type Registration } from '../api/register.ts';
import { EmailCorrection } from './EmailCorrection.tsx';
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
  /**
   * "Wrong address?" when this page may not correct the registration (it answered with an earlier one): back
   * to the form with what they typed, to sign up with the right e-mail.
   */
  onWrongAddress: () => void;
}

/**
 * A friend has signed up: what happens next. They confirm their e-mail through the link just sent, and that
 * confirmation is what issues their voucher (none exists before). "Send the e-mail again" e-mails a new link
 * to the same address (throttled); "Wrong address?" corrects the address of this very sign-up in place
 * (EmailCorrection): the new address gets the link, the mistyped one's stops working, nothing is registered
 * twice. A sign-up that answered with an earlier registration (`verificationResent`) gave this page no right
 * to change it: "Wrong address?" then goes back to the form with what they typed.
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
  const [current, setCurrent] = useState(referee);
  const [correcting, setCorrecting] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const correctable: CorrectableReferee | null = current.correctionToken
    ? { ...current, correctionToken: current.correctionToken }
    : null;
  const onResent = () =>
    setStatus(`We sent a new link to ${current.email}. Links sent before no longer work.`);
  const onResendError = (error: unknown) =>
    setStatus(serverMessageOf(error, 'We could not send the e-mail just now. Please try again.'));
  const resend = useRegister({ onSuccess: onResent, onError: onResendError });
  const resendHere = useAction((to: CorrectableReferee) => sendLinkTo(to, to.email), {
    onSuccess: onResent,
    onError: onResendError,
  });
  const resending = resend.isPending || resendHere.isPending;

  return (
    <section aria-labelledby="referee-success-title">
      <h2 id="referee-success-title" ref={headingRef} tabIndex={-1} className={styles.successTitle}>
        Check your e-mail
      </h2>
      <p className={styles.successText}>
        {current.verificationResent
          ? `You have already signed up with this e-mail, ${current.firstName}. We sent a new verification link to `
          : `Thanks, ${current.firstName}! We sent a link to `}
        <strong>{current.email}</strong>.
        {current.verificationResent ? ' Links sent before no longer work.' : ''}
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
      {correcting && correctable ? (
        <EmailCorrection
          referee={correctable}
          onCorrected={(corrected, mistyped) => {
            setCurrent(corrected);
            setCorrecting(false);
            setStatus(
              `We sent a new link to ${corrected.email}. The link sent to ${mistyped} no longer works.`,
            );
          }}
          onCancel={() => setCorrecting(false)}
        />
      ) : (
        <div className={styles.nextActions}>
          {(correctable || sent) && (
            <button
              type="button"
              className={styles.secondaryButton}
              aria-busy={resending || undefined}
              onClick={() => {
                setStatus(null);
                if (correctable) resendHere.mutate(correctable);
                else if (sent) resend.mutate(sent);
              }}
            >
              {resending ? 'Sending...' : 'Send the e-mail again'}
            </button>
          )}
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => {
              setStatus(null);
              if (correctable) setCorrecting(true);
              else onWrongAddress();
            }}
          >
            Wrong address? Correct it
          </button>
        </div>
      )}
    </section>
  );
}
