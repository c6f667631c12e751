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
import { CmsItemsTab } from '../../features/cms-items/components/CmsItemsTab.tsx';
import { MediaTab } from '../../features/cms-media/components/MediaTab.tsx';
import { NavigationTab } from '../../features/cms-navigation/components/NavigationTab.tsx';
import { MaintenanceBanner, SettingsTab } from '../../features/cms-settings/components/SettingsTab.tsx';
import * as admin from '../../components/admin.module.css';

/**
 * The dashboard of a signed-in administrator: the greeting, Logout, the maintenance banner while the site is in
 * maintenance mode, and the eight tabs of docs/product-rules.md §2.
 */
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
      <main className={`${admin.main} ${admin.stack}`}>
        <MaintenanceBanner />
        <Tabs
          className={admin.tabs}
          defaultActiveKey="overview"
          destroyOnHidden
          items={[
            { key: 'overview', label: 'Overview', children: <OverviewTab /> },
            { key: 'pages', label: 'Pages', children: <CmsItemsTab kind="page" /> },
            { key: 'blog', label: 'Blog', children: <CmsItemsTab kind="post" /> },
            { key: 'media', label: 'Media', children: <MediaTab /> },
            { key: 'businesses', label: 'Businesses', children: <BusinessesTab /> },
            { key: 'navigation', label: 'Navigation', children: <NavigationTab /> },
            { key: 'users', label: 'Admin Users', children: <AdminUsersTab currentUser={user} /> },
            { key: 'settings', label: 'Settings', children: <SettingsTab role={user.role} /> },
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
