import { shareTargets } from '@referrals/ui/light';
import * as styles from './voucher.module.css';

interface ShareVoucherProps {
  address: string;
  businessName: string;
  rewardDescription: string;
}

/** Share buttons: the phone's own share sheet where the browser has one, then WhatsApp, Facebook, X and e-mail. */
export function ShareVoucher({ address, businessName, rewardDescription }: ShareVoucherProps) {
  const message = `My voucher for ${businessName}: ${rewardDescription}`;
  const subject = `Voucher for ${businessName}`;
  const canShareNatively = typeof navigator.share === 'function';

  const shareNatively = () => {
    // Dismissing the share sheet rejects: nothing to tell the visitor.
    navigator.share({ title: subject, text: message, url: address }).catch(() => undefined);
  };

  return (
    <section className={styles.share} aria-labelledby="voucher-share-title">
      <h2 id="voucher-share-title" className={styles.sectionTitle}>
        Share this voucher
      </h2>
      <ul className={styles.shareList}>
        {canShareNatively && (
          <li>
            <button type="button" className={styles.shareButton} onClick={shareNatively}>
              Share…
            </button>
          </li>
        )}
        {shareTargets(address, message, subject).map((target) => (
          <li key={target.label}>
            <a
              className={styles.shareButton}
              href={target.href}
              {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {target.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
