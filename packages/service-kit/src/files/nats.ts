import { Readable } from 'node:stream';
import { connect } from '@nats-io/transport-node';
import { Objm, StorageType, type ObjectStore } from '@nats-io/obj';
import type { Logger } from 'pino';
import { assertSafeFileName, isSafeFileName } from './names.ts';
import type { FileStore, StoredFile } from './types.ts';

/** Bucket of the files users upload (and, later, CMS media). */
export const DEFAULT_FILE_BUCKET = 'uploads';
const CONTENT_TYPE_KEY = 'content-type';

export interface ObjectFileStoreOptions {
  /** One NATS server URL or a comma-separated list. */
  url: string;
  /** Connection name shown by the NATS server (e.g. `gateway-files`). */
  name: string;
  logger: Logger;
  /** Object Store bucket (default `uploads`); created when missing. */
  bucket?: string;
  /** Copies of each file in a JetStream cluster (default 1; at most the number of servers). */
  replicas?: number;
}

/**
 * Files in a NATS Object Store bucket (file storage). The Object Store splits each file into chunks under
 * the server's max_payload (1 MiB here) and checks a SHA-256 digest on read; the content type travels in
 * the object's metadata. Opens a connection of its own, so the bus keeps its interface free of storage.
 */
export async function connectObjectFileStore(options: ObjectFileStoreOptions): Promise<FileStore> {
  const log = options.logger.child({
    component: 'file-store',
    bucket: options.bucket ?? DEFAULT_FILE_BUCKET,
  });
  const nc = await connect({
    servers: options.url.split(',').map((server) => server.trim()),
    name: options.name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
  });
  let bucket: ObjectStore;
  try {
    bucket = await new Objm(nc).create(options.bucket ?? DEFAULT_FILE_BUCKET, {
      storage: StorageType.File,
      replicas: options.replicas ?? 1,
    });
  } catch (error) {
    await nc.close().catch(() => undefined);
    throw error;
  }

  return {
    kind: 'nats',

    async put(filename, bytes, contentType) {
      assertSafeFileName(filename);
      await bucket.putBlob({ name: filename, metadata: { [CONTENT_TYPE_KEY]: contentType } }, bytes);
    },

    async get(filename): Promise<StoredFile | undefined> {
      if (!isSafeFileName(filename)) return undefined;
      const info = await bucket.info(filename);
      if (!info || info.deleted) return undefined;
      return {
        contentType: info.metadata?.[CONTENT_TYPE_KEY] ?? 'application/octet-stream',
        size: info.size,
        modifiedAt: new Date(info.mtime),
        open: () => Readable.from(readObject(bucket, filename)),
      };
    },

    async delete(filename) {
      if (!isSafeFileName(filename)) return false;
      const info = await bucket.info(filename);
      if (!info || info.deleted) return false;
      await bucket.delete(filename);
      return true;
    },

    async close() {
      await nc
        .drain()
        .catch((error: unknown) => log.warn({ err: error }, 'file store connection did not drain'));
    },
  };
}

/**
 * The object's chunks, fetched only once the first one is wanted. A reader that stops early (a client
 * that went away) ends the generator, which cancels the server-side consumer feeding it.
 */
async function* readObject(bucket: ObjectStore, filename: string): AsyncGenerator<Uint8Array> {
  const result = await bucket.get(filename);
  if (!result) throw new Error(`The stored file ${filename} was deleted while it was being read`);
  // The data stream fails with the same error (a corrupt chunk, a lost connection); unobserved, this
  // promise's rejection would end the process.
  result.error.catch(() => undefined);
  const reader = result.data.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
