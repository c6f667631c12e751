/**
 * One page of an export as the campaign service answers it over the bus (never over HTTP, where an export is
 * one JSON array): a bus reply is one NATS message, capped at 1 MiB, so the gateway asks page after page
 * until `next` is null. `next` is opaque: pass it back as the query's `after`.
 */
export interface ExportPage<T> {
  items: T[];
  next: string | null;
}
