import type { MEDIA_KINDS, MediaKind } from '@referrals/contracts';
import { readZipEntryNames } from './zip-entries.ts';

/** A kind of file the product takes, as recognised from its content. */
export interface FileType {
  kind: MediaKind;
  /** One of MEDIA_KINDS' types. */
  mimeType: MediaMimeType;
  /** Extension of the stored name, so the name alone says what the file is. */
  extension: string;
}

export type MediaMimeType = (typeof MEDIA_KINDS)[MediaKind]['mimeTypes'][number];

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** Whether `content` holds `bytes` at `offset`; `null` matches any byte. */
function startsWith(content: Uint8Array, bytes: ReadonlyArray<number | null>, offset = 0): boolean {
  return (
    content.length >= offset + bytes.length &&
    bytes.every((byte, index) => byte === null || content[offset + index] === byte)
  );
}

const text = (content: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...content.subarray(start, end));

/**
 * One check per type, each from the file's own bytes. SVG is refused on purpose (it is a document that can
 * carry scripts), and so is anything else: HTML, scripts, archives other than Word's.
 */
const DETECTORS: ReadonlyArray<{ type: FileType; matches: (content: Uint8Array) => boolean }> = [
  {
    type: { kind: 'image', mimeType: 'image/png', extension: 'png' },
    matches: (content) => startsWith(content, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    type: { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' },
    matches: (content) => startsWith(content, [0xff, 0xd8, 0xff]),
  },
  {
    type: { kind: 'image', mimeType: 'image/gif', extension: 'gif' },
    matches: (content) => startsWith(content, ascii('GIF87a')) || startsWith(content, ascii('GIF89a')),
  },
  {
    // RIFF container, 4 bytes of length, then the WEBP form type.
    type: { kind: 'image', mimeType: 'image/webp', extension: 'webp' },
    matches: (content) => startsWith(content, [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]),
  },
  { type: { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' }, matches: isMp4 },
  { type: { kind: 'video', mimeType: 'video/webm', extension: 'webm' }, matches: isWebm },
  {
    type: { kind: 'document', mimeType: 'application/pdf', extension: 'pdf' },
    matches: (content) => startsWith(content, ascii('%PDF-')),
  },
  {
    // An OLE compound file, the container of Word 97-2003 documents.
    type: { kind: 'document', mimeType: 'application/msword', extension: 'doc' },
    matches: (content) => startsWith(content, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  {
    type: {
      kind: 'document',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    },
    matches: isDocx,
  },
];

/**
 * What the content says it is, whatever its name or declared type claim: those come from the client and
 * cost nothing to fake. Undefined when it is none of the MEDIA_KINDS types.
 */
export function detectFileType(content: Uint8Array): FileType | undefined {
  return DETECTORS.find((detector) => detector.matches(content))?.type;
}

/** Brands of an ISO base media file that mean MP4 video: `mp41`, `mp42`, `isom`, `iso2`…, `avc1`, `M4V `. */
const MP4_BRAND = /^(mp4|iso|avc|M4V)/;

/**
 * An ISO base media file (MP4) starts with its `ftyp` box: 4 bytes of size, `ftyp`, the major brand, a
 * version, then compatible brands. A major or compatible brand must be an MP4 video one; HEIF images, M4A
 * audio and QuickTime movies use the same box with brands of their own.
 */
function isMp4(content: Uint8Array): boolean {
  if (content.length < 16 || !startsWith(content, ascii('ftyp'), 4)) return false;
  const size = new DataView(content.buffer, content.byteOffset, 4).getUint32(0);
  if (size < 16 || size % 4 !== 0 || size > Math.min(content.length, 4096)) return false;
  const brands = [text(content, 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(text(content, offset, offset + 4));
  return brands.some((brand) => MP4_BRAND.test(brand));
}

const EBML_HEADER = 0x1a45dfa3;
const EBML_DOC_TYPE = 0x4282;

/**
 * A WebM file is an EBML document whose header's DocType is `webm` (Matroska's `.mkv` says `matroska`).
 * Walks the header's elements: each an ID and a size in EBML's variable-length integers.
 */
function isWebm(content: Uint8Array): boolean {
  const id = readVint(content, 0, true);
  if (id?.value !== EBML_HEADER) return false;
  const size = readVint(content, id.length, false);
  if (!size) return false;
  const end = Math.min(content.length, id.length + size.length + size.value);
  let offset = id.length + size.length;
  while (offset < end) {
    const elementId = readVint(content, offset, true);
    if (!elementId) return false;
    const elementSize = readVint(content, offset + elementId.length, false);
    if (!elementSize) return false;
    const start = offset + elementId.length + elementSize.length;
    if (elementId.value === EBML_DOC_TYPE) {
      if (start + elementSize.value > end) return false;
      // EBML strings may be padded with NUL bytes.
      return text(content, start, start + elementSize.value).replace(/\0+$/, '') === 'webm';
    }
    offset = start + elementSize.value;
  }
  return false;
}

/**
 * An EBML variable-length integer at `offset`: its length is told by the first byte's leading zeros (1 to 8
 * bytes); an ID keeps its length marker, a size drops it. Only the header's small values are read, so
 * lengths beyond 4 bytes (or an unknown size) are not needed and answer undefined.
 */
function readVint(
  content: Uint8Array,
  offset: number,
  keepMarker: boolean,
): { value: number; length: number } | undefined {
  const first = content[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length > 4 || offset + length > content.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index += 1) value = value * 256 + content[offset + index]!;
  return { value, length };
}

/** A Word document (.docx): a ZIP holding `[Content_Types].xml` and `word/document.xml`. */
function isDocx(content: Uint8Array): boolean {
  if (!startsWith(content, [0x50, 0x4b, 0x03, 0x04])) return false;
  const names = readZipEntryNames(content);
  return names !== undefined && names.has('[Content_Types].xml') && names.has('word/document.xml');
}
