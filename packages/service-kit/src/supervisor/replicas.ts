import { ConfigError } from '../config.ts';

/** The most processes of one kind a launcher starts: more would only fight over this machine's cores. */
export const MAX_REPLICAS = 16;

/**
 * Reads `REPLICAS`: how many processes of each name to run. Empty or unset: one of each. A bare count
 * (`2`) sets every name of `names`; `name:count` entries (`referral:3,campaign:2`) set that name alone, and
 * win over a bare count given with them (`2,referral:3`). A name of `namedOnly` (the gateway) takes a count
 * only when named (`gateway:2`), since each of its processes needs a port of its own. Every problem is
 * collected into one {@link ConfigError}, as `loadConfig` does.
 */
export function parseReplicas(
  text: string | undefined,
  names: readonly string[],
  namedOnly: readonly string[] = [],
): Map<string, number> {
  const known = [...names, ...namedOnly];
  const problems: string[] = [];
  let everyName: number | null = null;
  const named = new Map<string, number>();

  for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const match = /^(?:([a-z][a-z0-9-]*)\s*:\s*)?([^:]+)$/i.exec(entry);
    if (!match) {
      problems.push(`REPLICAS entry "${entry}" is neither a count nor name:count`);
      continue;
    }
    const [, name, countText] = match;
    const count = parseCount(countText.trim());
    if (count === null) {
      problems.push(`REPLICAS count "${countText.trim()}" must be a whole number from 1 to ${MAX_REPLICAS}`);
      continue;
    }
    if (name === undefined) {
      if (everyName !== null) problems.push(`REPLICAS has more than one bare count ("${entry}")`);
      everyName = count;
    } else if (!known.includes(name)) {
      problems.push(`REPLICAS names "${name}", which is none of ${known.join(', ')}`);
    } else if (named.has(name)) {
      problems.push(`REPLICAS names "${name}" twice`);
    } else {
      named.set(name, count);
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return new Map(
    known.map((name) => [name, named.get(name) ?? (names.includes(name) ? (everyName ?? 1) : 1)]),
  );
}

function parseCount(text: string): number | null {
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return count >= 1 && count <= MAX_REPLICAS ? count : null;
}
