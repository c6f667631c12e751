import { Suspense } from 'react';
import { lazyPage, Route, Routes } from '@referrals/ui/light-router';
import { FullScreenSpinner } from '@referrals/ui/light';
import { paths } from '../config/paths.ts';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

// Each page is a chunk of its own, loaded when visited (the first page's as this module loads): /login and
// /subscribe download nothing of the landing page, and the other way round (every public page has a
// JavaScript budget, e2e/web/budgets.ts).
const LandingRoute = lazyPage([paths.landing], () =>
  import('./routes/LandingRoute.tsx').then((module) => module.LandingRoute),
);
const LoginRoute = lazyPage([paths.login], () =>
  import('./routes/LoginRoute.tsx').then((module) => module.LoginRoute),
);
const ForgotPasswordRoute = lazyPage([paths.forgotPassword], () =>
  import('./routes/ForgotPasswordRoute.tsx').then((module) => module.ForgotPasswordRoute),
);
const ResetPasswordRoute = lazyPage([paths.resetPassword], () =>
  import('./routes/ResetPasswordRoute.tsx').then((module) => module.ResetPasswordRoute),
);
const SubscribeRoute = lazyPage([paths.subscribe], () =>
  import('./routes/SubscribeRoute.tsx').then((module) => module.SubscribeRoute),
);
const ReferralRoute = lazyPage([paths.referral, paths.referralWithCode], () =>
  import('./routes/ReferralRoute.tsx').then((module) => module.ReferralRoute),
);
const VerifyRoute = lazyPage([paths.verify], () =>
  import('./routes/VerifyRoute.tsx').then((module) => module.VerifyRoute),
);
const VoucherRoute = lazyPage([paths.voucher], () =>
  import('./routes/VoucherRoute.tsx').then((module) => module.VoucherRoute),
);
const UnsubscribeRoute = lazyPage([paths.unsubscribe], () =>
  import('./routes/UnsubscribeRoute.tsx').then((module) => module.UnsubscribeRoute),
);
const OwnerUnsubscribeRoute = lazyPage([paths.ownerUnsubscribe], () =>
  import('./routes/UnsubscribeRoute.tsx').then((module) => module.OwnerUnsubscribeRoute),
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
        <Route path={paths.unsubscribe} element={<UnsubscribeRoute />} />
        <Route path={paths.ownerUnsubscribe} element={<OwnerUnsubscribeRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
