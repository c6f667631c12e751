import type { ThemeConfig } from 'antd';

/** Brand colours (SPEC.md §9 defaults): primary actions and links, and their hover/pressed shade. */
export const BRAND_COLORS = {
  primary: '#2563eb',
  secondary: '#1d4ed8',
} as const;

/** The one antd theme of every app. The shell applies it once through {@link AppProviders}. */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLORS.primary,
    colorInfo: BRAND_COLORS.primary,
    colorLink: BRAND_COLORS.primary,
    colorLinkHover: BRAND_COLORS.secondary,
    colorLinkActive: BRAND_COLORS.secondary,
    colorTextBase: '#0f172a',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Button: { colorPrimaryHover: BRAND_COLORS.secondary, colorPrimaryActive: BRAND_COLORS.secondary },
  },
};
