import { useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../query-client.ts';
import { brandTheme } from '../theme.ts';
import { TOAST_CONFIG } from '../toast/use-toast.tsx';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  children: ReactNode;
  /** Supply a client (tests); by default one is created with the spec's defaults. */
  queryClient?: QueryClient;
}

/**
 * The providers every screen needs: the antd theme, antd's `<App>` (toasts through `App.useApp()`), and the
 * TanStack QueryClient. The shell renders them once around its router; remotes rendered inside it share
 * these very instances because react, antd and @tanstack/react-query are Module Federation singletons.
 * A remote run on its own (development) renders them in its own bootstrap.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ConfigProvider theme={brandTheme}>
      <AntdApp notification={TOAST_CONFIG}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
