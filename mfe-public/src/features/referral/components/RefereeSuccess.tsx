import { useEffect, useRef } from 'react';
import type { RefereeRegisteredDto } from '@referrals/contracts';
import * as styles from './referral.module.css';

/** Hours the verification link stays valid (the referral service's rule). */
const LINK_VALID_HOURS = 48;

/**
 * A friend has signed up: they confirm their e-mail through the link just sent, and that confirmation is
 * what issues their voucher (none exists before). Signing up again with the same e-mail while unconfirmed
 * sends a new link instead (the service answers `verificationResent`), and the text says so.
 */
export function RefereeSuccess({
  referee,
  withVoucher,
}: {
  referee: RefereeRegisteredDto;
  withVoucher: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="referee-success-title">
      <h2 id="referee-success-title" ref={headingRef} tabIndex={-1} className={styles.successTitle}>
        Check your e-mail
      </h2>
      <p className={styles.successText}>
        {referee.verificationResent
          ? `You have already signed up with this e-mail, ${referee.firstName}. We sent a new verification link to `
          : `Thanks, ${referee.firstName}! We sent a link to `}
        <strong>{referee.email}</strong>
        {`. Open it within ${LINK_VALID_HOURS} hours to confirm your e-mail${withVoucher ? ' and get your voucher' : ''}.`}
        {referee.verificationResent ? ' Links sent before no longer work.' : ''}
      </p>
      <p className={styles.pending}>
        No e-mail after a few minutes? Look in your spam or junk folder, or sign up again with the same e-mail
        for a new link.
      </p>
    </section>
  );
}
