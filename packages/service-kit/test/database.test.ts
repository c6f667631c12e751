import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/sql';
import { openDatabase, openServiceOrm, recordEvent, type Database } from '../src/index.ts';
import { IN_MEMORY_TEMPLATE } from '../src/db/database.ts';
import { createLogger } from '../src/logger.ts';
import { CreateNote, Note } from './support/fixtures.ts';
import { uniqueId } from '@referrals/service-kit/testing';

// Starting a database (PGlite's initdb above all) can take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const root = join(tmpdir(), `service-kit-${uniqueId()}`);
const logger = createLogger({ name: 'database-test', level: 'silent' });

describe('embedded database (PGlite on disk)', () => {
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('when the data directory does not exist yet, then it is created and what two services wrote survives a reopen', async () => {
    const dataDir = join(root, 'nested', 'data');
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    // Two services share the one instance, each in its own schema.
    const identity = await openServiceOrm({
      database: first,
      schema: 'identity',
      entities: [],
      migrations: [],
      logger,
    });
    const cms = await openServiceOrm({
      database: first,
      schema: 'cms',
      entities: [],
      migrations: [],
      logger,
    });
    await identity.em.fork().transactional(async (em) => void recordEvent(em, 'identity.saved', { n: 1 }));
    await cms.em.fork().transactional(async (em) => void recordEvent(em, 'cms.saved', { n: 2 }));
    await identity.close();
    await cms.close();
    await first.close();

    const again = await openDatabase({ dataDir });
    const orm = await openServiceOrm({
      database: again,
      schema: 'identity',
      entities: [],
      migrations: [],
      logger,
    });
    const rows = await orm.em
      .getConnection()
      .execute(
        `select "type" from "identity"."outbox_event" union all select "type" from "cms"."outbox_event" order by 1`,
      );
    await orm.close();
    await again.close();
    expect(rows.map((row) => row.type)).toEqual(['cms.saved', 'identity.saved']);
  });
});

describe('embedded database on its worker thread, as the ORM sees it', () => {
  let database: Database;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await openDatabase({ inMemory: true });
    orm = await openServiceOrm({
      database,
      schema: 'notes',
      entities: [Note],
      migrations: [{ name: '0001-note', class: CreateNote }],
      logger,
    });
  });
  afterAll(async () => {
    await orm.close();
    await database.close();
  });

  const note = (text: string) => ({ id: randomUUID(), text, createdAt: new Date() });

  it("when a row breaks a unique constraint, then the ORM throws its unique-violation exception with PostgreSQL's fields", async () => {
    await orm.em.fork().insert(Note, note('taken'));
    const error = await orm.em
      .fork()
      .insert(Note, note('taken'))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UniqueConstraintViolationException);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'note_text_key',
      table: 'note',
      schema: 'notes',
      detail: 'Key (text)=(taken) already exists.',
    });
  });

  it('when a query inside a transaction fails, then the whole transaction is rolled back and the next one commits', async () => {
    const failed = orm.em.fork().transactional(async (em) => {
      await em.insert(Note, note('rolled back'));
      await em.execute('select * from "notes"."no_such_table"');
    });
    await expect(failed).rejects.toMatchObject({ code: '42P01' });
    await orm.em.fork().transactional(async (em) => void (await em.insert(Note, note('committed'))));
    const texts = await orm.em
      .getConnection()
      .execute(`select "text" from "notes"."note" where "text" in ('rolled back', 'committed')`);
    expect(texts).toEqual([{ text: 'committed' }]);
  });

  it('when dates are read raw, then they come back as the strings PostgreSQL sent, as with pg', async () => {
    const [row] = await orm.em
      .getConnection()
      .execute(
        `select timestamptz '2024-05-06 07:08:09+00' as "at", date '2024-05-06' as "day", ` +
          `array[timestamp '2024-05-06 07:08:09', null] as "times", 9007199254740993::int8 as "big"`,
      );
    expect(row).toEqual({
      at: '2024-05-06 07:08:09+00',
      day: '2024-05-06',
      times: ['2024-05-06 07:08:09', null],
      big: 9007199254740993n,
    });
    const saved = note('dated');
    await orm.em.fork().insert(Note, saved);
    const loaded = await orm.em.fork().findOneOrFail(Note, { id: saved.id });
    expect(loaded.createdAt).toEqual(saved.createdAt);
  });

  it('when a query runs for a while, then the main thread keeps running meanwhile', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    try {
      const started = performance.now();
      await orm.em.getConnection().execute('select pg_sleep(0.3)');
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      // Ticks ran while the query was in flight (about 30 on a quiet machine, fewer on a busy one); a query
      // that held this thread would let none run before its answer came back. Counted, not timed.
      expect(ticks).toBeGreaterThan(0);
    } finally {
      clearInterval(timer);
    }
  });

  it('when the worker dies, then the calls in flight and every later one fail instead of hanging', async () => {
    const doomed = await openDatabase({ inMemory: true });
    const inFlight = doomed.pglite!.query('select pg_sleep(5)');
    // A crash of the worker, as an out-of-memory abort of the WebAssembly would end it.
    await (doomed.pglite as unknown as { worker: Worker }).worker.terminate();
    await expect(inFlight).rejects.toThrow('PGlite worker exited with code 1');
    await expect(doomed.pglite!.query('select 1')).rejects.toThrow('PGlite worker exited');
    expect(doomed.pglite!.closed).toBe(true);
    await doomed.close();
  });

  it('when in-memory databases start from the template, then each is a fresh cluster of its own', async () => {
    await rm(IN_MEMORY_TEMPLATE, { force: true });
    const first = await openDatabase({ inMemory: true });
    const second = await openDatabase({ inMemory: true });
    try {
      expect((await stat(IN_MEMORY_TEMPLATE)).size).toBeGreaterThan(0);
      await first.pglite!.exec('create table written_once (id int); insert into written_once values (1)');
      const tables = (database: Database) =>
        database.pglite!.query<{ n: number }>(
          "select count(*)::int as n from pg_tables where tablename = 'written_once'",
        );
      expect((await tables(first)).rows).toEqual([{ n: 1 }]);
      expect((await tables(second)).rows).toEqual([{ n: 0 }]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
