import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { assertSafeFileName, isSafeFileName } from './names.ts';
import type { FileStore, StoredFile } from './types.ts';

/** Sidecar folder for each file's content type; its leading dot keeps it out of the safe-name space. */
const META_DIR = '.meta';
const TEMP_PREFIX = '.tmp-';

export interface DiskFileStoreOptions {
  /** The folder that holds the files (for example `DATA_DIR/uploads`); created with its parents. */
  dir: string;
}

interface FileMeta {
  contentType: string;
}

/**
 * Files in a folder, each next to a small JSON record of its content type under `.meta/`. Writes go to a
 * temporary file that is then renamed, metadata first and content last, so a reader never sees a half
 * written file and a file never exists without its type.
 */
export async function openDiskFileStore(options: DiskFileStoreOptions): Promise<FileStore> {
  const root = resolve(options.dir);
  const metaRoot = join(root, META_DIR);
  await mkdir(metaRoot, { recursive: true });

  const pathOf = (filename: string): string => inside(root, filename);
  const metaPathOf = (filename: string): string => inside(metaRoot, `${filename}.json`);

  async function writeAtomically(target: string, data: Uint8Array | string): Promise<void> {
    const temporary = join(root, `${TEMP_PREFIX}${randomUUID()}`);
    try {
      await writeFile(temporary, data, { mode: 0o640 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    kind: 'disk',

    async put(filename, bytes, contentType) {
      assertSafeFileName(filename);
      const meta: FileMeta = { contentType };
      await writeAtomically(metaPathOf(filename), JSON.stringify(meta));
      await writeAtomically(pathOf(filename), bytes);
    },

    async get(filename): Promise<StoredFile | undefined> {
      if (!isSafeFileName(filename)) return undefined;
      const path = pathOf(filename);
      const stats = await stat(path).catch(ignoreMissing);
      if (!stats?.isFile()) return undefined;
      const meta = await readMeta(metaPathOf(filename));
      if (!meta) return undefined;
      return {
        contentType: meta.contentType,
        size: stats.size,
        modifiedAt: stats.mtime,
        open: () => createReadStream(path),
      };
    },

    async delete(filename) {
      if (!isSafeFileName(filename)) return false;
      // Content first: once it is gone the file is gone, whatever happens to its record.
      const existed = await rm(pathOf(filename)).then(
        () => true,
        (error: unknown) => ignoreMissing(error) ?? false,
      );
      await rm(metaPathOf(filename), { force: true });
      return existed;
    },

    async close() {
      // Nothing is held open between calls.
    },
  };
}

/** Joins and checks the result stays in `folder`: the name rule already forbids escaping, this proves it. */
function inside(folder: string, name: string): string {
  const path = resolve(folder, name);
  if (!path.startsWith(`${folder}${sep}`)) throw new Error(`File name escapes the store: ${name}`);
  return path;
}

async function readMeta(path: string): Promise<FileMeta | undefined> {
  const text = await readFile(path, 'utf8').catch(ignoreMissing);
  if (text === undefined) return undefined;
  const meta = JSON.parse(text) as Partial<FileMeta>;
  return typeof meta.contentType === 'string' ? { contentType: meta.contentType } : undefined;
}

function ignoreMissing(error: unknown): undefined {
  if ((error as { code?: unknown } | null)?.code === 'ENOENT') return undefined;
  throw error;
}
