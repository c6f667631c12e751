/**
 * How every build compiles an app's source: TypeScript through SWC and CSS Modules' class names. The browser
 * builds (`./index.ts`) and the server builds (`./server-render.ts`) share them, so that both compile the same
 * code alike.
 */
import path from 'node:path';
import type { RuleSetRule } from '@rspack/core';

/** packages/ (this file is packages/rspack-config/src/compile-rules.ts): workspace packages export TypeScript source. */
const WORKSPACE_PACKAGES_DIR = path.resolve(import.meta.dirname, '..', '..');

const BROWSER_TARGETS = [
  'chrome >= 111',
  'edge >= 111',
  'firefox >= 111',
  'safari >= 16.4',
  'ios_saf >= 16.4',
];

/** The TypeScript rule of an app's source and the workspace packages; `targets` as SWC's `env.targets`. */
export function swcRule(
  test: RegExp,
  tsx: boolean,
  dirname: string,
  isDev: boolean,
  targets: string | readonly string[] = BROWSER_TARGETS,
): RuleSetRule {
  return {
    test,
    // The app's own source and the workspace packages (they export TypeScript and resolve through
    // node_modules/@referrals symlinks to packages/*); dependencies from node_modules ship JavaScript.
    include: [path.join(dirname, 'src'), WORKSPACE_PACKAGES_DIR],
    exclude: /[\\/]node_modules[\\/]/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development: isDev } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

/**
 * How CSS Modules name classes, in an app's browser build and in its server build alike
 * (`./server-render.ts`): a hash of the app's name, the module's path and the local name, so that the HTML a
 * server build writes carries the classes of the stylesheets the browser build serves.
 */
export const cssModuleGenerator = { localIdentName: '[hash]' } as const;
