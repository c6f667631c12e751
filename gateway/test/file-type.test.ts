import { describe, expect, it } from '@jest/globals';
import {
  GIF_PIXEL,
  docFile,
  docxFile,
  mp4File,
  pdfFile,
  pngImage,
  webmFile,
  zipFile,
} from '@referrals/testing';
import { detectFileType } from '../src/uploads/file-type.ts';

const bytes = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('file type from content', () => {
  it.each([
    ['a PNG', pngImage(), 'image', 'image/png', 'png'],
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'), 'image', 'image/jpeg', 'jpg'],
    ['a JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'image', 'image/jpeg', 'jpg'],
    ['a GIF89a', GIF_PIXEL, 'image', 'image/gif', 'gif'],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image', 'image/gif', 'gif'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image', 'image/webp', 'webp'],
    ['an MP4 (isom)', mp4File(), 'video', 'video/mp4', 'mp4'],
    ['an MP4 (mp42 only)', mp4File('mp42', ['mp42']), 'video', 'video/mp4', 'mp4'],
    ['an iTunes M4V', mp4File('M4V ', ['M4V ', 'M4A ', 'mp42']), 'video', 'video/mp4', 'mp4'],
    ['a WebM', webmFile(), 'video', 'video/webm', 'webm'],
    ['a PDF', pdfFile(), 'document', 'application/pdf', 'pdf'],
    ['a Word 97-2003 document', docFile(), 'document', 'application/msword', 'doc'],
    ['a Word document', docxFile(), 'document', DOCX, 'docx'],
  ])('when the content is %s, then it is recognised', (_label, content, kind, mimeType, extension) => {
    expect(detectFileType(content)).toEqual({ kind, mimeType, extension });
  });

  it.each([
    ['text', bytes('just some text, named photo.png')],
    ['empty', Buffer.alloc(0)],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    [
      'an SVG behind an XML declaration',
      bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['HTML', bytes('<!doctype html><title>x</title>')],
    ['a WAV (RIFF, but not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG cut short', pngImage().subarray(0, 7)],
    ['a PNG signature with one byte wrong', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00])],
    ['a lone JPEG start-of-image marker', Buffer.from([0xff, 0xd8])],
    ['a HEIC photo (ftyp, but an image brand)', mp4File('heic', ['mif1', 'heic'])],
    ['an M4A song', mp4File('M4A ', ['M4A '])],
    ['a QuickTime movie', mp4File('qt  ', ['qt  '])],
    ['an ftyp box whose size runs past the file', mp4File().subarray(0, 20)],
    ['a Matroska video (EBML, DocType matroska)', webmFile('matroska')],
    ['an EBML header cut short', webmFile().subarray(0, 12)],
    ['a PDF without its dash', bytes('%PDF1.7')],
    ['a ZIP that is not a Word document', zipFile({ 'readme.txt': 'hello', 'word/notes.txt': 'x' })],
    ['an Excel workbook', zipFile({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' })],
    ['a Word document cut before its directory', docxFile().subarray(0, docxFile().length - 30)],
  ])('when the content is %s, then it is not a type taken', (_label, content) => {
    expect(detectFileType(content)).toBeUndefined();
  });

  it('when a ZIP comment follows the directory, then the directory is still found', () => {
    const docx = docxFile();
    const comment = Buffer.from('made by a word processor');
    const withComment = Buffer.concat([docx, comment]);
    withComment.writeUInt16LE(comment.length, docx.length - 2);

    expect(detectFileType(withComment)?.extension).toBe('docx');
  });
});
