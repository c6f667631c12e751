/** An image format the product accepts, as recognised from the file's first bytes. */
export interface ImageType {
  mimeType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  /** Extension of the stored name, so the name alone says what the file is. */
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

interface Signature extends ImageType {
  /** Bytes expected at `offset`; `null` matches any byte. */
  bytes: ReadonlyArray<number | null>;
}

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * Raster formats only. SVG is refused on purpose: it is a document that can carry scripts, and the
 * uploaded images are shown on public pages.
 */
const SIGNATURES: readonly Signature[] = [
  { mimeType: 'image/png', extension: 'png', bytes: [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { mimeType: 'image/gif', extension: 'gif', bytes: ascii('GIF87a') },
  { mimeType: 'image/gif', extension: 'gif', bytes: ascii('GIF89a') },
  // RIFF container, 4 bytes of length, then the WEBP form type.
  {
    mimeType: 'image/webp',
    extension: 'webp',
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
  },
];

/** Bytes {@link detectImageType} needs to see. */
export const SIGNATURE_LENGTH = Math.max(...SIGNATURES.map((signature) => signature.bytes.length));

/**
 * What the content says it is, whatever its name or declared type claim: those come from the client and
 * cost nothing to fake. Undefined when it is none of PNG, JPEG, GIF or WebP.
 */
export function detectImageType(content: Uint8Array): ImageType | undefined {
  const found = SIGNATURES.find(
    (signature) =>
      content.length >= signature.bytes.length &&
      signature.bytes.every((byte, index) => byte === null || content[index] === byte),
  );
  return found && { mimeType: found.mimeType, extension: found.extension };
}
