import type { CSSProperties, ReactNode } from 'react';

export interface LineIconProps {
  /** The icon's paths and shapes, drawn on a 24x24 grid. */
  children: ReactNode;
  /** Width and height in pixels (default 18). */
  size?: number;
  /** Stroke colour (default the surrounding text colour). */
  color?: string;
  strokeWidth?: number;
  style?: CSSProperties;
}

/**
 * The frame of every line icon of the product: a 24x24 stroked SVG with round joins. Decorative (hidden from
 * assistive technology): the control or text beside it says what it means.
 */
export function LineIcon({
  children,
  size = 18,
  color = 'currentColor',
  strokeWidth = 2,
  style,
}: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={style}
    >
      {children}
    </svg>
  );
}
