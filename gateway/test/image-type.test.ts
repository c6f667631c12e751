import { describe, expect, it } from '@jest/globals';
import { detectImageType, SIGNATURE_LENGTH } from '../src/uploads/image-type.ts';
import { GIF_PIXEL, pngImage } from '@referrals/testing';

const bytes = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('image type from magic bytes', () => {
  it.each([
    ['a PNG', pngImage(), { mimeType: 'image/png', extension: 'png' }],
    [
      'a JPEG (JFIF)',
      bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'),
      { mimeType: 'image/jpeg', extension: 'jpg' },
    ],
    ['a JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), { mimeType: 'image/jpeg', extension: 'jpg' }],
    ['a GIF89a', GIF_PIXEL, { mimeType: 'image/gif', extension: 'gif' }],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), { mimeType: 'image/gif', extension: 'gif' }],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), { mimeType: 'image/webp', extension: 'webp' }],
  ])('when the content is %s, then it is recognised', (_label, content, expected) => {
    expect(detectImageType(content)).toEqual(expected);
  });

  it.each([
    ['text', bytes('just some text, named photo.png')],
    ['empty', Buffer.alloc(0)],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', bytes('<!doctype html><title>x</title>')],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['a WAV (RIFF, but not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG cut short', pngImage().subarray(0, 7)],
    ['a PNG signature with one byte wrong', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00])],
    ['a lone JPEG start-of-image marker', Buffer.from([0xff, 0xd8])],
  ])('when the content is %s, then it is not an image', (_label, content) => {
    expect(detectImageType(content)).toBeUndefined();
  });

  it('when only the first bytes are given, then they are enough to decide', () => {
    expect(detectImageType(pngImage(64, 64).subarray(0, SIGNATURE_LENGTH))).toEqual({
      mimeType: 'image/png',
      extension: 'png',
    });
  });
});
