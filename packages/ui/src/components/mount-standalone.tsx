import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Runs a microfrontend on its own (`rspack serve`). Its `App` is mounted exactly as the shell mounts it: a
 * remote brings its own router and providers (the light router, or `AreaProviders` in the owner and admin
 * areas), so nothing is added here.
 */
export function mountStandalone(App: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
