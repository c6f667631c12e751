import { useMemo, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, Grid, type ThemeConfig } from 'antd';
import { brandTheme } from '../theme.ts';
import { AreaProviders } from './AreaProviders.tsx';

/**
 * On a phone, buttons, inputs and selects are 44 px high: a fingertip's target (WCAG 2.5.5, Apple's and
 * Google's guidance). antd's 32 px suits a mouse.
 */
const PHONE_TOKENS = { controlHeight: 44, controlHeightSM: 32, controlHeightLG: 48 } as const;

/**
 * The providers of an app built on antd: its router and query client ({@link AreaProviders}), the brand theme
 * (with phone-sized controls below antd's `md` breakpoint) and antd's `<App>` (`App.useApp()` for confirmation
 * dialogs). The shell and the public pages use none of them, so each antd microfrontend (owner, admin) renders
 * these around its own routes; toasts come from {@link useToast}.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const phone = !(Grid.useBreakpoint().md ?? true);
  const theme = useMemo<ThemeConfig>(
    () => (phone ? { ...brandTheme, token: { ...brandTheme.token, ...PHONE_TOKENS } } : brandTheme),
    [phone],
  );
  return (
    <AreaProviders>
      <ConfigProvider theme={theme}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </AreaProviders>
  );
}
