import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, Grid, type ThemeConfig } from 'antd';
import { brandTheme, prefersReducedMotion, REDUCED_MOTION_QUERY, withMotionPreference } from '../theme.ts';
import { AreaProviders } from './AreaProviders.tsx';

/**
 * On a phone, buttons, inputs and selects are 44 px high: a fingertip's target (WCAG 2.5.5, Apple's and
 * Google's guidance). antd's 32 px suits a mouse.
 */
const PHONE_TOKENS = { controlHeight: 44, controlHeightSM: 32, controlHeightLG: 48 } as const;

/** Follows the system's "reduce motion" setting as it changes. */
function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The providers of an app built on antd: its router and query client ({@link AreaProviders}), the brand theme
 * (with phone-sized controls below antd's `md` breakpoint, and without antd's motion for someone whose system
 * asks for less) and antd's `<App>` (`App.useApp()` for confirmation dialogs). The shell and the public pages
 * use none of them, so each antd microfrontend (owner, admin) renders these around its own routes; toasts come
 * from {@link useToast}.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const phone = !(Grid.useBreakpoint().md ?? true);
  // Rendered on a server (the screens' tests), nobody asked: motion stays as designed.
  const reduceMotion = useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, () => false);
  const theme = useMemo<ThemeConfig>(
    () =>
      withMotionPreference(
        phone ? { ...brandTheme, token: { ...brandTheme.token, ...PHONE_TOKENS } } : brandTheme,
        reduceMotion,
      ),
    [phone, reduceMotion],
  );
  return (
    <AreaProviders>
      <ConfigProvider theme={theme}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </AreaProviders>
  );
}
