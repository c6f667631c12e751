import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetOwnerSession, FullScreenSpinner, serverMessageOf, useToast } from '@referrals/ui';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../features/account/api/get-profile.ts';
import { AccountSettingsDialog } from '../../features/account/components/AccountSettingsDialog.tsx';
import { BillingDialog } from '../../features/billing/components/BillingDialog.tsx';
import { useBusinesses } from '../../features/businesses/api/get-businesses.ts';
import { BusinessSelector } from '../../features/businesses/components/BusinessSelector.tsx';
import { AccountMenu } from '../../features/dashboard/components/AccountMenu.tsx';
import { DashboardHeader } from '../../features/dashboard/components/DashboardHeader.tsx';
import { useCurrentUser } from '../../features/session/api/get-current-user.ts';
import { useLogout } from '../../features/session/api/logout.ts';

/** `/dashboard`: the business owner's home (SPEC.md §2). */
export function DashboardRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const currentUser = useCurrentUser();
  const [dialog, setDialog] = useState<'account-settings' | 'billing' | null>(null);
  // The session's current business (SPEC.md §4: the selection defaults to the signed-in business).
  const userId = currentUser.data?.user.id;
  const businesses = useBusinesses(userId);
  // Kept warm (refreshed every 60 s) so that the Account Settings and Billing dialogs open filled in.
  useProfile(userId);

  // No session (401) or no answer: the browser's hint is stale; the owner signs in again.
  useEffect(() => {
    if (currentUser.isError) {
      forgetOwnerSession();
      navigate(paths.login, { replace: true });
    }
  }, [currentUser.isError, navigate]);

  const logout = useLogout({
    onSuccess: () => {
      forgetOwnerSession();
      toast({ title: 'Logged out successfully', description: 'You have been logged out of your account.' });
      navigate(paths.login);
      queryClient.clear();
    },
    onError: (error) => {
      toast({
        title: 'Logout failed',
        description: serverMessageOf(error, 'Failed to log out'),
        variant: 'destructive',
      });
    },
  });

  if (!currentUser.isSuccess) return <FullScreenSpinner />;
  const { user } = currentUser.data;
  const selectableBusinesses = (businesses.data?.length ?? 0) > 1 ? businesses.data : undefined;
  const closeDialog = () => setDialog(null);

  return (
    <div style={{ minHeight: '100dvh', background: '#f8fafc' }}>
      <DashboardHeader
        businessSelector={
          selectableBusinesses &&
          (({ block }) => (
            <BusinessSelector currentId={user.id} businesses={selectableBusinesses} block={block} />
          ))
        }
        accountMenu={
          <AccountMenu
            businessName={user.businessName}
            onAccountSettings={() => setDialog('account-settings')}
            onBilling={() => setDialog('billing')}
            onLogout={() => logout.mutate()}
            isLoggingOut={logout.isPending}
          />
        }
      />
      <main style={{ maxWidth: 1160, margin: '0 auto', padding: '28px 16px 48px' }}>
        <Typography.Title level={1} style={{ fontSize: 'clamp(26px, 6vw, 32px)', margin: '0 0 4px' }}>
          Dashboard
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, margin: 0 }}>
          Welcome back, {user.businessName}
        </Typography.Paragraph>
      </main>
      <AccountSettingsDialog open={dialog === 'account-settings'} userId={user.id} onClose={closeDialog} />
      <BillingDialog open={dialog === 'billing'} userId={user.id} onClose={closeDialog} />
    </div>
  );
}
