import { BRAND_COLORS, BRAND_TOKENS } from './brand.ts';

/**
 * The colour tokens of tokens.css by name, for what CSS cannot reach: chart series and axes drawn as SVG
 * attributes, the PDF poster. `textSubtle` is `--color-text-subtle` (test/tokens.test.ts keeps them equal).
 * Everything styled with CSS reads the custom properties instead.
 */
export const COLOR_TOKENS = {
  primary: BRAND_COLORS.primary,
  text: BRAND_TOKENS.textColor,
  textMuted: BRAND_TOKENS.mutedTextColor,
  textSubtle: '#64748b',
  success: '#15803d',
  warning: '#b45309',
  border: '#e2e8f0',
  borderStrong: '#cbd5e1',
} as const;
