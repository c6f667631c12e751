import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { openDatabase, openServiceOrm, recordEvent } from '../src/index.ts';
import { createLogger } from '../src/logger.ts';
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
