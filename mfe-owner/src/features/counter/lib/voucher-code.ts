/**
 * A voucher code as the counter receives it: typed (any case, with or without dashes or spaces) or scanned
 * from the voucher's QR code, which holds the voucher page's address `{origin}/voucher/{code}`. The server
 * reads any case and separators; this only finds the code in what was scanned and tidies what was typed.
 */

/** The path of a voucher page, whatever origin printed it (a QR scanned on another deployment's voucher). */
const VOUCHER_PATH = /^\/voucher\/([^/?#]+)\/?$/;

/**
 * The code in `text`: the last segment of a voucher page's address, or the text itself, upper-cased with
 * spaces removed. Empty when nothing is left.
 */
export function voucherCodeOf(text: string): string {
  const trimmed = text.trim();
  const path = addressPath(trimmed);
  const code = path ? (VOUCHER_PATH.exec(path)?.[1] ?? '') : trimmed;
  return safeDecode(code).replace(/\s+/g, '').toUpperCase();
}

/** The path of `text` when it is an http(s) address, null for anything else. */
function addressPath(text: string): string | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).pathname;
  } catch {
    return null;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
