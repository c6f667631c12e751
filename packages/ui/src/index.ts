/**
 * Shared frontend building blocks for the apps built on antd (owner, admin): everything of
 * `@referrals/ui/light` plus the antd theme, the antd providers, antd toasts and antd-based components.
 * Public pages and the shell import `@referrals/ui/light` instead, which never reaches antd.
 */
export * from './light.ts';
export { QUERY_DEFAULTS, createQueryClient } from './query-client.ts';
export { brandTheme } from './theme.ts';
export { TOAST_CONFIG, useToast } from './toast/use-toast.tsx';
export { AntdProviders } from './components/AntdProviders.tsx';
export { ActiveStatusTag } from './components/ActiveStatusTag.tsx';
export { ToneTag, type Tone } from './components/ToneTag.tsx';
export { passwordToggle } from './components/password-toggle.tsx';
