import type { Readable } from 'node:stream';

/** A stored file as a reader sees it: what to send, without reading the bytes yet. */
export interface StoredFile {
  /** MIME type given to `put`. */
  contentType: string;
  /** Length in bytes. */
  size: number;
  /** When the file was written; with `size`, enough for HTTP validators (Last-Modified, ETag). */
  modifiedAt: Date;
  /**
   * The content. Opened only when called, so answering HEAD, a 304 or a length check costs no read;
   * a file deleted in between makes the stream fail rather than this call.
   */
  open(): Readable;
}

/**
 * Where uploaded files live: a folder in the all-in-one mode, the NATS Object Store in the distributed mode
 * (`FILE_STORE`, README "Environment variables"). Names are chosen by the caller and must pass {@link isSafeFileName}; the store never
 * interprets them as paths. Content is opaque bytes with the MIME type the caller vouches for.
 */
export interface FileStore {
  /** Which adapter this is, for logs. */
  readonly kind: 'disk' | 'nats';
  /** Writes the file, replacing one of the same name; a reader never sees it half written. */
  put(filename: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or undefined when there is none by that name (a name that is not safe is never found). */
  get(filename: string): Promise<StoredFile | undefined>;
  /** Removes the file; false when there was none. */
  delete(filename: string): Promise<boolean>;
  /** Releases what the store holds open (the NATS connection); the files stay. */
  close(): Promise<void>;
}
