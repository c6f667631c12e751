/** Signature of the end of central directory record (`PK\5\6`). */
const END_OF_DIRECTORY = 0x06054b50;
/** Signature of a central directory file header (`PK\1\2`). */
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record's fixed part; a comment of at most 65,535 bytes may follow it. */
const END_RECORD_LENGTH = 22;
const DIRECTORY_ENTRY_LENGTH = 46;
/** More entries than any Word document has; a directory claiming more is not read. */
const MAX_ENTRIES = 10_000;

/**
 * The names of a ZIP archive's entries, read from its central directory (the list at the end of the file)
 * without inflating anything. Undefined when the archive is not a plain ZIP whose directory lies inside
 * `content` (a ZIP64 archive, a truncated one, one whose offsets point elsewhere).
 */
export function readZipEntryNames(content: Uint8Array): Set<string> | undefined {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  const endRecord = findEndRecord(view);
  if (endRecord === undefined) return undefined;
  const entries = view.getUint16(endRecord + 10, true);
  const directorySize = view.getUint32(endRecord + 12, true);
  const directoryStart = view.getUint32(endRecord + 16, true);
  if (entries > MAX_ENTRIES || directoryStart + directorySize > endRecord) return undefined;

  const names = new Set<string>();
  const decoder = new TextDecoder();
  let offset = directoryStart;
  for (let index = 0; index < entries; index += 1) {
    if (offset + DIRECTORY_ENTRY_LENGTH > endRecord) return undefined;
    if (view.getUint32(offset, true) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + DIRECTORY_ENTRY_LENGTH;
    if (nameStart + nameLength > endRecord) return undefined;
    names.add(decoder.decode(content.subarray(nameStart, nameStart + nameLength)));
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The last end-of-directory record whose comment reaches exactly to the end of the file. */
function findEndRecord(view: DataView): number | undefined {
  const lowest = Math.max(0, view.byteLength - END_RECORD_LENGTH - 0xffff);
  for (let offset = view.byteLength - END_RECORD_LENGTH; offset >= lowest; offset -= 1) {
    if (
      view.getUint32(offset, true) === END_OF_DIRECTORY &&
      offset + END_RECORD_LENGTH + view.getUint16(offset + 20, true) === view.byteLength
    )
      return offset;
  }
  return undefined;
}
