import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { brandTheme } from '../theme.ts';

/**
 * The antd providers of an app built on antd: the brand theme and antd's `<App>` (`App.useApp()` for
 * confirmation dialogs). The shell and the public pages use no antd, so each antd microfrontend (owner,
 * admin) renders these around its own routes; toasts come from {@link useToast}.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={brandTheme}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
