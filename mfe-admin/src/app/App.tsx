import { Route, Routes } from 'react-router-dom';
import { AntdProviders } from '@referrals/ui';
import '@referrals/ui/tokens.css';
import { paths } from '../config/paths.ts';
import { BusinessRoute } from './routes/BusinessRoute.tsx';
import { DashboardRoute } from './routes/DashboardRoute.tsx';
import { LoginRoute } from './routes/LoginRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

/**
 * The administrators' microfrontend, exposed as `./App`. The shell renders it inside its router and
 * QueryClient for the paths the gateway's `/mfe-manifest.json` gives `mfe_admin` (its configuration lists
 * /admin, /admin/dashboard and /admin/business/:id); the paths below are absolute. antd's providers are this
 * remote's own: the shell and the public pages load no antd. The admin API takes a bearer token, kept in
 * localStorage from sign-in to logout, a 401 answer or the session's end time.
 */
export default function App() {
  return (
    <AntdProviders>
      <Routes>
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.dashboard} element={<DashboardRoute />} />
        <Route path={paths.business} element={<BusinessRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </AntdProviders>
  );
}
