import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AntdProviders, FullScreenSpinner } from '@referrals/ui';
import '@referrals/ui/tokens.css';
import { paths } from '../config/paths.ts';
import { installLeaveGate } from '../features/cms-editor/lib/leave-guard.ts';
import { LoginRoute } from './routes/LoginRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

// The signed-in pages are chunks of their own, loaded when visited: the sign-in page downloads none of their
// tables, tabs and dialogs (the admin sign-in has a JavaScript budget, e2e/web/budgets.ts).
const DashboardRoute = lazy(() =>
  import('./routes/DashboardRoute.tsx').then((module) => ({ default: module.DashboardRoute })),
);
const BusinessRoute = lazy(() =>
  import('./routes/BusinessRoute.tsx').then((module) => ({ default: module.BusinessRoute })),
);
// The editors load CKEditor (itself a lazy chunk of theirs): only these routes download it.
const PageEditRoute = lazy(() =>
  import('./routes/CmsEditorRoutes.tsx').then((module) => ({ default: module.PageEditRoute })),
);
const BlogEditRoute = lazy(() =>
  import('./routes/CmsEditorRoutes.tsx').then((module) => ({ default: module.BlogEditRoute })),
);

// The editors' leave guard must hear the browser's Back before react-router does: this runs before the
// area's BrowserRouter mounts and adds its own listener. Only in a browser: tests import this module in Node.
if (typeof window !== 'undefined') installLeaveGate(window);

/**
 * The administrators' microfrontend, exposed as `./App`. The shell renders it inside its router and
 * QueryClient for the paths the gateway's `/mfe-manifest.json` gives `mfe_admin` (its configuration lists
 * /admin, /admin/dashboard, /admin/business/:id and the CMS editors); the paths below are absolute. antd's providers are this
 * remote's own: the shell and the public pages load no antd. The admin API takes a bearer token, kept in
 * localStorage from sign-in to logout, a 401 answer or the session's end time.
 */
export default function App() {
  return (
    <AntdProviders>
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes>
          <Route path={paths.login} element={<LoginRoute />} />
          <Route path={paths.dashboard} element={<DashboardRoute />} />
          <Route path={paths.business} element={<BusinessRoute />} />
          <Route path={paths.pageEdit} element={<PageEditRoute />} />
          <Route path={paths.newPost} element={<BlogEditRoute />} />
          <Route path={paths.blogEdit} element={<BlogEditRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </AntdProviders>
  );
}
