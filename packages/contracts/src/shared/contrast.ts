/**
 * Readable text on an owner's brand colour (WCAG 2 contrast). Pages and e-mails put text on colours the
 * owner picked, so the text colour is chosen from the background rather than fixed: white or near-black,
 * whichever gives at least {@link MIN_TEXT_CONTRAST}. Pure, so the browser and the services share the rule.
 */

/** WCAG 2 AA contrast for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Text on a dark background. */
export const LIGHT_TEXT_COLOR = '#ffffff';
/** Text on a light background: softer than pure black, and still at least 4.5:1 wherever it is chosen. */
export const DARK_TEXT_COLOR = '#111111';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#rgb` or `#rrggbb`. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** WCAG relative luminance of `#rgb` / `#rrggbb`, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColor(hex)) throw new RangeError(`Not a hex colour: ${JSON.stringify(hex)}`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour for `background`: white when it reaches 4.5:1, else near-black, else (only in a narrow band
 * of mid-tones where neither does) pure black, which reaches more than 4.6:1 on any colour white fails on.
 * Throws a RangeError for anything but `#rgb` / `#rrggbb`.
 */
export function readableTextOn(background: string): string {
  for (const text of [LIGHT_TEXT_COLOR, DARK_TEXT_COLOR]) {
    if (contrastRatio(text, background) >= MIN_TEXT_CONTRAST) return text;
  }
  return '#000000';
}
