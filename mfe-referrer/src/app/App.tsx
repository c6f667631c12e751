import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';

/**
 * The referrer's microfrontend, exposed as `./App`. It owns no route yet, so `/mfe-manifest.json` does not
 * list it: the referrer portal issue adds /referrer/login, /referrer/campaigns and
 * /referrer/dashboard here and to the manifest. Until then any path it is given is not found.
 */
export default function App() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
