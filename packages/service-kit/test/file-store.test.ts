import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Objm } from '@nats-io/obj';
import { connect } from '@nats-io/transport-node';
import {
  ConfigError,
  connectObjectFileStore,
  createLogger,
  fileStoreKind,
  openDiskFileStore,
  openFileStore,
  type FileStore,
} from '../src/index.ts';
import { TEST_NATS_URL, failureOf, uniqueId } from '../src/testing/infra.ts';

const logger = createLogger({ name: 'file-store-test', level: 'silent' });
const PNG = 'image/png';

interface Adapter {
  open(): Promise<FileStore>;
  cleanup(): Promise<void>;
}

function diskAdapter(): Adapter {
  let folder = '';
  return {
    async open() {
      folder = await mkdtemp(join(tmpdir(), 'file-store-'));
      return openDiskFileStore({ dir: join(folder, 'uploads') });
    },
    cleanup: () => rm(folder, { recursive: true, force: true }),
  };
}

/** A bucket of this file's own: jest runs test files in parallel against the same server. */
function natsAdapter(url: string): Adapter {
  const bucket = `uploads_test_${uniqueId()}`;
  return {
    open: () => connectObjectFileStore({ url, name: 'file-store-test', logger, bucket }),
    async cleanup() {
      const nc = await connect({ servers: url });
      try {
        await (await new Objm(nc).open(bucket)).destroy();
      } finally {
        await nc.close();
      }
    },
  };
}

const adapters: Array<[string, Adapter]> = [['disk', diskAdapter()]];
if (TEST_NATS_URL) adapters.push(['NATS Object Store', natsAdapter(TEST_NATS_URL)]);

describe.each(adapters)('file store on %s', (_name, adapter) => {
  let store: FileStore;

  beforeAll(async () => {
    store = await adapter.open();
  });

  afterAll(async () => {
    await store.close();
    await adapter.cleanup();
  });

  it('when a file is put, then get gives its bytes, type, size and time', async () => {
    const before = Date.now() - 1_000;
    const bytes = randomBytes(1_000);
    await store.put('first.png', bytes, PNG);

    const file = await store.get('first.png');

    expect(file).toMatchObject({ contentType: PNG, size: 1_000 });
    expect(file!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(Buffer.compare(await buffer(file!.open()), bytes)).toBe(0);
  });

  it('when a file is larger than a NATS message may be, then it comes back whole', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    await store.put('large.jpg', bytes, 'image/jpeg');

    const file = await store.get('large.jpg');

    expect(file?.size).toBe(bytes.length);
    expect(Buffer.compare(await buffer(file!.open()), bytes)).toBe(0);
  });

  it('when a name is put twice, then the second content and type replace the first', async () => {
    await store.put('again.gif', Buffer.from('first'), 'image/gif');
    await store.put('again.gif', Buffer.from('second one'), 'image/webp');

    const file = await store.get('again.gif');

    expect(file).toMatchObject({ contentType: 'image/webp', size: 10 });
    expect(await text(file!.open())).toBe('second one');
  });

  it('when an empty file is put, then it is stored with size 0', async () => {
    await store.put('empty.txt', new Uint8Array(0), 'text/plain');

    const file = await store.get('empty.txt');

    expect(file?.size).toBe(0);
    expect(await text(file!.open())).toBe('');
  });

  it('when nothing has that name, then get gives undefined and delete false', async () => {
    expect(await store.get('missing.png')).toBeUndefined();
    expect(await store.delete('missing.png')).toBe(false);
  });

  it('when a file is deleted, then it is gone and a second delete finds nothing', async () => {
    await store.put('gone.png', Buffer.from('bytes'), PNG);

    expect(await store.delete('gone.png')).toBe(true);
    expect(await store.get('gone.png')).toBeUndefined();
    expect(await store.delete('gone.png')).toBe(false);
  });

  it.each([
    ['a parent folder', '../escape.png'],
    ['the parent folder', '..'],
    ['the metadata folder', '.meta'],
    ['a hidden file', '.hidden'],
    ['a sub-folder', 'a/b.png'],
    ['a Windows path', 'a\\b.png'],
    ['empty', ''],
    ['with a space', 'sp ace.png'],
    ['201 characters long', 'x'.repeat(201)],
  ])('when the name is %s, then put refuses it and get and delete find nothing', async (_label, name) => {
    expect(await failureOf(store.put(name, Buffer.from('x'), PNG))).toMatchObject({
      name: 'InputError',
      message: 'Invalid file name',
    });
    expect(await store.get(name)).toBeUndefined();
    expect(await store.delete(name)).toBe(false);
  });
});

describe('disk file store', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'file-store-disk-'));
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('when it opens on a folder that does not exist, then the folder is created', async () => {
    const store = await openDiskFileStore({ dir: join(folder, 'a', 'b', 'uploads') });

    expect(await readdir(join(folder, 'a', 'b', 'uploads'))).toEqual(['.meta']);
    await store.close();
  });

  it('when files are written, then the folder holds them under their own names and no temporary file', async () => {
    const dir = join(folder, 'listing');
    const store = await openDiskFileStore({ dir });
    await store.put('one.png', Buffer.from('1'), PNG);
    await store.put('two.webp', Buffer.from('2'), 'image/webp');

    expect((await readdir(dir)).sort()).toEqual(['.meta', 'one.png', 'two.webp']);
    expect((await readdir(join(dir, '.meta'))).sort()).toEqual(['one.png.json', 'two.webp.json']);
  });

  it('when the all-in-one mode opens its store, then the files live in DATA_DIR/uploads', async () => {
    const store = await openFileStore({ kind: 'disk', dataDir: folder, name: 'test', logger });
    await store.put('here.png', Buffer.from('here'), PNG);

    expect(await readdir(join(folder, 'uploads'))).toContain('here.png');
    expect(store.kind).toBe('disk');
  });
});

describe('file store selection', () => {
  const NATS = 'nats://127.0.0.1:4222';

  it.each([
    [{}, null, 'disk'],
    [{}, NATS, 'nats'],
    [{ FILE_STORE: 'disk' }, NATS, 'disk'],
    [{ FILE_STORE: ' NATS ' }, NATS, 'nats'],
    [{ FILE_STORE: '' }, NATS, 'nats'],
  ])('when the environment is %j and NATS_URL %j, then the store is %s', (env, natsUrl, kind) => {
    expect(fileStoreKind(env, natsUrl)).toBe(kind);
  });

  it.each([
    [{ FILE_STORE: 's3' }, NATS, 'FILE_STORE must be disk or nats (got "s3")'],
    [{ FILE_STORE: 'nats' }, null, 'NATS_URL is required when FILE_STORE is nats'],
  ])('when the environment is %j and NATS_URL %j, then starting fails with %j', (env, natsUrl, problem) => {
    let failure: unknown;
    try {
      fileStoreKind(env, natsUrl);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).problems).toEqual([problem]);
  });
});
