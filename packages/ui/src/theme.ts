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
    borderRadius: BRAND_TOKENS.borderRadius,
    fontFamily: BRAND_TOKENS.fontFamily,
  },
  components: {
    Button: { colorPrimaryHover: BRAND_COLORS.secondary, colorPrimaryActive: BRAND_COLORS.secondary },
  },
};
