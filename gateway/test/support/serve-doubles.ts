import type { Bus, Subscription } from '@referrals/service-kit';

/** A stand-in for a service's endpoint: the request's data and headers in, the reply out. */
export type DoubleHandler = (data: any, headers: Record<string, string>) => Promise<unknown>;

/**
 * Serves test doubles of services' endpoints on `bus`, by subject, recording each subject asked in `asked`
 * (so a test can tell whether the gateway asked at all). Drain `served` after the test.
 */
export function serveDoubles(
  bus: Bus,
  handlers: Record<string, DoubleHandler>,
): { asked: string[]; served: Subscription[] } {
  const asked: string[] = [];
  const served = Object.entries(handlers).map(([subject, handler]) =>
    bus.serve(subject, async (message) => {
      asked.push(subject);
      return handler(message.data, message.headers);
    }),
  );
  return { asked, served };
}
