import { Typography } from 'antd';
import { referralPagePath } from '../../../config/paths.ts';

/**
 * The address of the business's referral page, where the new campaign takes referrers: the page that really
 * exists on this site. Long slugs break anywhere, so the address fits a 360 px phone.
 */
export function ReferralAddress({ businessSlug }: { businessSlug: string | undefined }) {
  return (
    <Typography.Text
      code
      aria-label="Campaign URL preview"
      style={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}
    >
      {businessSlug ? `${window.location.origin}${referralPagePath(businessSlug)}` : 'Loading...'}
    </Typography.Text>
  );
}
