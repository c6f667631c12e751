import { CopyButton, privateShareTargets } from '@referrals/ui/light';
import * as styles from './voucher.module.css';

interface ShareVoucherProps {
  address: string;
  businessName: string;
  rewardDescription: string;
}

/**
 * Share buttons for one person: WhatsApp, e-mail and Copy link. A voucher is used once, so there is no public
 * post (Facebook, X) nor the phone's share sheet, which offers those too: whoever saw it first could use it.
 */
export function ShareVoucher({ address, businessName, rewardDescription }: ShareVoucherProps) {
  const message = `My voucher for ${businessName}: ${rewardDescription}`;
  const subject = `Voucher for ${businessName}`;

  return (
    <section className={styles.share} aria-labelledby="voucher-share-title">
      <h2 id="voucher-share-title" className={styles.sectionTitle}>
        Share this voucher
      </h2>
      <ul className={styles.shareList}>
        {privateShareTargets(address, message, subject).map((target) => (
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
        <li>
          <CopyButton text={address} className={styles.shareButton} label="Copy link" />
        </li>
      </ul>
    </section>
  );
}
