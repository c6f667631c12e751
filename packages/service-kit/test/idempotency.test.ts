import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Migration } from '@mikro-orm/migrations';
import type { ServiceName } from '@referrals/contracts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_MS,
  IdempotentAnswer,
  SettableClock,
  answerOnce,
  endpoint,
  idempotencyExpiryJob,
  idempotencyTableSql,
  replayedAnswer,
  startService,
  type Bus,
  type Database,
  type ServiceRuntime,
} from '../src/index.ts';
import { CreateNote, Note } from './support/fixtures.ts';
import {
  TEST_DATABASE_URL,
  TEST_NATS_URL,
  createTestInfra,
  uniqueId,
  type TestInfra,
} from '@referrals/service-kit/testing';

// Starting a database (PGlite's initdb above all) can take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const mode = `${TEST_NATS_URL ? 'NATS' : 'in-process bus'} + ${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`;
const START = new Date('2026-03-02T09:20:00Z');
const HOUR = 60 * 60 * 1000;

class CreateIdempotentAnswer extends Migration {
  override up(): void {
    for (const sql of idempotencyTableSql()) this.addSql(sql);
  }
}

/** What `<schema>.write` is sent: the note's text and how to write it. */
interface WriteRequest {
  text: string;
  /** The note's text is the request's own (unique: a second write is refused) or made unique per attempt. */
  sameText?: boolean;
  /** The write fails after making its note. */
  fail?: boolean;
}

/** Holds every write until `count` of them have checked their key, so that none has committed by then. */
function gate(count: number): () => Promise<void> {
  let arrived = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived >= count) open();
    return opened;
  };
}

