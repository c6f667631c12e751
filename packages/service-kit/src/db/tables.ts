import type { EntityManager } from '@mikro-orm/sql';
import { quoteIdent } from '../outbox/migration.ts';

/**
 * A table of the service's own schema, quoted, for raw SQL: the ORM qualifies the queries it builds with the
 * service's schema, but not SQL written by hand.
 */
export function serviceTable(em: EntityManager, table: string): string {
  return `${quoteIdent(String(em.config.get('schema')))}.${quoteIdent(table)}`;
}
