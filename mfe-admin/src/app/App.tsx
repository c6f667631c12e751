import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

/**
 * The administrators' microfrontend, exposed as `./App`. It owns no route yet, so `/mfe-manifest.json`
 * does not list it: the administration issue and the CMS issue add /admin,
 * /admin/dashboard, the editors and the business view here and to the manifest. Until then any path it is
 * given is not found.
 */
export default function App() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
