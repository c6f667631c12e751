/** Brand colours (docs/product-rules.md §9 defaults): primary actions and links, and their hover/pressed shade. */
export const BRAND_COLORS = {
  primary: '#2563eb',
  secondary: '#1d4ed8',
} as const;

/**
 * The design tokens shared by the antd theme (owner and admin areas) and the light components of the public
 * pages, so that both look like one product.
 */
export const BRAND_TOKENS = {
  textColor: '#0f172a',
  /** Secondary text: at least 4.5:1 on white and on the light panels (WCAG AA). */
  mutedTextColor: '#475569',
  /** Errors and destructive actions: at least 4.5:1 on white (WCAG AA). */
  errorColor: '#dc2626',
  borderRadius: 8,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
} as const;
