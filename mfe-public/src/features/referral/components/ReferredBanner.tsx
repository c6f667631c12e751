import { LineIcon } from '@referrals/ui/light';
import * as styles from './referral.module.css';

/** "You were referred by {first name}": the friend followed a personal link whose code matched. */
export function ReferredBanner({ firstName, rewardName }: { firstName: string; rewardName: string | null }) {
  return (
    <section className={styles.banner} aria-label="Your invitation">
      <span className={styles.bannerIcon}>
        <LineIcon size={22}>
          <path d="M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 110-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 100-5C13 2 12 7 12 7z" />
        </LineIcon>
      </span>
      <div>
        <p className={styles.bannerTitle}>You were referred by {firstName}</p>
        <p className={styles.bannerText}>
          {rewardName
            ? `Sign up below to claim your welcome reward: ${rewardName}.`
            : 'Sign up below to join.'}
        </p>
      </div>
    </section>
  );
}
