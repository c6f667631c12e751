import { useEffect, useRef } from 'react';
import type { ReferrerRegisteredDto } from '@referrals/contracts';
import { CopyButton, LinkField, shareTargets, visuallyHidden } from '@referrals/ui/light';
import * as styles from './referral.module.css';

/** Props of {@link ReferrerSuccess}. */
export interface ReferrerSuccessProps {
  referrer: ReferrerRegisteredDto;
  businessName: string;
  /** The friend's welcome reward, to say in the shared message; null when the campaign has none. */
  inviteeRewardName: string | null;
  /** "Register Another Referrer": back to an empty form. */
  onRegisterAnother: () => void;
}

/**
 * A referrer has joined: their personal link, to copy or share to WhatsApp, Facebook, X, e-mail or, where
 * the browser has one, the phone's own share sheet. The link works at once; rewards wait for the e-mail
 * confirmation, which the screen reminds them of.
 */
export function ReferrerSuccess({
  referrer,
  businessName,
  inviteeRewardName,
  onRegisterAnother,
}: ReferrerSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone: the news is read from the top.
  useEffect(() => headingRef.current?.focus(), []);

  const link = referrer.referralLink;
  const subject = `Join me at ${businessName}`;
  const message = inviteeRewardName
    ? `I recommend ${businessName}! Sign up with my link and get ${inviteeRewardName}:`
    : `I recommend ${businessName}! Sign up with my link:`;
  const canShareNatively = typeof navigator.share === 'function';
  const shareNatively = () => {
    // Cancelling the share sheet rejects: nothing to tell the visitor.
    navigator.share({ title: subject, text: message, url: link }).catch(() => undefined);
  };

  return (
    <section aria-labelledby="referrer-success-title">
      <h2 id="referrer-success-title" ref={headingRef} tabIndex={-1} className={styles.successTitle}>
        {`You're in, ${referrer.firstName}!`}
      </h2>
      <p className={styles.successText}>
        Share your personal link with friends. When they sign up with it, they are linked to you.
      </p>
      <LinkField id="referral-link" label="Your referral link" value={link} className={styles.linkField} />
      <CopyButton text={link} className={`${styles.submit} ${styles.copyButton}`} label="Copy Link" />
      <p className={styles.shareLabel} id="share-title">
        Share it
      </p>
      <div className={styles.shareGrid} role="group" aria-labelledby="share-title">
        {shareTargets(link, message, subject).map((target) => (
          <a
            key={target.label}
            className={styles.shareButton}
            href={target.href}
            {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {target.label}
            {target.newTab && <span style={visuallyHidden}> (opens in a new tab)</span>}
          </a>
        ))}
        {canShareNatively && (
          <button
            type="button"
            className={`${styles.shareButton} ${styles.shareWide}`}
            onClick={shareNatively}
          >
            More options...
          </button>
        )}
      </div>
      {!referrer.isVerified && (
        <p className={styles.pending}>
          We sent a confirmation e-mail to <strong>{referrer.email}</strong>. Your link works already; confirm
          your address to receive your rewards.
        </p>
      )}
      <button type="button" className={styles.secondaryButton} onClick={onRegisterAnother}>
        Register Another Referrer
      </button>
    </section>
  );
}
