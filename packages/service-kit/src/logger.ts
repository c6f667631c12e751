import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.ts';

export type { Logger } from 'pino';

/** Options of {@link createLogger}. */
export interface CreateLoggerOptions {
  /** Process or component name, written as `name` on every line. */
  name: string;
  level?: LogLevel;
  /** Where lines go (default stdout). Tests pass a stream to inspect what was logged. */
  destination?: DestinationStream;
}

/** Keys whose values are never written, wherever they appear in a logged object. */
const SECRET_KEY = /password|passwd|secret|token|cookie|authorization|api[-_]?key/i;
export const REDACTED = '[Redacted]';
const MAX_DEPTH = 8;

/**
 * Copies `value` with secret-looking keys replaced. pino's path-based `redact` cannot express "this key at
 * any depth", and a secret nested in a request body or header map is exactly what leaks in practice.
 */
export function redactSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  // Errors go to pino's serializer untouched (their stack is the point); Buffers and dates are opaque.
  if (value instanceof Error || value instanceof Date || ArrayBuffer.isView(value)) return value;
  if (seen.has(value) || depth >= MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1, seen);
  }
  return out;
}

/** The id of the request whose work is running, wherever it runs in this process (see {@link withRequestId}). */
const requestScope = new AsyncLocalStorage<string>();

/**
 * Runs `work` as part of request `requestId`: every line any logger of {@link createLogger} writes meanwhile,
 * in this call and in whatever it starts, carries `requestId`, and every event it records carries it on
 * to its consumers. The kit runs each endpoint call and each event delivery this way.
 */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run(requestId, work);
}

/** The id of the request whose work is running, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore();
}

/**
 * A pino JSON logger that never writes passwords, tokens, cookies or authorization values, and that adds the
 * current request's id (see {@link withRequestId}) to each line that names none itself.
 */
export function createLogger(options: CreateLoggerOptions): Logger {
  // Loggers whose bindings already name the request: their lines get no second `requestId` key.
  const bound = new WeakSet<object>();
  const logger = pino(
    {
      name: options.name,
      level: options.level ?? 'info',
      timestamp: stdTimeFunctions.isoTime,
      // A fresh object each time: pino assigns the line's own fields into it, and those win.
      mixin: (_fields, _level, instance) => {
        const requestId = requestScope.getStore();
        return requestId === undefined || bound.has(instance) ? {} : { requestId };
      },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redactSecrets(object) as Record<string, unknown>,
        bindings: (bindings) => redactSecrets(bindings) as Record<string, unknown>,
      },
    },
    options.destination,
  );
  // pino skips `formatters.bindings` for child loggers; children inherit this override through the
  // prototype chain, so bindings at any depth of the logger tree are cleaned as well.
  const child = logger.child;
  logger.child = function (this: Logger, bindings, childOptions) {
    const made = child.call(this, redactSecrets(bindings) as typeof bindings, childOptions);
    if (bound.has(this) || bindings.requestId !== undefined) bound.add(made);
    return made;
  } as typeof logger.child;
  return logger;
}
