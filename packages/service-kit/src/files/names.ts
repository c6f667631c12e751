import { STORED_FILE_NAME } from '@referrals/contracts';
import { Errors } from '../errors.ts';

/**
 * The contract's rule for stored names (no separator, no leading dot): a name can be neither a path nor a
 * hidden file, which is where the disk adapter keeps its own bookkeeping; the same rule on every adapter keeps
 * names portable between them.
 */
const SAFE_FILE_NAME = STORED_FILE_NAME;

/** Whether `filename` may name a stored file. */
export function isSafeFileName(filename: string): boolean {
  return SAFE_FILE_NAME.test(filename);
}

/** Refuses a name a store must not write; a caller that builds names from input gets an InputError. */
export function assertSafeFileName(filename: string): void {
  if (!isSafeFileName(filename)) throw Errors.input('Invalid file name');
}
