import { isHexColor, readableTextOn } from '@referrals/contracts';
import { BRAND_COLORS } from './brand.ts';

/** A campaign's colours as vouchers and posters draw them, with readable text on each. */
export interface CampaignColors {
  primary: string;
  /** Text on `primary`: white or near-black, whichever reaches 4.5:1. */
  onPrimary: string;
  secondary: string;
  /** Text on `secondary`. */
  onSecondary: string;
}

/**
 * The campaign's brand colours. The product's own colours (the campaign defaults, docs/product-rules.md §9)
 * stand in for a colour that is not a hex colour: the campaign service validates them, but what is drawn must
 * render whatever it is given.
 */
export function campaignColors(colors: { primaryColor: string; secondaryColor: string }): CampaignColors {
  const primary = isHexColor(colors.primaryColor) ? colors.primaryColor : BRAND_COLORS.primary;
  const secondary = isHexColor(colors.secondaryColor) ? colors.secondaryColor : BRAND_COLORS.secondary;
  return {
    primary,
    onPrimary: readableTextOn(primary),
    secondary,
    onSecondary: readableTextOn(secondary),
  };
}
