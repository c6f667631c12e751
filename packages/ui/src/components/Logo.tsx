import { PRODUCT_NAME } from '../product.ts';
import { BRAND_COLORS } from '../brand.ts';

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Height of the mark in pixels; the word mark scales with it. */
  size?: number;
  /** Colour of the word mark (white on dark backgrounds). */
  color?: string;
}

/**
 * The product's logo: a mark of two linked people and the product name. Renders no link: wrap it in the
 * router's `<Link to="/">` where it leads home.
 */
export function Logo({ size = 32, color = '#0f172a' }: LogoProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.3, lineHeight: 1 }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={BRAND_COLORS.primary} />
        <circle cx="11" cy="12" r="4" fill="#fff" />
        <circle cx="21.5" cy="20" r="4" fill="#bfdbfe" />
        <path d="M14 14.5 18.5 17.8" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <path
          d="M5.5 25c.8-3.6 3-5.5 5.5-5.5 1.2 0 2.3.4 3.2 1.2"
          stroke="#fff"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span style={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: '-0.02em', color }}>
        {PRODUCT_NAME}
      </span>
    </span>
  );
}
