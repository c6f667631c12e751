/**
 * Two small services used by the component tests: `notes` writes rows and records events, `tally`
 * consumes them into its own table. Names are parameterised so every test gets its own schemas, subjects
 * and durable consumers while sharing one database and bus per test file.
 */
import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import type { ServiceName } from '@referrals/contracts';
import {
  Errors,
  conflictOnUniqueViolation,
  recordEvent,
  type Bus,
  type ConsumerDefinition,
  type EventHandler,
  type ServiceDefinition,
} from '../../src/index.ts';

export const Note = defineEntity({
  name: 'Note',
  tableName: 'note',
  properties: {
    id: p.uuid().primary(),
    text: p.text().unique(),
    createdAt: p.datetime(),
  },
});

export const Tally = defineEntity({
  name: 'Tally',
  tableName: 'tally',
  properties: {
    id: p.uuid().primary(),
    eventId: p.text(),
    eventType: p.text(),
  },
});

// Unqualified on purpose: the kit runs service migrations with search_path set to the service schema.
export class CreateNote extends Migration {
  override up(): void {
    this.addSql(
      `create table "note" ("id" uuid primary key, "text" text not null unique, "created_at" timestamptz not null);`,
    );
  }
}

export class CreateTally extends Migration {
  override up(): void {
    this.addSql(
      `create table "tally" ("id" uuid primary key, "event_id" text not null, "event_type" text not null);`,
    );
  }
}

export interface NotesOptions {
  /** Returned by `<name>.whoami`, to tell replicas apart. */
  replica?: string;
  /** Awaited by `<name>.create` before it writes, e.g. to hold a request in flight. */
  beforeCreate?: () => Promise<void>;
}

export function notesService(name: string, options: NotesOptions = {}): ServiceDefinition {
  return {
    name: name as ServiceName,
    entities: [Note],
    migrations: [{ name: '0001-note', class: CreateNote }],
    endpoints: {
      [`${name}.whoami`]: async (ctx) => ({
        data: ctx.data,
        principal: ctx.principal,
        requestId: ctx.requestId,
        clientAddress: ctx.clientAddress,
        replica: options.replica ?? null,
      }),
      [`${name}.create`]: async (ctx) => {
        const input = ctx.data as { text: string; rollback?: boolean };
        await options.beforeCreate?.();
        return conflictOnUniqueViolation(
          () =>
            ctx.em.transactional(async (em) => {
              const note = em.create(Note, { id: randomUUID(), text: input.text, createdAt: new Date() });
              const event = recordEvent(
                em,
                `${name}.note-created`,
                { noteId: note.id, text: input.text },
                {
                  requestId: ctx.requestId,
                },
              );
              await em.flush();
              if (input.rollback) throw Errors.input('Rolled back on purpose');
              return { id: note.id, eventId: event.id };
            }),
          'A note with this text already exists',
        );
      },
      [`${name}.crash`]: async () => {
        throw new Error('connection to 10.0.0.7 refused: password authentication failed');
      },
    },
  };
}

export interface TallyOptions {
  filter: string;
  durable: string;
  /** Throw on the first delivery of each event (after writing, so the rollback matters). */
  failFirstAttempt?: boolean;
  /** Throw on every delivery of events whose data has `poison: true`. */
  poisonable?: boolean;
  maxDeliver?: number;
}

export function tallyService(name: string, options: TallyOptions): ServiceDefinition {
  const consumer: ConsumerDefinition = {
    durable: options.durable,
    filter: options.filter,
    maxDeliver: options.maxDeliver ?? 5,
    redeliverDelayMs: 50,
    handle: async (event, ctx) => {
      ctx.em.create(Tally, { id: randomUUID(), eventId: event.id, eventType: event.type });
      await ctx.em.flush();
      if (options.poisonable && (event.data as { poison?: boolean }).poison) throw new Error('poison');
      if (options.failFirstAttempt && !failedOnce.has(event.id)) {
        failedOnce.add(event.id);
        throw new Error('transient failure');
      }
    },
  };
  const failedOnce = new Set<string>();
  return {
    name: name as ServiceName,
    entities: [Tally],
    migrations: [{ name: '0001-tally', class: CreateTally }],
    endpoints: {
      [`${name}.count`]: async (ctx) => ctx.em.count(Tally, {}),
      [`${name}.list`]: async (ctx) => {
        const rows = await ctx.em.find(Tally, {}, { orderBy: { eventId: 'asc' } });
        return rows.map((row) => ({ eventId: row.eventId, eventType: row.eventType }));
      },
    },
    consumers: [consumer],
  };
}

/** `bus`, with the handler of every consumer started through it in `wrap`. */
function wrappingHandlers(bus: Bus, wrap: (handler: EventHandler) => EventHandler): Bus {
  return { ...bus, consume: (options) => bus.consume({ ...options, handler: wrap(options.handler) }) };
}

/** A bus that delivers every event twice in a row, as after a lost acknowledgement. */
export function duplicatingBus(bus: Bus): Bus {
  return wrappingHandlers(bus, (handler) => async (event, delivery) => {
    await handler(event, delivery);
    await handler(event, { ...delivery, attempt: delivery.attempt + 1 });
  });
}

/**
 * A bus that notes, in order, the id of every event one of its consumers' handlers has finished with (a
 * delivery that failed is not noted): what a test waits for before it looks at what a delivery left.
 */
export function handlingBus(bus: Bus): { bus: Bus; handled: string[] } {
  const handled: string[] = [];
  const noting = wrappingHandlers(bus, (handler) => async (event, delivery) => {
    await handler(event, delivery);
    handled.push(event.id);
  });
  return { bus: noting, handled };
}
