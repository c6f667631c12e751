import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AntdProviders, FullScreenSpinner } from '@referrals/ui';
import '@referrals/ui/tokens.css';
import { paths } from '../config/paths.ts';
import { DashboardRoute } from './routes/DashboardRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

// Every page but the dashboard (where an owner lands) is a chunk of its own, loaded when visited: the
// dashboard downloads neither their antd components nor the rich-text editor of the wizard and the edit
// page (each owner route has a JavaScript budget, e2e/web/budgets.ts).
const CampaignWizardRoute = lazy(() =>
  import('./routes/CampaignWizardRoute.tsx').then((module) => ({ default: module.CampaignWizardRoute })),
);
const CampaignDetailRoute = lazy(() =>
  import('./routes/CampaignDetailRoute.tsx').then((module) => ({ default: module.CampaignDetailRoute })),
);
const CampaignEditRoute = lazy(() =>
  import('./routes/CampaignEditRoute.tsx').then((module) => ({ default: module.CampaignEditRoute })),
);
const CampaignRefereesRoute = lazy(() =>
  import('./routes/CampaignRefereesRoute.tsx').then((module) => ({ default: module.CampaignRefereesRoute })),
);
const CampaignReviewRoute = lazy(() =>
  import('./routes/CampaignReviewRoute.tsx').then((module) => ({ default: module.CampaignReviewRoute })),
);
const RedeemRoute = lazy(() =>
  import('./routes/RedeemRoute.tsx').then((module) => ({ default: module.RedeemRoute })),
);
const CounterReferralRoute = lazy(() =>
  import('./routes/CounterReferralRoute.tsx').then((module) => ({ default: module.CounterReferralRoute })),
);

/**
 * The business owner's microfrontend, exposed as `./App`. The shell renders it inside its router and
 * QueryClient for the paths `/mfe-manifest.json` gives `mfe_owner`; the paths below are absolute. antd's
 * providers are this remote's own: the shell and the public pages load no antd.
 */
export default function App() {
  return (
    <AntdProviders>
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes>
          <Route path={paths.dashboard} element={<DashboardRoute />} />
          <Route path={paths.campaignWizard} element={<CampaignWizardRoute />} />
          <Route path={paths.campaign} element={<CampaignDetailRoute />} />
          <Route path={paths.campaignEdit} element={<CampaignEditRoute />} />
          <Route path={paths.campaignReferees} element={<CampaignRefereesRoute />} />
          <Route path={paths.campaignReview} element={<CampaignReviewRoute />} />
          <Route path={paths.redeem} element={<RedeemRoute />} />
          <Route path={paths.counterReferral} element={<CounterReferralRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </AntdProviders>
  );
}
