import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullScreenSpinner } from '@referrals/ui';
import { paths } from '../config/paths.ts';
import { LandingRoute } from './routes/LandingRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

// The landing page ships with the remote's entry; the other pages load when visited.
const LoginRoute = lazy(() =>
  import('./routes/LoginRoute.tsx').then((module) => ({ default: module.LoginRoute })),
);
const SubscribeRoute = lazy(() =>
  import('./routes/SubscribeRoute.tsx').then((module) => ({ default: module.SubscribeRoute })),
);

/**
 * The public microfrontend, exposed as `./App`. The shell renders it inside its router and providers for
 * the paths `/mfe-manifest.json` gives `mfe_public`; the paths below are absolute.
 */
export default function App() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path={paths.landing} element={<LandingRoute />} />
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.subscribe} element={<SubscribeRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
