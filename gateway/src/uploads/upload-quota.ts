import { gatewayError } from '../errors.ts';

/** The window of every upload quota, the same as the sign-in and sign-up throttles'. */
export const UPLOAD_WINDOW_MS = 15 * 60_000;
/** Past this many tracked keys, expired windows are swept before a new one is opened. */
const SWEEP_AT = 10_000;

export interface UploadQuota {
  /** Counts one upload attempt by `key`; throws a RateLimitedError (429 + Retry-After) past the limit. */
  take(key: string): void;
}

/**
 * A fixed window per key (a login, a client address), kept in this gateway's memory: uploads fill the file
 * store, so neither a stolen or scripted session nor one machine signing up again and again may write without
 * bound. Each gateway replica counts its own share, which is enough for caps of this size; the total a
 * business keeps is bounded by the service that records its files, across replicas.
 */
export function createUploadQuota({
  limit,
  windowMs = UPLOAD_WINDOW_MS,
  now = Date.now,
}: {
  /** Attempts per window (configuration: `UPLOADS_PER_LOGIN`, `UPLOADS_PER_ADDRESS`). */
  limit: number;
  windowMs?: number;
  now?: () => number;
}): UploadQuota {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const expired = (startedAt: number, at: number) => at - startedAt >= windowMs;

  return {
    take(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || expired(window.startedAt, at)) {
        if (windows.size >= SWEEP_AT) {
          for (const [tracked, open] of windows) if (expired(open.startedAt, at)) windows.delete(tracked);
        }
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) {
        const seconds = Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw gatewayError(
          'RateLimitedError',
          `Too many uploads. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { retryAfterSeconds: seconds },
        );
      }
      window.count += 1;
    },
  };
}
