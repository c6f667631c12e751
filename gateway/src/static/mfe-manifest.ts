import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { mfeManifestProblems, type MfeManifest } from '@referrals/contracts';

export type { MfeManifest, MfeRemote } from '@referrals/contracts';

export const DEFAULT_MFE_MANIFEST_PATH = fileURLToPath(
  new URL('../../config/mfe-manifest.json', import.meta.url),
);

/**
 * Reads and validates the manifest once, at start. A broken manifest would break every page of the
 * product at once and only in the browser, so the gateway refuses to start with it instead.
 */
export async function loadMfeManifest(path: string): Promise<MfeManifest> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new Error(
      `Cannot read the MFE manifest at ${path} (set MFE_MANIFEST to a JSON file): ${(err as Error).message}`,
      { cause: err },
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new Error(`The MFE manifest at ${path} is not valid JSON: ${(err as Error).message}`, {
      cause: err,
    });
  }
  return parseMfeManifest(raw, path);
}

/** Returns the manifest unchanged when it is valid; otherwise throws listing every problem. */
export function parseMfeManifest(raw: unknown, source: string): MfeManifest {
  const problems = mfeManifestProblems(raw);
  if (problems.length > 0) {
    throw new Error(`Invalid MFE manifest ${source}:\n  - ${problems.join('\n  - ')}`);
  }
  return raw as MfeManifest;
}
