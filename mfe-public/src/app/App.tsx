import { lazy, Suspense } from 'react';
import { lazyPage, matchBest, Route, Routes } from '@referrals/ui/light-router';
import { FullScreenSpinner } from '@referrals/ui/light';
import { paths } from '../config/paths.ts';
import { ServerPageHandover } from '../components/ServerPageHandover.tsx';

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
const BlogRoute = lazyPage([paths.blog], () =>
  import('./routes/BlogRoute.tsx').then((module) => module.BlogRoute),
);
const BlogPostRoute = lazyPage([paths.blogPost], () =>
  import('./routes/BlogPostRoute.tsx').then((module) => module.BlogPostRoute),
);
const CmsPageRoute = lazyPage([paths.cmsPage], () =>
  import('./routes/CmsPageRoute.tsx').then((module) => module.CmsPageRoute),
);
// `/{slug}` matches every page of one segment: its chunk is requested early only where no literal page of
// this remote outranks it (other remotes' pages, such as /dashboard, never reach this remote).
const atSitePage =
  matchBest(
    [paths.login, paths.forgotPassword, paths.subscribe, paths.blog, paths.sitePage],
    window.location.pathname,
  )?.pattern === paths.sitePage;
const SitePageRoute = lazyPage(atSitePage ? [paths.sitePage] : [], () =>
  import('./routes/CmsPageRoute.tsx').then((module) => module.SitePageRoute),
);
const PreviewRoute = lazyPage([paths.preview], () =>
  import('./routes/PreviewRoute.tsx').then((module) => module.PreviewRoute),
);
// The site's header and footer come with it: a chunk of its own, so that no other page carries them.
const NotFoundRoute = lazy(() =>
  import('./routes/NotFoundRoute.tsx').then((module) => ({ default: module.NotFoundRoute })),
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
        <Route path={paths.blog} element={<BlogRoute />} />
        <Route path={paths.blogPost} element={<BlogPostRoute />} />
        <Route path={paths.cmsPage} element={<CmsPageRoute />} />
        <Route path={paths.preview} element={<PreviewRoute />} />
        <Route path={paths.sitePage} element={<SitePageRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
      <ServerPageHandover />
    </Suspense>
  );
}
