import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { BRAND_COLORS, BRAND_TOKENS } from '../src/brand.ts';
import { COLOR_TOKENS } from '../src/tokens.ts';

/** The custom properties tokens.css declares, by name (without the leading `--`). */
function declaredTokens(): Map<string, string> {
  const css = readFileSync(new URL('../src/tokens.css', import.meta.url), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  return new Map(
    [...css.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.replace(/\s+/g, ' ').trim(),
    ]),
  );
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('the design tokens', () => {
  const tokens = declaredTokens();

  it('when the antd theme and the CSS both style the brand, then they use the same values', () => {
    expect(tokens.get('color-primary')).toBe(BRAND_COLORS.primary);
    expect(tokens.get('color-primary-hover')).toBe(BRAND_COLORS.secondary);
    expect(tokens.get('color-text')).toBe(BRAND_TOKENS.textColor);
    expect(tokens.get('color-text-muted')).toBe(BRAND_TOKENS.mutedTextColor);
    expect(tokens.get('color-error')).toBe(BRAND_TOKENS.errorColor);
    expect(tokens.get('radius')).toBe(`${BRAND_TOKENS.borderRadius}px`);
    expect(tokens.get('font-family')).toBe(BRAND_TOKENS.fontFamily);
  });

  it('when a colour is read in TypeScript, then it is the value of its custom property', () => {
    for (const [name, value] of Object.entries(COLOR_TOKENS)) {
      expect([name, tokens.get(`color-${kebab(name)}`)]).toEqual([name, value]);
    }
  });
});
