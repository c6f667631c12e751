import { Suspense } from 'react';
import { lazyPage, Route, Routes } from '@referrals/ui/light-router';
import { FullScreenSpinner } from '@referrals/ui/light';
import { paths } from '../config/paths.ts';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

// Each page is a chunk of its own, loaded when visited (the first page's as this module loads): the login
// page downloads nothing of the dashboard (the whole /referrer/* route has a phone-sized JavaScript budget,
// e2e/web/budgets.ts).
const LoginRoute = lazyPage([paths.login], () =>
  import('./routes/LoginRoute.tsx').then((module) => module.LoginRoute),
);
const LoginLinkRoute = lazyPage([paths.loginLink], () =>
  import('./routes/LoginLinkRoute.tsx').then((module) => module.LoginLinkRoute),
);
const CampaignsRoute = lazyPage([paths.campaigns], () =>
  import('./routes/CampaignsRoute.tsx').then((module) => module.CampaignsRoute),
);
const DashboardRoute = lazyPage([paths.dashboard], () =>
  import('./routes/DashboardRoute.tsx').then((module) => module.DashboardRoute),
);
const RewardsRoute = lazyPage([paths.rewards], () =>
  import('./routes/RewardsRoute.tsx').then((module) => module.RewardsRoute),
);
const FriendsRoute = lazyPage([paths.friends], () =>
  import('./routes/FriendsRoute.tsx').then((module) => module.FriendsRoute),
);
const ForgotPasswordRoute = lazyPage([paths.forgotPassword], () =>
  import('./routes/ForgotPasswordRoute.tsx').then((module) => module.ForgotPasswordRoute),
);
const ResetPasswordRoute = lazyPage([paths.resetPassword], () =>
  import('./routes/ResetPasswordRoute.tsx').then((module) => module.ResetPasswordRoute),
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
        <Route path={paths.loginLink} element={<LoginLinkRoute />} />
        <Route path={paths.campaigns} element={<CampaignsRoute />} />
        <Route path={paths.dashboard} element={<DashboardRoute />} />
        <Route path={paths.rewards} element={<RewardsRoute />} />
        <Route path={paths.friends} element={<FriendsRoute />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
        <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