describe(`idempotency keys of writes (${mode})`, () => {
  let infra: TestInfra;
  let database: Database;
  let bus: Bus;
  let runtime: ServiceRuntime;
  let replica: ServiceRuntime;
  const clock = new SettableClock(START);
  const schema = `idem${uniqueId()}`.toLowerCase();
  const subject = `${schema}.write`;
  let beforeWrite: () => Promise<void> = async () => undefined;

  /** Writes a note; the answer is its id, recorded in the note's transaction. */
  const write = endpoint({
    access: 'public',
    handle: ({ em, data, idempotencyKey, clock: now }) => {
      const request = data as WriteRequest;
      return answerOnce(
        em,
        { scope: subject, caller: 'anyone', key: idempotencyKey, request, now: now.now() },
        async (recordAnswer) => {
          await beforeWrite();
          return em.fork().transactional(async (tx) => {
            const text = request.sameText ? request.text : `${request.text} ${randomUUID()}`;
            const note = tx.create(Note, { id: randomUUID(), text, createdAt: now.now() });
            await tx.flush();
            if (request.fail) throw new Error('the write failed');
            const answer = { noteId: note.id, text };
            await recordAnswer(tx, answer);
            return answer;
          });
        },
      );
    },
  });

  const definition = {
    name: schema as ServiceName,
    entities: [Note, IdempotentAnswer],
    migrations: [
      { name: '0001-note', class: CreateNote },
      { name: '0002-idempotency', class: CreateIdempotentAnswer },
    ],
    endpoints: { [subject]: write },
    jobs: [idempotencyExpiryJob],
  };

  const send = (request: WriteRequest, key?: string) =>
    bus.request<unknown>(subject, request, {
      headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
    });
  const notesStartingWith = (text: string) =>
    runtime.orm.em.fork().count(Note, { text: { $like: `${text}%` } });
  const newText = () => `note ${randomUUID()}`;

  beforeAll(async () => {
    infra = await createTestInfra('idempotency');
    database = await infra.database();
    bus = await infra.bus('idempotency-test');
    const options = { outboxIntervalMs: 200, schedulerIntervalMs: 3_600_000 };
    const deps = { bus, database, config: infra.config, logger: infra.logger, clock };
    runtime = await startService(definition, deps, options);
    replica = await startService(
      definition,
      { ...deps, bus: await infra.bus('idempotency-replica') },
      options,
    );
  });
  afterAll(async () => {
    await replica?.stop();
    await runtime?.stop();
    await infra.cleanup();
  });

  it('when the kit table is migrated, then it is exactly what its entity describes', async () => {
    const diff = await runtime.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.split('\n').filter((line) => /idempotent_answer/.test(line))).toEqual([]);
  });

  it('when a write is sent again with its key, then the first answer comes back as a replay and it is made once', async () => {
    const text = newText();
    const key = randomUUID();
    const first = await send({ text }, key);
    const again = await send({ text }, key);

    expect(replayedAnswer(first)).toBeNull();
    expect(replayedAnswer(again)).toEqual({ answer: first });
    expect(await notesStartingWith(text)).toBe(1);
  });

  it('when a write is sent again without a key, then it runs again', async () => {
    const text = newText();
    await send({ text });
    const again = await send({ text });

    expect(replayedAnswer(again)).toBeNull();
    expect(await notesStartingWith(text)).toBe(2);
  });

  it('when the key comes with another request, then 422 and nothing is written', async () => {
    const key = randomUUID();
    const text = newText();
    await send({ text }, key);
    const other = newText();

    await expect(send({ text: other }, key)).rejects.toMatchObject({
      name: 'UnprocessableError',
      message: 'This Idempotency-Key was already used for a different request.',
    });
    expect(await notesStartingWith(other)).toBe(0);
  });

  it('when the same key comes from another caller or for another operation, then it is another request', async () => {
    const key = randomUUID();
    const text = newText();
    await send({ text }, key);
    const elsewhere = await answerOnce(
      runtime.orm.em.fork(),
      { scope: `${schema}.other`, caller: 'anyone', key, request: { text }, now: clock.now() },
      async () => 'written',
    );
    const someoneElse = await answerOnce(
      runtime.orm.em.fork(),
      { scope: subject, caller: 'someone else', key, request: { text }, now: clock.now() },
      async () => 'written',
    );

    expect([elsewhere, someoneElse]).toEqual(['written', 'written']);
  });

  it.each([
    ['a control character', 'key\t1'],
    ['too long', 'k'.repeat(256)],
    ['not ASCII', 'clé-1'],
  ])('when the key is %s, then 400 saying what a key is, and nothing runs', async (_what, key) => {
    const run = jest.fn(async () => 'written');
    await expect(
      answerOnce(
        runtime.orm.em.fork(),
        { scope: subject, caller: 'anyone', key, request: { text: newText() }, now: clock.now() },
        run,
      ),
    ).rejects.toMatchObject({
      name: 'InputError',
      message: 'Idempotency-Key must be 1 to 255 printable ASCII characters.',
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('when the write fails, then nothing is kept under its key and the key may be sent again', async () => {
    const key = randomUUID();
    const text = newText();
    await expect(send({ text, fail: true }, key)).rejects.toMatchObject({ name: 'InternalError' });
    expect(await notesStartingWith(text)).toBe(0);

    const retried = await send({ text }, key);
    expect(replayedAnswer(retried)).toBeNull();
    expect(await notesStartingWith(text)).toBe(1);
  });

  it.each([
    ['its key is taken meanwhile', false],
    ['the write itself is refused the second time', true],
  ])(
    'when two replicas get one key at once (%s), then one writes and both answer its answer',
    async (_how, sameText) => {
      const key = randomUUID();
      const text = newText();
      beforeWrite = gate(2);
      try {
        const answers = await Promise.all([send({ text, sameText }, key), send({ text, sameText }, key)]);
        const firsts = answers.filter((answer) => replayedAnswer(answer) === null);
        expect(firsts).toHaveLength(1);
        expect(answers.map((answer) => replayedAnswer(answer)?.answer ?? answer)).toEqual([
          firsts[0],
          firsts[0],
        ]);
        expect(await notesStartingWith(text)).toBe(1);
      } finally {
        beforeWrite = async () => undefined;
      }
    },
  );

  it('when a key has expired, then the write runs again, and the expiry job deletes it in its hour', async () => {
    const key = randomUUID();
    const text = newText();
    clock.set(START);
    await send({ text }, key);
    const kept = () => runtime.orm.em.fork().count(IdempotentAnswer, { key });

    clock.set(new Date(START.getTime() + IDEMPOTENCY_KEY_TTL_MS + 60_000));
    expect(await runtime.runDueJobs()).toBe(0);
    const later = newText();
    expect(replayedAnswer(await send({ text: later }, key))).toBeNull();
    expect(await notesStartingWith(later)).toBe(1);
    expect(await kept()).toBe(1);

    // The later answer's job: due a day after the end of its hour, when it deletes what expired by then.
    clock.set(new Date(clock.now().getTime() + IDEMPOTENCY_KEY_TTL_MS + HOUR));
    expect(await runtime.runDueJobs()).toBeGreaterThanOrEqual(1);
    expect(await kept()).toBe(0);
  });
});
