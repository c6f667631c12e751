/**
 * The one rspack configuration every frontend app is built with: the shell (Module Federation host) and the
 * microfrontends (remotes). Keeping it in one place is what guarantees that every app agrees on the shared
 * singletons, on how TypeScript is compiled and on the file naming the gateway's cache headers rely on.
 *
 * Loaded by `rspack.config.ts` files through Node 24's type stripping, so this file uses erasable syntax only.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CompressAssetsPlugin } from './compress-assets.ts';
import { SITE_ICON_TAGS, SiteIconsPlugin } from './site-icons.ts';
import { cssModuleGenerator, swcRule } from './compile-rules.ts';

export {
  createServerRenderConfig,
  SERVER_RENDER_DIR,
  SERVER_RENDER_FILENAME,
  type ServerRenderConfigOptions,
} from './server-render.ts';
export { createPageLoaderConfig, type PageLoaderConfigOptions } from './page-loader.ts';

/** Whether an app is the Module Federation host (the shell) or a remote (a microfrontend). */
export type AppKind = 'host' | 'remote';

/** What an app tells the helper about itself. */
export interface AppConfigOptions {
  /**
   * Module Federation name. Remotes use the name the runtime manifest (`/mfe-manifest.json`) lists, such as
   * `mfe_public`; it must be a valid JavaScript identifier because the remote entry defines a global with it.
   */
  name: string;
  kind: AppKind;
  /** Modules a remote exposes, for example `{ './App': './src/app/App.tsx' }`. Hosts expose nothing. */
  exposes?: Record<string, string>;
  /** The app's directory (`import.meta.dirname` in its `rspack.config.ts`). */
  dirname: string;
  /** Port of `rspack serve` for this app. */
  devPort: number;
  /** Document title of the host's `index.html`. */
  title?: string;
  /**
   * The host's brand mark, a square SVG drawn edge to edge: the favicon, the Apple touch icon and the web app
   * manifest's icons are made from it (`./site-icons.ts`).
   */
  icon?: string;
}

/**
 * Packages shared as singletons between the host and every remote: libraries holding state (React's
 * dispatcher, the router's and TanStack's contexts) break when two copies meet. Exactly one copy of each is
 * loaded in the browser, the first one loaded (the shell's, for those the shell shares).
 *
 * antd (with dayjs, its date library) and CKEditor are deliberately not shared: a shared package is bundled
 * whole (Module Federation does not tree-shake it, ~434 KiB gzip for antd), while an app that bundles its
 * own copy keeps only the components it imports. The owner and admin areas never share a page, so each
 * carries its own tree-shaken antd, and CKEditor is bundled into the owner's rich-text routes alone
 * (docs/adr/0019-antd-bundled-per-area.md).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  // Not part of 'react-dom' as far as sharing goes (a subpath is its own share key): without it each app
  // would bundle React DOM's renderer again, antd's portals in the owner area included (~64 KiB gzip).
  'react-dom/client',
  // react-router holds the router state. react-router-dom (v7) only re-exports it with DOM helpers: it is not
  // shared but bundled by each app that imports it, so its own import of react-router goes through the share
  // scope to the one copy (shared, its fallback chunk would carry a second react-router inside).
  'react-router',
  '@tanstack/react-query',
  'zustand',
] as const;

/**
 * Singletons shared only by the apps that declare them in their package.json (react-router also by those
 * declaring its DOM wrapper, react-router-dom). A shared package costs every app that shares it a provider
 * chunk and a version negotiation, and a page that loads it whole; the shell, the public pages and the
 * referrer portal route with `@referrals/ui/light-router` and read without a query client, so they declare
 * and share none of these, and a visitor of their pages downloads none of them (docs/performance.md).
 */
const SHARED_WHEN_DECLARED: ReadonlyMap<string, readonly string[]> = new Map([
  ['react-router', ['react-router', 'react-router-dom']],
  ['@tanstack/react-query', ['@tanstack/react-query']],
  ['zustand', ['zustand']],
]);

/** File name of a remote's container entry; `mf-manifest.json` points at it. Not hashed: served no-cache. */
export const REMOTE_ENTRY_FILENAME = 'remoteEntry.js';

/** Where the all-in-one gateway listens in development; override with `GATEWAY_URL`. */
const DEFAULT_GATEWAY_URL = 'http://localhost:3000';

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** Version of `name` as installed for the app at `dirname` (walking up node_modules like Node does). */
function installedVersion(name: string, dirname: string): string {
  for (let dir = dirname; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) {
      const { version } = readJson(manifest);
      if (version) return version;
    }
    if (path.dirname(dir) === dir)
      throw new Error(`Shared package "${name}" is not installed for ${dirname}`);
  }
}

