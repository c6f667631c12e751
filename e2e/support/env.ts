/** Base URL of the stack started by the global setup. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run the e2e project through jest (global setup starts the stack)',
    );
  return url;
}
