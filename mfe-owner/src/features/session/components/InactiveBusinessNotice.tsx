import { Alert } from 'antd';
import { useCurrentUser } from '../../../lib/account/get-current-user.ts';

/**
 * Shown on every owner page while the signed-in business is deactivated by the platform's administrators: the
 * owner still signs in and sees their data, but the public pages are offline until it is active again.
 */
export function InactiveBusinessNotice({ className }: { className: string }) {
  const user = useCurrentUser().data?.user;
  if (!user || user.isActive) return null;
  return (
    <div role="status" className={className}>
      <Alert
        type="warning"
        showIcon
        title={`${user.businessName} has been deactivated`}
        description="This business has been deactivated by the platform administrators: its public referral page is offline, so new customers cannot join its referral programme. Your data stays as it is. Contact the platform administrators to have it reactivated."
      />
    </div>
  );
}
