import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { EntityManager, MikroORM } from '@mikro-orm/sql';
import {
  ProcessedStep,
  answerStepOnce,
  findStepAnswer,
  openServiceOrm,
  type Database,
  type StepKey,
} from '../src/index.ts';
import { CreateNote, Note } from './support/fixtures.ts';
import { TEST_DATABASE_URL, createTestInfra, type TestInfra } from '@referrals/service-kit/testing';

// Starting a database (PGlite's initdb above all) can take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const mode = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const SUBJECT = 'notes.workflow.write-note';

describe(`workflow steps carried out once (${mode})`, () => {
  let infra: TestInfra;
  let database: Database;
  let orm: MikroORM;
  let replica: MikroORM;

  const open = () =>
    openServiceOrm({
      database,
      schema: 'notes_steps',
      entities: [Note],
      migrations: [{ name: '0001-note', class: CreateNote }],
      logger: infra.logger,
    });

  beforeAll(async () => {
    infra = await createTestInfra('workflow-steps');
    database = await infra.database();
    orm = await open();
    replica = await open();
  });
  afterAll(async () => {
    await replica.close();
    await orm.close();
    await infra.cleanup();
  });

  const newKey = (): StepKey => ({ workflowId: randomUUID(), step: 'write-note' });
  const notesNamed = (text: string) => orm.em.fork().count(Note, { text });

  /** A step that writes one note and answers its id. */
  const writeNote = (em: EntityManager, key: StepKey, text: string, subject = SUBJECT) =>
    answerStepOnce(em, subject, key, async (tx) => {
      const note = tx.create(Note, { id: randomUUID(), text, createdAt: new Date() });
      return { noteId: note.id };
    });

  it('when the kit has migrated a schema, then processed_step is exactly what its entity describes', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.split('\n').filter((line) => /processed_step/.test(line))).toEqual([]);
  });

  it('when a step is sent again, then it gets the first answer and its change is made once', async () => {
    const key = newKey();
    const text = `note ${randomUUID()}`;
    const first = await writeNote(orm.em.fork(), key, text);
    const again = await writeNote(orm.em.fork(), key, `${text} again`);

    expect(again).toEqual(first);
    expect(await notesNamed(text)).toBe(1);
    expect(await notesNamed(`${text} again`)).toBe(0);
    expect(await findStepAnswer(orm.em.fork(), SUBJECT, key)).toEqual(first);
  });

  it('when two replicas get the same step at once, then one makes the change and both answer it', async () => {
    const key = newKey();
    const texts = [`note ${randomUUID()}`, `note ${randomUUID()}`];
    const answers = await Promise.all([
      writeNote(orm.em.fork(), key, texts[0]!),
      writeNote(replica.em.fork(), key, texts[1]!),
    ]);

    expect(answers[1]).toEqual(answers[0]);
    expect((await notesNamed(texts[0]!)) + (await notesNamed(texts[1]!))).toBe(1);
    const written = await orm.em.fork().findOneOrFail(Note, { id: answers[0].noteId });
    expect(texts).toContain(written.text);
  });

  it('when the key was recorded on another subject, then it is a ConflictError and nothing changes', async () => {
    const key = newKey();
    await writeNote(orm.em.fork(), key, `note ${randomUUID()}`);
    const text = `note ${randomUUID()}`;

    await expect(writeNote(orm.em.fork(), key, text, 'notes.workflow.other')).rejects.toMatchObject({
      name: 'ConflictError',
    });
    await expect(findStepAnswer(orm.em.fork(), 'notes.workflow.other', key)).rejects.toMatchObject({
      name: 'ConflictError',
    });
    expect(await notesNamed(text)).toBe(0);
  });

  it('when the step fails, then nothing of it stays and it may be sent again', async () => {
    const key = newKey();
    const text = `note ${randomUUID()}`;
    await expect(
      answerStepOnce(orm.em.fork(), SUBJECT, key, async (tx) => {
        tx.create(Note, { id: randomUUID(), text, createdAt: new Date() });
        await tx.flush();
        throw new Error('the step failed');
      }),
    ).rejects.toThrow('the step failed');
    expect(await notesNamed(text)).toBe(0);
    expect(await findStepAnswer(orm.em.fork(), SUBJECT, key)).toBeNull();

    const answer = await writeNote(orm.em.fork(), key, text);
    expect(await notesNamed(text)).toBe(1);
    expect(await orm.em.fork().findOneOrFail(ProcessedStep, key)).toMatchObject({
      subject: SUBJECT,
      answer,
    });
  });

  it('when called inside a transaction, then the step commits or rolls back with it', async () => {
    const key = newKey();
    const text = `note ${randomUUID()}`;
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await writeNote(tx, key, text);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await notesNamed(text)).toBe(0);
    expect(await findStepAnswer(orm.em.fork(), SUBJECT, key)).toBeNull();

    const answer = await orm.em.fork().transactional((tx) => writeNote(tx, key, text));
    expect(await findStepAnswer(orm.em.fork(), SUBJECT, key)).toEqual(answer);
  });
});