/**
 * requiredVersion of a shared package: the range the app's package.json declares. Exact pins (the repository
 * installs with `npm i -E`) become caret ranges, so that a host on a newer patch or minor release satisfies a
 * remote built earlier: each team deploys on its own schedule. Packages the app does not list directly
 * (react-router comes with react-router-dom) take the installed version.
 */
function requiredVersion(name: string, dirname: string, pkg: PackageJson): string {
  const packageName = packageNameOf(name);
  const declared = pkg.dependencies?.[packageName] ?? pkg.devDependencies?.[packageName];
  if (declared && /^[\^~<>=]/.test(declared)) return declared;
  const pinned =
    declared && /^\d+\.\d+\.\d+$/.test(declared) ? declared : installedVersion(packageName, dirname);
  return `^${pinned}`;
}

/** The package a share key belongs to: `react-dom/client` is `react-dom`, `@scope/pkg/sub` is `@scope/pkg`. */
function packageNameOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return parts.slice(0, shareKey.startsWith('@') ? 2 : 1).join('/');
}

function sharedSingletons(dirname: string) {
  const pkg = readJson(path.join(dirname, 'package.json'));
  const declares = (name: string) => !!(pkg.dependencies?.[name] ?? pkg.devDependencies?.[name]);
  const isShared = (shareKey: string) => SHARED_WHEN_DECLARED.get(shareKey)?.some(declares) ?? true;
  return Object.fromEntries(
    SHARED_SINGLETONS.filter(isShared).map((name) => [
      name,
      // Never eager: each app's entry only does import('./bootstrap'), which gives the runtime the async
      // boundary it needs to pick the one copy before any shared module runs.
      { singleton: true, eager: false, requiredVersion: requiredVersion(name, dirname, pkg) },
    ]),
  );
}

/** The CommonJS build of a federation runtime package, as the Module Federation plugins name it. */
const FEDERATION_CJS_BUILD =
  /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.cjs$/;

/** The ES module build beside a CommonJS one (`.js` or `.mjs`), or the CommonJS one when there is none. */
function esModuleBuildOf(file: string): string {
  for (const extension of ['.js', '.mjs']) {
    const module = file.replace(/\.cjs$/, extension);
    if (existsSync(module)) return module;
  }
  return file;
}

/**
 * Makes every app take the ES module builds of the federation runtime packages (runtime core, bundler
 * runtime, SDK). The Module Federation plugins point at their CommonJS builds by absolute path (an alias of
 * `@module-federation/runtime`, the imports of the entry's runtime module), and CommonJS cannot be
 * tree-shaken: as ES modules, what `target: 'web'` and the unused features leave dead (Node.js loading,
 * manifest parsing) is dropped, about 5 KiB gzip of the shell's entry and 5 KiB of every `remoteEntry.js`,
 * so 10 KiB of every page. All of them at once, so that no package is bundled in both builds.
 */
class FederationRuntimeAsModulesPlugin {
  apply(compiler: Compiler): void {
    // After the federation plugins have set their aliases (they do it in this same hook).
    compiler.hooks.afterPlugins.tap('FederationRuntimeAsModulesPlugin', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [request, target] of Object.entries(alias)) {
        if (typeof target === 'string' && FEDERATION_CJS_BUILD.test(target))
          alias[request] = esModuleBuildOf(target);
      }
    });
    new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS_BUILD, (resolveData: { request: string }) => {
      resolveData.request = esModuleBuildOf(resolveData.request);
    }).apply(compiler);
  }
}

/** The brand colour: the browser's bars, the links of the host's page, the installed app's theme. */
const THEME_COLOR = '#2563eb';
/** The page's background, before any remote has drawn (and the installed app's splash screen). */
const PAGE_BACKGROUND = '#f8fafc';

