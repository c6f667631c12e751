import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';

/**
 * Runs a microfrontend on its own (`rspack serve`) with the providers and router the shell gives it in the
 * product, so a team can work on its remote without the rest of the site.
 */
export function mountStandalone(App: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
