import { Errors } from '../errors.ts';

/**
 * A letter or digit first, then letters, digits, `.`, `_` or `-`, at most 200 characters. Without a
 * separator or a leading dot a name can be neither a path (`a/b`, `..`) nor a hidden file, which is where
 * the disk adapter keeps its own bookkeeping; the same rule on every adapter keeps names portable between them.
 */
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Whether `filename` may name a stored file. */
export function isSafeFileName(filename: string): boolean {
  return SAFE_FILE_NAME.test(filename);
}

/** Refuses a name a store must not write; a caller that builds names from input gets an InputError. */
export function assertSafeFileName(filename: string): void {
  if (!isSafeFileName(filename)) throw Errors.input('Invalid file name');
}
