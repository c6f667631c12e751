import { Typography } from 'antd';
import { referralPagePath } from '../../../config/paths.ts';
import * as styles from './editor.module.css';

/**
 * The address of the business's referral page, where the new campaign takes referrers: the page that really
 * exists on this site. Long slugs break anywhere, so the address fits a 360 px phone.
 */
export function ReferralAddress({ businessSlug }: { businessSlug: string | undefined }) {
  return (
    <Typography.Text code aria-label="Campaign URL preview" className={styles.address}>
      {businessSlug ? `${window.location.origin}${referralPagePath(businessSlug)}` : 'Loading...'}
    </Typography.Text>
  );
}