const HOST_HTML = (title: string, headTags: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <meta name="description" content="${title}: referral programmes for local businesses. Turn happy customers into new ones." />
    <title>${title}</title>${headTags ? `\n    ${headTags}` : ''}
    <style>
      html, body { margin: 0; min-height: 100%; background: ${PAGE_BACKGROUND}; }
      body { -webkit-text-size-adjust: 100%; color: #0f172a; font-size: 14px; line-height: 1.5715; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif; }
      a { color: ${THEME_COLOR}; text-decoration: none; }
      a:hover { color: #1d4ed8; }
    </style>
  </head>
  <body>
    <noscript>${title} needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * Builds the rspack configuration of one app.
 *
 * - entry `./src/index.ts`, which only does `import('./bootstrap')`;
 * - TypeScript and TSX (app and workspace packages) through the builtin SWC loader; CSS through rspack's
 *   native CSS support (`*.module.css` as CSS Modules);
 * - `output.publicPath: 'auto'` and content-hashed file names; the Module Federation manifest
 *   (`mf-manifest.json`) is emitted; no remote URL is ever part of a build: the shell registers remotes at
 *   runtime from `/mfe-manifest.json`;
 * - the shared singletons of {@link SHARED_SINGLETONS};
 * - production mode unless `NODE_ENV=development` (`rspack serve` sets it).
 */
export function createAppConfig(options: AppConfigOptions): Configuration {
  const { name, kind, exposes, dirname, devPort, icon } = options;
  const isDev = process.env.NODE_ENV === 'development';
  const gatewayUrl = process.env.GATEWAY_URL ?? DEFAULT_GATEWAY_URL;
  const title = options.title ?? name;
  if (kind === 'host' && exposes && Object.keys(exposes).length > 0) {
    throw new Error(`${name}: the host exposes nothing; microfrontends are remotes`);
  }
  if (kind === 'remote' && icon) throw new Error(`${name}: the site's icons are the host's`);

  const html =
    kind === 'host'
      ? // The shell's index.html is also the gateway's answer for every unknown path (/campaign/42/edit),
        // so its tags must be root-absolute; chunks loaded later still use the 'auto' public path.
        new rspack.HtmlRspackPlugin({
          templateContent: HOST_HTML(title, icon ? SITE_ICON_TAGS : ''),
          publicPath: '/',
        })
      : isDev
        ? // A remote gets a page of its own only in development, to run it alone (its bootstrap mounts it).
          new rspack.HtmlRspackPlugin({
            templateContent: HOST_HTML(`${title} (standalone)`, ''),
            publicPath: '/',
          })
        : null;

  return {
    name,
    context: dirname,
    mode: isDev ? 'development' : 'production',
    target: ['web', 'es2022'],
    devtool: isDev ? 'cheap-module-source-map' : false,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    module: {
      ...(isDev ? {} : { generator: { 'css/auto': cssModuleGenerator } }),
      rules: [
        swcRule(/\.(?:ts|mts|cts)$/, false, dirname, isDev),
        swcRule(/\.tsx$/, true, dirname, isDev),
        // Plain CSS (CKEditor's stylesheet later) and CSS Modules for app layout; antd styles itself at runtime.
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(?:png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(kind === 'remote' ? { filename: REMOTE_ENTRY_FILENAME, exposes: exposes ?? {} } : {}),
        // No `remotes`: the shell registers them at runtime (registerRemotes) from /mfe-manifest.json.
        shared: sharedSingletons(dirname),
        // Reuse what is already loaded instead of fetching every registered remote's entry at start-up to
        // compare versions: a visitor of the landing page must not download the owner's or admin's code.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One copy of the federation runtime per page, the shell's: a production remote's entry uses it
        // instead of carrying its own (about 20 KiB gzip less on every page that loads a remote). A remote
        // served alone in development keeps its own, having no shell to take it from. `target: 'web'` drops
        // the runtime's Node.js code paths.
        experiments: {
          optimization: { target: 'web' },
          ...(kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: !isDev }),
        },
      }),
      ...(html ? [html] : []),
      new FederationRuntimeAsModulesPlugin(),
      ...(icon
        ? [
            new SiteIconsPlugin({
              mark: icon,
              name: title,
              themeColor: THEME_COLOR,
              backgroundColor: PAGE_BACKGROUND,
            }),
          ]
        : []),
      ...(isDev ? [] : [new CompressAssetsPlugin()]),
    ],
    // The owner's rich-text editor (CKEditor) exceeds rspack's size hint by design; page budgets are enforced
    // by the e2e/web budget test instead, per route, as a phone downloads them.
    performance: { hints: false },
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      // The shell on another port loads a remote's manifest and chunks from this server.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context:
            kind === 'host' ? ['/api', '/uploads', '/mfe-manifest.json', '/mfe'] : ['/api', '/uploads'],
          target: gatewayUrl,
        },
      ],
    },
  };
}
