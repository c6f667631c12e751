import type { ThemeConfig } from 'antd';
import { BRAND_COLORS, BRAND_TOKENS } from './brand.ts';

/**
 * The one antd theme of the apps that use antd (owner, admin). Each applies it around its own routes
 * through {@link AntdProviders}; the light components of the public pages use the same tokens in CSS.
 */
export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLORS.primary,
    colorInfo: BRAND_COLORS.primary,
    colorLink: BRAND_COLORS.primary,
    colorLinkHover: BRAND_COLORS.secondary,
    colorLinkActive: BRAND_COLORS.secondary,
    colorTextBase: BRAND_TOKENS.textColor,
    // antd's descriptions and hints (Typography "secondary", form extras) are 45% of the text colour: 2.9:1
    // on white. Slate 600 reads at 7.6:1 on white and 6.9:1 on the pale blue panels (WCAG AA asks 4.5:1).
    colorTextDescription: BRAND_TOKENS.mutedTextColor,
    colorTextTertiary: BRAND_TOKENS.mutedTextColor,
    colorTextPlaceholder: BRAND_TOKENS.mutedTextColor,
    // antd's red (#ff4d4f) is 3.3:1 on white as the text of danger buttons and error messages; red 600 is 4.8:1.
    colorError: BRAND_TOKENS.errorColor,
    borderRadius: BRAND_TOKENS.borderRadius,
    fontFamily: BRAND_TOKENS.fontFamily,
  },
  components: {
    Button: { colorPrimaryHover: BRAND_COLORS.secondary, colorPrimaryActive: BRAND_COLORS.secondary },
  },
};

/** The media query of people who asked their system for less motion (WCAG 2.3.3, "Animation from Interactions"). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether this browser's user asked for less motion right now. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;
}

/**
 * `theme` without antd's motion (dialogs zooming, menus sliding, toasts fading, the click wave) for someone
 * who asked for less motion; `theme` itself otherwise.
 */
export function withMotionPreference(theme: ThemeConfig, reduceMotion: boolean): ThemeConfig {
  return reduceMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
