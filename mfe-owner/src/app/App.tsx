import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AntdProviders, FullScreenSpinner } from '@referrals/ui';
import '@referrals/ui/tokens.css';
import { paths } from '../config/paths.ts';
import { CampaignDetailRoute } from './routes/CampaignDetailRoute.tsx';
import { CampaignRefereesRoute } from './routes/CampaignRefereesRoute.tsx';
import { CounterReferralRoute } from './routes/CounterReferralRoute.tsx';
import { DashboardRoute } from './routes/DashboardRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';
import { RedeemRoute } from './routes/RedeemRoute.tsx';

// The wizard and the edit page carry the rich-text editor: loaded on demand, so the dashboard never downloads it.
const CampaignWizardRoute = lazy(() =>
  import('./routes/CampaignWizardRoute.tsx').then((module) => ({ default: module.CampaignWizardRoute })),
);
const CampaignEditRoute = lazy(() =>
  import('./routes/CampaignEditRoute.tsx').then((module) => ({ default: module.CampaignEditRoute })),
);

/**
 * The business owner's microfrontend, exposed as `./App`. The shell renders it inside its router and
 * QueryClient for the paths `/mfe-manifest.json` gives `mfe_owner`; the paths below are absolute. antd's
 * providers are this remote's own: the shell and the public pages load no antd.
 */
export default function App() {
  return (
    <AntdProviders>
      <Routes>
        <Route path={paths.dashboard} element={<DashboardRoute />} />
        <Route
          path={paths.campaignWizard}
          element={
            <Suspense fallback={<FullScreenSpinner />}>
              <CampaignWizardRoute />
            </Suspense>
          }
        />
        <Route path={paths.campaign} element={<CampaignDetailRoute />} />
        <Route
          path={paths.campaignEdit}
          element={
            <Suspense fallback={<FullScreenSpinner />}>
              <CampaignEditRoute />
            </Suspense>
          }
        />
        <Route path={paths.campaignReferees} element={<CampaignRefereesRoute />} />
        <Route path={paths.redeem} element={<RedeemRoute />} />
        <Route path={paths.counterReferral} element={<CounterReferralRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </AntdProviders>
  );
}
