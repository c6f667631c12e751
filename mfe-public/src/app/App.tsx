import { lazy, Suspense } from 'react';
import { Route, Routes } from '@referrals/ui/light-router';
import { FullScreenSpinner } from '@referrals/ui/light';
import { paths } from '../config/paths.ts';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

// Each page is a chunk of its own, loaded when visited: /login and /subscribe download nothing of the
// landing page, and the other way round (every public page has a JavaScript budget, e2e/web/budgets.ts).
const LandingRoute = lazy(() =>
  import('./routes/LandingRoute.tsx').then((module) => ({ default: module.LandingRoute })),
);
const LoginRoute = lazy(() =>
  import('./routes/LoginRoute.tsx').then((module) => ({ default: module.LoginRoute })),
);
const ForgotPasswordRoute = lazy(() =>
  import('./routes/ForgotPasswordRoute.tsx').then((module) => ({ default: module.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('./routes/ResetPasswordRoute.tsx').then((module) => ({ default: module.ResetPasswordRoute })),
);
const SubscribeRoute = lazy(() =>
  import('./routes/SubscribeRoute.tsx').then((module) => ({ default: module.SubscribeRoute })),
);
const ReferralRoute = lazy(() =>
  import('./routes/ReferralRoute.tsx').then((module) => ({ default: module.ReferralRoute })),
);
const VerifyRoute = lazy(() =>
  import('./routes/VerifyRoute.tsx').then((module) => ({ default: module.VerifyRoute })),
);
const VoucherRoute = lazy(() =>
  import('./routes/VoucherRoute.tsx').then((module) => ({ default: module.VoucherRoute })),
);

/**
 * The public microfrontend, exposed as `./App`. The shell renders it for the paths `/mfe-manifest.json`
 * gives `mfe_public`; it routes them itself with the light router (the paths below are absolute) and reads
 * without a query client, so a public page downloads neither react-router nor TanStack Query.
 */
export default function App() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path={paths.landing} element={<LandingRoute />} />
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
        <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
        <Route path={paths.subscribe} element={<SubscribeRoute />} />
        <Route path={paths.referral} element={<ReferralRoute />} />
        <Route path={paths.referralWithCode} element={<ReferralRoute />} />
        <Route path={paths.verify} element={<VerifyRoute />} />
        <Route path={paths.voucher} element={<VoucherRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
