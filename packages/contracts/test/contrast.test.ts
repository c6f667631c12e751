import { describe, expect, it } from '@jest/globals';
import {
  DARK_TEXT_COLOR,
  LIGHT_TEXT_COLOR,
  MIN_TEXT_CONTRAST,
  contrastRatio,
  readableTextOn,
} from '../src/shared/contrast.ts';

describe('readable text on a brand colour', () => {
  it('when the colours are black and white, then the contrast is 21:1 either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2563eb', '#2563eb')).toBe(1);
  });

  it('when the background is dark, then the text is white; when light, near-black', () => {
    expect(readableTextOn('#2563eb')).toBe(LIGHT_TEXT_COLOR);
    expect(readableTextOn('#000000')).toBe(LIGHT_TEXT_COLOR);
    expect(readableTextOn('#FFEB3B')).toBe(DARK_TEXT_COLOR);
    expect(readableTextOn('#ffffff')).toBe(DARK_TEXT_COLOR);
  });

  it('when neither white nor near-black reaches 4.5:1 on a mid-grey, then the text is black', () => {
    expect(contrastRatio(LIGHT_TEXT_COLOR, '#777777')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio(DARK_TEXT_COLOR, '#777777')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(readableTextOn('#777777')).toBe('#000000');
  });

  it('when any background is given, then the chosen text reaches 4.5:1', () => {
    // Every 17th step of each channel: 4,096 colours spread over the whole cube, mid-tones included.
    for (let r = 0; r <= 255; r += 17) {
      for (let g = 0; g <= 255; g += 17) {
        for (let b = 0; b <= 255; b += 17) {
          const background = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(readableTextOn(background), background)).toBeGreaterThanOrEqual(
            MIN_TEXT_CONTRAST,
          );
        }
      }
    }
  });

  it('when the value is not a hex colour, then it is refused', () => {
    for (const value of ['red', '#12345', '#gggggg', '', 'url(x)']) {
      expect(() => readableTextOn(value)).toThrow(RangeError);
    }
  });
});
