import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** Every module specifier a source file imports or re-exports (type-only imports included: they cost nothing but say intent). */
function specifiersOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g)].map(
    (match) => match[1] ?? match[2],
  );
}

/** The bare packages reachable from `entry` through this package's own modules. */
function packagesReachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of specifiersOf(file)) {
      if (specifier.startsWith('.')) {
        if (!specifier.endsWith('.css')) visit(resolve(dirname(file), specifier));
      } else {
        packages.add(specifier);
      }
    }
  };
  visit(resolve(src, entry));
  return packages;
}

describe('the light entry (@referrals/ui/light)', () => {
  it.each(['light.ts', 'light-router.tsx'])(
    'when the import graph of %s is walked, then no module of it reaches antd, CKEditor, react-router or TanStack Query',
    (entry) => {
      const packages = [...packagesReachableFrom(entry)];

      expect(
        packages.filter((name) =>
          /^(?:antd|@ant-design|rc-|@rc-component|ckeditor5|@ckeditor|react-router|@tanstack)/.test(name),
        ),
      ).toEqual([]);
      expect(packages).toContain('react');
    },
  );

  it('when the main entry is walked, then it still offers the antd parts to the owner and admin areas', () => {
    expect([...packagesReachableFrom('index.ts')]).toContain('antd');
  });
});
