import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { DashboardRoute } from './routes/DashboardRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

/**
 * The business owner's microfrontend, exposed as `./App`. The shell renders it inside its router and
 * providers for the paths `/mfe-manifest.json` gives `mfe_owner`; the paths below are absolute.
 */
export default function App() {
  return (
    <Routes>
      <Route path={paths.dashboard} element={<DashboardRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
