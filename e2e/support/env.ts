/** Base URL of the stack started by the global setup. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run the e2e project through jest (global setup starts the stack)',
    );
  return url;
}

/**
 * Whether this run is the distributed one (TEST_DATABASE_URL and TEST_NATS_URL set: the stack is the cluster
 * on PostgreSQL + NATS). What is the same in either mode, e.g. the desktop layouts, is covered by the embedded
 * run only.
 */
export function distributedRun(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_NATS_URL);
}
