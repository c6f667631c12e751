import {
  createInbox,
  Empty,
  headers as natsHeaders,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
} from '@nats-io/nats-core';
import type { Logger } from 'pino';
import { Errors } from '../errors.ts';
import { lostInFlight } from './lost.ts';

/**
 * Request header asking the replica that takes a request for signs of life while it works on it; its value is
 * how long the caller waits in silence (ms) before giving the request up as lost.
 */
export const PROGRESS_HEADER = 'x-bus-progress';
/** Signs of life per silence limit: one lost or late still leaves the request alive. */
const SIGNS_PER_LIMIT = 4;
const MIN_PROGRESS_INTERVAL_MS = 50;

/** What a replica sends while it works: an empty message with this header, to the request's reply subject. */
const PROGRESS: MsgHdrs = natsHeaders();
PROGRESS.set(PROGRESS_HEADER, '1');

interface Pending {
  subject: string;
  resolve(reply: Msg): void;
  reject(error: unknown): void;
  /** When the replica last gave a sign of life (or the request was sent). */
  heardAt: number;
  deadline: number;
  timer: NodeJS.Timeout;
}

/** The caller's side of request/reply over NATS, with liveness (see {@link replyInbox}). */
export interface ReplyInbox {
  /** Publishes a request and resolves with its final reply (never a progress message). */
  request(subject: string, payload: string, headers: MsgHdrs | undefined, timeoutMs: number): Promise<Msg>;
  /** The connection dropped: no reply or progress sent meanwhile will reach this side. */
  disconnected(): void;
  reconnected(): void;
  /** The bus is closing: whatever still waits gets Unavailable now rather than when it would time out. */
  close(): void;
}

/**
 * `nc.request` resolves on the first message of its reply subject and so cannot hear progress. Here every
 * request's reply subject is a token under one wildcard inbox subscription of the connection (as nats.js's own
 * request mux does), so a request costs no subscription of its own and one timer. The replica sends progress
 * every quarter of the silence limit while its handler runs (see {@link keepAlive}); a request fails as lost in
 * flight after `lostAfterMs` without any, or at once when the connection drops, and with Timeout at its
 * deadline while progress keeps coming.
 */
export function replyInbox(nc: NatsConnection, lostAfterMs: number, log: Logger): ReplyInbox {
  const prefix = `${createInbox()}.`;
  const pending = new Map<string, Pending>();
  let next = 0;
  let connected = true;

  const settle = (token: string, waiting: Pending): void => {
    clearTimeout(waiting.timer);
    pending.delete(token);
  };

  const failAll = (error: () => unknown): void => {
    for (const [token, waiting] of pending) {
      settle(token, waiting);
      waiting.reject(error());
    }
  };

  const check = (token: string): void => {
    const waiting = pending.get(token);
    if (!waiting) return;
    const now = Date.now();
    if (now >= waiting.deadline) {
      settle(token, waiting);
      waiting.reject(Errors.timeout());
      return;
    }
    const silentUntil = waiting.heardAt + lostAfterMs;
    if (now < silentUntil) {
      waiting.timer = setTimeout(check, Math.min(silentUntil, waiting.deadline) - now, token);
      return;
    }
    // Timers run before the socket is read in each turn of the event loop: after a stall of this process,
    // progress may be sitting unread. The verdict waits for this turn's reads.
    setImmediate(() => {
      if (pending.get(token) !== waiting) return;
      if (waiting.heardAt + lostAfterMs > Date.now()) {
        check(token);
        return;
      }
      settle(token, waiting);
      log.warn(
        { subject: waiting.subject, silentMs: Date.now() - waiting.heardAt },
        'bus request lost in flight',
      );
      waiting.reject(lostInFlight());
    });
  };

  nc.subscribe(`${prefix}*`, {
    callback: (error, msg) => {
      if (error) {
        log.error({ err: error }, 'reply inbox failed');
        return;
      }
      const token = msg.subject.slice(prefix.length);
      const waiting = pending.get(token);
      if (!waiting) return;
      if (msg.headers?.has(PROGRESS_HEADER)) {
        waiting.heardAt = Date.now();
        return;
      }
      settle(token, waiting);
      // The server's own answer when nothing is subscribed: an empty message with status 503.
      if (msg.data.length === 0 && msg.headers?.code === 503) waiting.reject(Errors.unavailable());
      else waiting.resolve(msg);
    },
  });

  return {
    request(subject, payload, headers, timeoutMs) {
      // Buffered until the connection is back, it would most likely be given up before it was even sent.
      if (!connected) return Promise.reject(Errors.unavailable('The bus connection is down'));
      next = (next + 1) % Number.MAX_SAFE_INTEGER;
      const token = String(next);
      const withProgress = headers ?? natsHeaders();
      withProgress.set(PROGRESS_HEADER, String(lostAfterMs));
      nc.publish(subject, payload, { reply: `${prefix}${token}`, headers: withProgress });
      const now = Date.now();
      return new Promise<Msg>((resolve, reject) => {
        const timer = setTimeout(check, Math.min(lostAfterMs, timeoutMs), token);
        pending.set(token, { subject, resolve, reject, heardAt: now, deadline: now + timeoutMs, timer });
      });
    },
    disconnected() {
      connected = false;
      failAll(() => lostInFlight('The bus connection dropped'));
    },
    reconnected() {
      connected = true;
    },
    close() {
      connected = false;
      failAll(() => Errors.unavailable('The bus connection is closed'));
    },
  };
}

/**
 * The replica's side: while the handler of `msg` runs, tells its caller it is alive, every quarter of the
 * silence limit the caller named. Returns what stops it (nothing to stop for a caller that did not ask).
 */
export function keepAlive(nc: NatsConnection, msg: Msg): (() => void) | undefined {
  const limit = Number(msg.headers?.get(PROGRESS_HEADER));
  const reply = msg.reply;
  if (!reply || !(limit > 0)) return undefined;
  const timer = setInterval(
    () => {
      try {
        nc.publish(reply, Empty, { headers: PROGRESS });
      } catch {
        // The connection is closed: the caller gives the request up, as it would after this replica's death.
      }
    },
    Math.max(MIN_PROGRESS_INTERVAL_MS, Math.floor(limit / SIGNS_PER_LIMIT)),
  );
  return () => clearInterval(timer);
}
