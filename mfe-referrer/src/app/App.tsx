import { lazy, Suspense } from 'react';
import { Route, Routes } from '@referrals/ui/light-router';
import { FullScreenSpinner } from '@referrals/ui/light';
import { paths } from '../config/paths.ts';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

// Each page is a chunk of its own, loaded when visited: the login page downloads nothing of the dashboard
// (the whole /referrer/* route has a phone-sized JavaScript budget, e2e/web/budgets.ts).
const LoginRoute = lazy(() =>
  import('./routes/LoginRoute.tsx').then((module) => ({ default: module.LoginRoute })),
);
const CampaignsRoute = lazy(() =>
  import('./routes/CampaignsRoute.tsx').then((module) => ({ default: module.CampaignsRoute })),
);
const DashboardRoute = lazy(() =>
  import('./routes/DashboardRoute.tsx').then((module) => ({ default: module.DashboardRoute })),
);
const ForgotPasswordRoute = lazy(() =>
  import('./routes/ForgotPasswordRoute.tsx').then((module) => ({ default: module.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('./routes/ResetPasswordRoute.tsx').then((module) => ({ default: module.ResetPasswordRoute })),
);

/**
 * The referrer portal, exposed as `./App`. The shell renders it for the paths `/mfe-manifest.json` gives
 * `mfe_referrer`; it routes them itself with the light router (the paths below are absolute) and reads
 * without a query client, so a portal page downloads neither react-router nor TanStack Query.
 */
export default function App() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.campaigns} element={<CampaignsRoute />} />
        <Route path={paths.dashboard} element={<DashboardRoute />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
        <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
