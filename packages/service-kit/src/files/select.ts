import { join } from 'node:path';
import type { Logger } from 'pino';
import { ConfigError, parseFileStoreKind, type FileStoreKind } from '../config.ts';
import { openDiskFileStore } from './disk.ts';
import { DEFAULT_FILE_BUCKET, connectObjectFileStore } from './nats.ts';
import type { FileStore } from './types.ts';

/** Folder under DATA_DIR that holds the files of the disk adapter. */
export const UPLOADS_DIR = 'uploads';

/**
 * Which adapter a process uses: `FILE_STORE` when set (`disk` or `nats`), otherwise the NATS Object Store
 * when the process talks NATS and the disk when it does not. `FILE_STORE=disk` in the distributed mode suits
 * a single gateway, or replicas that share DATA_DIR on a common volume. Throws ConfigError when the setting
 * is unknown or asks for NATS without NATS_URL.
 */
export function fileStoreKind(
  env: Record<string, string | undefined>,
  natsUrl: string | null,
): FileStoreKind {
  const problems: string[] = [];
  const kind = parseFileStoreKind(env.FILE_STORE?.trim() || null, natsUrl, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return kind;
}

export interface OpenFileStoreOptions {
  kind: FileStoreKind;
  /** DATA_DIR: the disk adapter keeps files in its `uploads` folder. */
  dataDir: string;
  /** Required for `nats`. */
  natsUrl?: string | null;
  /** Connection name for `nats` (e.g. `gateway-files`). */
  name: string;
  /** NATS_NAMESPACE: the bucket of a namespace is `<namespace>-uploads`. */
  namespace?: string | null;
  /** NATS_STREAM_REPLICAS: servers keeping each file of the `nats` bucket (default 1). */
  replicas?: number;
  logger: Logger;
}

/** Opens the adapter {@link fileStoreKind} chose: `DATA_DIR/uploads`, or the `uploads` Object Store bucket. */
export async function openFileStore(options: OpenFileStoreOptions): Promise<FileStore> {
  if (options.kind === 'disk') return openDiskFileStore({ dir: join(options.dataDir, UPLOADS_DIR) });
  if (!options.natsUrl) throw new ConfigError(['NATS_URL is required when FILE_STORE is nats']);
  return connectObjectFileStore({
    url: options.natsUrl,
    name: options.name,
    logger: options.logger,
    bucket: options.namespace ? `${options.namespace}-${DEFAULT_FILE_BUCKET}` : DEFAULT_FILE_BUCKET,
    replicas: options.replicas,
  });
}
