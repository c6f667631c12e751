import { useEffect } from 'react';
import { Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetOwnerSession, FullScreenSpinner, serverMessageOf, useToast } from '@referrals/ui';
import { paths } from '../../config/paths.ts';
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

  return (
    <div style={{ minHeight: '100dvh', background: '#f8fafc' }}>
      <DashboardHeader
        accountMenu={
          <AccountMenu
            businessName={user.businessName}
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
    </div>
  );
}
