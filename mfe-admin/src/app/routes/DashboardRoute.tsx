import { Tabs } from 'antd';
import type { AdminUserDto } from '@referrals/contracts';
import { AdminHeader, LogoutButton } from '../../components/AdminHeader.tsx';
import { BusinessesTab } from '../../features/businesses/components/BusinessesTab.tsx';
import { OverviewTab } from '../../features/businesses/components/OverviewTab.tsx';
import { useWorkflowToasts } from '../../features/businesses/hooks/use-workflow-toasts.ts';
import { useCurrentAdmin } from '../../features/session/api/use-current-admin.ts';
import { useLogout } from '../../features/session/api/use-logout.ts';
import { RequireAdminSession } from '../../features/session/components/RequireAdminSession.tsx';
import { AdminUsersTab } from '../../features/users/components/AdminUsersTab.tsx';
import * as admin from '../../components/admin.module.css';

/** The dashboard of a signed-in administrator: the greeting, Logout, and the three tabs. */
export function AdminDashboard({ storedUser }: { storedUser: AdminUserDto }) {
  const user = useCurrentAdmin(storedUser);
  const logout = useLogout();
  useWorkflowToasts();
  return (
    <div className={admin.page}>
      <AdminHeader
        title={`Welcome, ${user.firstName} ${user.lastName}`}
        actions={<LogoutButton onLogout={() => logout.mutate()} pending={logout.isPending} />}
      />
      <main className={admin.main}>
        <Tabs
          defaultActiveKey="overview"
          destroyOnHidden
          items={[
            { key: 'overview', label: 'Overview', children: <OverviewTab /> },
            { key: 'businesses', label: 'Businesses', children: <BusinessesTab /> },
            { key: 'users', label: 'Admin Users', children: <AdminUsersTab currentUser={user} /> },
          ]}
        />
      </main>
    </div>
  );
}

/** `/admin/dashboard`. */
export function DashboardRoute() {
  return (
    <RequireAdminSession>{(session) => <AdminDashboard storedUser={session.user} />}</RequireAdminSession>
  );
}
