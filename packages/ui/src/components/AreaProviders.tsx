import { useContext, useState, type ReactNode } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../query-client.ts';

function OwnQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * The router and the query client of an area built on react-router and TanStack Query (the owner's, the
 * administrators'), rendered by the area's `AntdProviders`: the shell provides neither, so that the public
 * pages never download them. The client lives as long as the area is on screen: entering an area after
 * signing in starts with an empty cache, and leaving it (signing out goes to a public page) drops the cache.
 * Inside a router or a query client already (a test's `MemoryRouter` and its own client), those are kept.
 */
export function AreaProviders({ children }: { children: ReactNode }) {
  const inRouter = useInRouterContext();
  const hasClient = useContext(QueryClientContext) !== undefined;
  const routed = inRouter ? children : <BrowserRouter>{children}</BrowserRouter>;
  return hasClient ? routed : <OwnQueryClient>{routed}</OwnQueryClient>;
}
