import { Alert } from 'antd';
import { useCurrentUser } from '../../../lib/account/get-current-user.ts';
import * as styles from './inactive-business-notice.module.css';

/**
 * Shown on every owner page while the signed-in business is paused (disabled by the platform's administrators):
 * the owner still signs in and sees their data, but the public pages say the programme is paused and vouchers
 * cannot be used until it is active again. Says how to reach the platform (`PLATFORM_CONTACT_EMAIL`).
 */
export function InactiveBusinessNotice({ className }: { className: string }) {
  const answer = useCurrentUser().data;
  const user = answer?.user;
  if (!answer || !user || user.isActive) return null;
  const contact = answer.platformContactEmail;
  const subject = encodeURIComponent(`${user.businessName} is paused`);
  return (
    <div role="status" className={className}>
      <Alert
        type="warning"
        showIcon
        title={`${user.businessName} is paused`}
        description={
          <>
            <p className={styles.text}>
              The platform administrators have paused this business: its referral page says the programme is
              paused, nobody can join it, and its vouchers cannot be used until it is active again. Your data
              stays as it is.
            </p>
            <p className={styles.text}>To have it reactivated, or to ask why, write to the platform:</p>
            <a href={`mailto:${contact}?subject=${subject}`} className={styles.contact}>
              {contact}
            </a>
          </>
        }
      />
    </div>
  );
}
