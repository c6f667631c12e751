import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { ROUTE_BUDGETS } from '../../e2e/web/budgets.ts';
import { DEFAULT_MFE_MANIFEST_PATH, loadMfeManifest } from '../src/static/mfe-manifest.ts';
import { pageMetaRoutes } from '../src/static/page-meta.ts';
import { bestRouteMatch } from '@referrals/contracts';

/**
 * The page routes are listed by hand in several places that must agree with the remotes manifest (what the
 * shell routes and the gateway serves as pages): the page-meta table (a route without a row would silently
 * get the signed-in pages' `noindex`), the page weight budgets (a route without a row is never weighed) and
 * each remote's README.
 */
const manifest = await loadMfeManifest(DEFAULT_MFE_MANIFEST_PATH);
const manifestRoutes = manifest.remotes.flatMap((remote) => remote.routes);
const owned = manifest.remotes.flatMap(({ name, routes }) =>
  routes.map((route) => ({ route, remote: name })),
);

/**
 * The manifest route a path is a page of (the most specific that matches, as the shell picks the remote: a
 * literal `/dashboard` outranks the public site's catch-all `/:slug`), the remote that owns it, and the path's
 * parameters.
 */
function pageOf(path: string): { route: string; remote: string; params: Record<string, string> } | null {
  const match = bestRouteMatch(
    owned.map(({ route }) => route),
    path,
  );
  return match && { route: match.pattern, remote: owned[match.index]!.remote, params: { ...match.params } };
}

/** A manifest route as the READMEs write it: `/campaign/{id}` for `/campaign/:id`. */
const written = (route: string) => route.replace(/:(\w+)/g, '{$1}');

describe('page routes: the manifest, the page meta, the page weight budgets and the READMEs agree', () => {
  it('when the page-meta table is read, then it has one row per manifest route and no other', () => {
    const rows = pageMetaRoutes.map((row) => row.path);
    expect(new Set(rows).size).toBe(rows.length);
    expect([...rows].sort()).toEqual([...manifestRoutes].sort());
  });

  it('when the budget rows are read, then every manifest route is weighed by at least one', () => {
    const weighed = new Set(ROUTE_BUDGETS.map((budget) => pageOf(budget.path)?.route));
    expect(manifestRoutes.filter((route) => !weighed.has(route))).toEqual([]);
  });

  it('when the budget rows are read, then only the not-found page is outside the manifest', () => {
    const outside = ROUTE_BUDGETS.filter((budget) => !pageOf(budget.path));
    expect(outside.map((budget) => budget.label)).toEqual(['not-found page']);
  });

  it.each(ROUTE_BUDGETS.map((budget) => [budget.label, budget] as const))(
    'when the budget row of the %s names a parameter, then it is its route parameter and a seed makes it',
    (_label, budget) => {
      const page = pageOf(budget.path);
      const named = Object.entries(page?.params ?? {}).filter(([, value]) => /^\{\w+\}$/.test(value));
      for (const [name, value] of named) expect(value).toBe(`{${name}}`);
      // A seed may also make data a page shows without naming it in the path (a dashboard with a campaign).
      if (named.length > 0) expect(budget.seed).toBeDefined();
    },
  );

  it.each(ROUTE_BUDGETS.map((budget) => [budget.label, budget] as const))(
    "when the budget row of the %s is read, then its audience is its route's remote (what it must not fetch)",
    (_label, budget) => {
      // A path no remote owns is the shell's 404 card, held to the public pages' rules.
      expect(`mfe_${budget.audience}`).toBe(pageOf(budget.path)?.remote ?? 'mfe_public');
    },
  );

  it.each(manifest.remotes.map((remote) => [remote.name, remote] as const))(
    "when the README of %s is read, then it lists every route of the remote's",
    async (name, remote) => {
      const readme = await readFile(
        new URL(`../../${name.replace('_', '-')}/README.md`, import.meta.url),
        'utf8',
      );
      expect(remote.routes.filter((route) => !readme.includes(`\`${written(route)}\``))).toEqual([]);
    },
  );
});
