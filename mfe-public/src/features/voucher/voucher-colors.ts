import { isHexColor, readableTextOn, type VoucherDto } from '@referrals/contracts';
import { BRAND_COLORS } from '@referrals/ui/light';

/** The colours a voucher is drawn in, on the page and in its PDF: the business's, with readable text on them. */
export interface VoucherColors {
  primary: string;
  /** Text on `primary`: white or near-black, whichever reaches 4.5:1. */
  onPrimary: string;
  secondary: string;
  /** Text on `secondary`. */
  onSecondary: string;
}

/**
 * The voucher's brand colours. The campaign defaults (the product's own colours, docs/product-rules.md §9)
 * stand in for a colour that is not a hex colour: the campaign service validates them, but a voucher must
 * render whatever it is given.
 */
export function voucherColors(voucher: Pick<VoucherDto, 'primaryColor' | 'secondaryColor'>): VoucherColors {
  const primary = isHexColor(voucher.primaryColor) ? voucher.primaryColor : BRAND_COLORS.primary;
  const secondary = isHexColor(voucher.secondaryColor) ? voucher.secondaryColor : BRAND_COLORS.secondary;
  return {
    primary,
    onPrimary: readableTextOn(primary),
    secondary,
    onSecondary: readableTextOn(secondary),
  };
}
