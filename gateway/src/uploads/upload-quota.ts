import { gatewayError } from '../errors.ts';

/** Uploads one login may make per window: a wizard needs 2, an edit up to 5, so this only stops abuse. */
export const UPLOADS_PER_WINDOW = 60;
export const UPLOAD_WINDOW_MS = 15 * 60_000;
/** Past this many tracked logins, expired windows are swept before a new one is opened. */
const SWEEP_AT = 10_000;

export interface UploadQuota {
  /** Counts one upload attempt by `loginId`; throws a RateLimitedError (429 + Retry-After) past the limit. */
  take(loginId: string): void;
}

/**
 * A fixed window per login, kept in this gateway's memory: uploads fill the file store, so a stolen or
 * scripted session must not be able to write without bound. Each gateway replica counts its own share, which
 * is enough for a cap of this size; attempts count whether or not the file is then accepted.
 */
export function createUploadQuota({
  limit = UPLOADS_PER_WINDOW,
  windowMs = UPLOAD_WINDOW_MS,
  now = Date.now,
}: { limit?: number; windowMs?: number; now?: () => number } = {}): UploadQuota {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const expired = (startedAt: number, at: number) => at - startedAt >= windowMs;

  return {
    take(loginId) {
      const at = now();
      let window = windows.get(loginId);
      if (!window || expired(window.startedAt, at)) {
        if (windows.size >= SWEEP_AT) {
          for (const [key, open] of windows) if (expired(open.startedAt, at)) windows.delete(key);
        }
        window = { startedAt: at, count: 0 };
        windows.set(loginId, window);
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
