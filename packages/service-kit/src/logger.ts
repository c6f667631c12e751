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

/** A pino JSON logger that never writes passwords, tokens, cookies or authorization values. */
export function createLogger(options: CreateLoggerOptions): Logger {
  const logger = pino(
    {
      name: options.name,
      level: options.level ?? 'info',
      timestamp: stdTimeFunctions.isoTime,
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
    return child.call(this, redactSecrets(bindings) as typeof bindings, childOptions);
  } as typeof logger.child;
  return logger;
}
