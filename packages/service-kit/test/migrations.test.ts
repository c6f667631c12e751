import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Migration } from '@mikro-orm/migrations';
import type { MikroORM } from '@mikro-orm/sql';
import { openServiceOrm, serviceOrmOptions, type Database, type MigrationDefinition } from '../src/index.ts';
import { CreateNote, Note } from './support/fixtures.ts';
import {
  TEST_DATABASE_URL,
  captureLogs,
  createTestInfra,
  type TestInfra,
} from '@referrals/service-kit/testing';

// Starting a database (PGlite's initdb above all) can take seconds on a busy 2-core machine.
jest.setTimeout(30_000);

const mode = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const NOTE_MIGRATIONS: MigrationDefinition[] = [{ name: '0001-note', class: CreateNote }];

class HalfBroken extends Migration {
  override up(): void {
    this.addSql('create table "half" ("id" integer primary key);');
    this.addSql('insert into "no_such_table" values (1);');
  }
}

async function rows(orm: MikroORM, sql: string): Promise<Array<Record<string, unknown>>> {
  return orm.em.getConnection().execute(sql);
}

async function tablesOf(orm: MikroORM, schema: string): Promise<string[]> {
  const found = await rows(
    orm,
    `select table_name from information_schema.tables where table_schema = '${schema}' order by table_name`,
  );
  return found.map((row) => String(row.table_name));
}

describe(`schema migrations (${mode})`, () => {
  let infra: TestInfra;
  let database: Database;
  const orms: MikroORM[] = [];

  const open = async (schema: string, migrations = NOTE_MIGRATIONS, logger = infra.logger) => {
    const orm = await openServiceOrm({ database, schema, entities: [Note], migrations, logger });
    orms.push(orm);
    return orm;
  };

  beforeAll(async () => {
    infra = await createTestInfra('migrations');
    database = await infra.database();
  });
  afterAll(async () => {
    for (const orm of orms) await orm.close();
    await infra.cleanup();
  });

  it('when three replicas of one service start at once, then all succeed and each migration runs once', async () => {
    const [first] = await Promise.all([open('identity'), open('identity'), open('identity')]);
    const applied = await rows(first!, 'select "name" from "identity"."mikro_orm_migrations" order by "id"');
    expect(applied.map((row) => row.name)).toEqual([
      '0000-service-kit-outbox',
      '0001-service-kit-throttle',
      '0002-service-kit-workflow-steps',
      '0003-service-kit-scheduler',
      '0001-note',
    ]);
  });

  it('when two services migrate the same database at once, then each gets its own complete schema', async () => {
    const [campaign] = await Promise.all([
      open('campaign'),
      open('referral'),
      open('campaign'),
      open('referral'),
    ]);
    const expected = [
      'mikro_orm_migrations',
      'note',
      'outbox_event',
      'processed_event',
      'processed_step',
      'scheduled_job',
      'throttle_counter',
    ];
    expect(await tablesOf(campaign!, 'campaign')).toEqual(expected);
    expect(await tablesOf(campaign!, 'referral')).toEqual(expected);
    // Nothing of a service lands in public.
    expect(await tablesOf(campaign!, 'public')).toEqual([]);
  });

  it('when a service restarts, then no migration runs again', async () => {
    await open('cms');
    const logs = captureLogs('restart');
    const again = await open('cms', NOTE_MIGRATIONS, logs.logger);
    expect(logs.lines().filter((line) => line.msg === 'migration applied')).toEqual([]);
    const applied = await rows(again, 'select count(*)::int as "n" from "cms"."mikro_orm_migrations"');
    expect(applied[0]!.n).toBe(5);
  });

  it('when a migration fails, then the start fails and none of the pending migrations is left half-done', async () => {
    const broken: MigrationDefinition[] = [
      ...NOTE_MIGRATIONS,
      { name: '0002-half-broken', class: HalfBroken },
    ];
    await expect(
      openServiceOrm({
        database,
        schema: 'admin',
        entities: [Note],
        migrations: broken,
        logger: infra.logger,
      }),
    ).rejects.toThrow(/no_such_table/);
    const probe = await open('probe_admin');
    expect(await tablesOf(probe, 'admin')).toEqual(['mikro_orm_migrations']);
  });

  it('when the ORM options are built, then every other service schema and public are ignored by the schema generator', () => {
    const options = serviceOrmOptions({ database, schema: 'campaign', entities: [Note], migrations: [] });
    const ignored = (options.schemaGenerator as { ignoreSchema: string[] }).ignoreSchema;
    expect([...ignored].sort()).toEqual(['admin', 'cms', 'identity', 'public', 'referral']);
    expect(options.schema).toBe('campaign');
  });
});
