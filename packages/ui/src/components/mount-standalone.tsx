import { StrictMode, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../query-client.ts';

function StandaloneProviders({ App }: { App: ComponentType }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/**
 * Runs a microfrontend on its own (`rspack serve`) with what the shell gives it in the product: the one
 * QueryClient and the router. (A remote that uses antd renders its antd providers itself, in the product too.)
 */
export function mountStandalone(App: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneProviders App={App} />
    </StrictMode>,
  );
}
