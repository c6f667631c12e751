import type { ReferrerCampaignDto } from '@referrals/contracts';
import {
  buttonClassName,
  Card,
  CopyButton,
  LinkField,
  shareTargets,
  showToast,
  visuallyHidden,
} from '@referrals/ui/light';
import { referralLinkOf } from '../lib/referral-link.ts';
import * as styles from './dashboard.module.css';

/** The personal link: read-only, Copy (with a "Copied!" toast), and one tap to share it. */
export function ReferralLinkCard({ campaign }: { campaign: ReferrerCampaignDto }) {
  const link = referralLinkOf(window.location.origin, campaign);
  const subject = `Join me at ${campaign.businessName}`;
  const message = `I recommend ${campaign.businessName}! Sign up with my link:`;

  return (
    <Card className={styles.card} aria-labelledby="referral-link-title" role="region">
      <h2 id="referral-link-title" className={styles.cardTitle}>
        Your referral link
      </h2>
      <LinkField
        id="referral-link"
        label="Share this link with friends"
        value={link}
        className={styles.linkField}
      />
      <CopyButton
        text={link}
        className={buttonClassName({ variant: 'primary', size: 'large', block: true })}
        onCopied={() =>
          showToast({ title: 'Copied!', description: 'Your referral link is on the clipboard.' })
        }
      />
      <p className={styles.shareLabel} id="share-title">
        Quick share
      </p>
      <ul className={styles.shareList} aria-labelledby="share-title">
        {shareTargets(link, message, subject).map((target) => (
          <li key={target.label}>
            <a
              className={styles.shareButton}
              href={target.href}
              {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {target.label}
              {target.newTab && <span style={visuallyHidden}> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
