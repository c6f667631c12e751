import { describe, expect, it } from '@jest/globals';
import { mediaSrcset } from '../src/index.ts';

describe('mediaSrcset', () => {
  it('when an image has WebP copies, then srcset lists them narrowest first and the image last', () => {
    expect(mediaSrcset({ filename: 'a1.png', width: 1600, variantWidths: [1200, 400, 800, 400] })).toBe(
      '/uploads/a1.w400.webp 400w, /uploads/a1.w800.webp 800w, /uploads/a1.w1200.webp 1200w, /uploads/a1.png 1600w',
    );
  });

  it('when a copy is not narrower than the image, then it is left out', () => {
    expect(mediaSrcset({ filename: 'b.jpg', width: 800, variantWidths: [400, 800] })).toBe(
      '/uploads/b.w400.webp 400w, /uploads/b.jpg 800w',
    );
  });

  it('when an image has no copies, then it has no srcset', () => {
    expect(mediaSrcset({ filename: 'c.gif', width: 300, variantWidths: [] })).toBeNull();
  });
});
