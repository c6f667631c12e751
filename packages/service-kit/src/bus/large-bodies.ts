import { randomUUID } from 'node:crypto';
import {
  headers as natsHeaders,
  nanos,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from '@nats-io/nats-core';
import { Objm, StorageType, type ObjectStore } from '@nats-io/obj';
import { Errors } from '../errors.ts';

/** Header naming the Object Store entry that holds a message's body when the body itself did not fit. */
export const STORED_BODY_HEADER = 'x-stored-body';
/** Room left under max_payload for headers and the protocol. */
const HEADROOM_BYTES = 64 * 1024;
/** A stored body not collected by then (its reader died) is removed by the server. */
const STORED_BODY_TTL_MS = 5 * 60_000;
const FALLBACK_MAX_PAYLOAD = 1024 * 1024;

/** How a body travels: as it is, or as an empty message whose header names the stored copy. */
export interface OutgoingBody {
  payload: string;
  storedAs?: string;
}

export interface LargeBodies {
  /** Stores `body` aside when it would exceed the server's max_payload. */
  send(body: string): Promise<OutgoingBody>;
  /** The body of a received message, fetched (and removed) from the store when it was put aside. */
  receive(msg: Msg): Promise<string>;
}

/**
 * Request and reply bodies larger than NATS's max_payload (1 MiB by default) would be refused by the server:
 * an owner with many long campaigns, or a large export page, would get an error instead of an answer. Such a
 * body goes through a JetStream Object Store bucket (chunked there under max_payload) and the message carries
 * only its name; the receiver reads it once and deletes it, and the bucket's TTL removes any left behind. The
 * in-process bus has no such limit and needs none of this.
 */
export function largeBodies(nc: NatsConnection, namespace: string | undefined): LargeBodies {
  const bucketName = `${namespace ? `${namespace.replace(/[^A-Za-z0-9_-]/g, '_')}-` : ''}bus-bodies`;
  let bucket: Promise<ObjectStore> | undefined;
  const store = () => {
    bucket ??= new Objm(nc)
      .create(bucketName, { storage: StorageType.File, ttl: nanos(STORED_BODY_TTL_MS) })
      .catch((error: unknown) => {
        bucket = undefined;
        throw error;
      });
    return bucket;
  };
  const limit = () => (nc.info?.max_payload ?? FALLBACK_MAX_PAYLOAD) - HEADROOM_BYTES;

  return {
    async send(body) {
      if (Buffer.byteLength(body) <= limit()) return { payload: body };
      const name = randomUUID();
      await (await store()).putBlob({ name }, Buffer.from(body));
      return { payload: '', storedAs: name };
    },

    async receive(msg) {
      const name = msg.headers?.get(STORED_BODY_HEADER);
      if (!name) return msg.string();
      const objects = await store();
      const bytes = await objects.getBlob(name);
      if (!bytes) throw Errors.unavailable('A large message expired before it was read');
      void objects.delete(name).catch(() => undefined);
      return Buffer.from(bytes).toString('utf8');
    },
  };
}

/** `headers` plus the stored-body header when the body was put aside; messages that fit stay as they were. */
export function withStoredBody(headers: MsgHdrs | undefined, body: OutgoingBody): MsgHdrs | undefined {
  if (!body.storedAs) return headers;
  const out = headers ?? natsHeaders();
  out.set(STORED_BODY_HEADER, body.storedAs);
  return out;
}
