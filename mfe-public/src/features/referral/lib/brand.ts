import type { CSSProperties } from 'react';
import {
  contrastRatio,
  DARK_TEXT_COLOR,
  isHexColor,
  MIN_TEXT_CONTRAST,
  readableTextOn,
} from '@referrals/contracts';
import { BRAND_COLORS } from '@referrals/ui/light';

/** A campaign's colours as its page uses them. */
export interface BrandColors {
  primaryColor: string;
  secondaryColor: string;
}

const orDefault = (color: string, fallback: string) => (isHexColor(color) ? color : fallback);

/**
 * The CSS custom properties the referral page's styles read: the owner's two colours, the text colour that
 * stays readable on each (at least 4.5:1, `readableTextOn`), and `--brand-ink`, the primary colour for text
 * and outlines on white where it is itself readable there, else near-black. A colour that is not hex (never
 * from the API, which checks it) falls back to the product's own.
 */
export function brandStyle({ primaryColor, secondaryColor }: BrandColors): CSSProperties {
  const primary = orDefault(primaryColor, BRAND_COLORS.primary);
  const secondary = orDefault(secondaryColor, BRAND_COLORS.secondary);
  return {
    '--brand': primary,
    '--on-brand': readableTextOn(primary),
    '--brand-2': secondary,
    '--on-brand-2': readableTextOn(secondary),
    '--brand-ink': contrastRatio(primary, '#ffffff') >= MIN_TEXT_CONTRAST ? primary : DARK_TEXT_COLOR,
  } as CSSProperties;
}
