/**
 * The server build of a remote: the same components as its browser build, compiled for Node.js into one ES
 * module that the gateway imports to write a page's HTML before any script runs
 * (docs/adr/0022-server-rendered-public-pages.md).
 *
 * Loaded by `rspack.config.ts` files through Node 24's type stripping, so this file uses erasable syntax only.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { cssModuleGenerator, swcRule } from './compile-rules.ts';

/** What a remote tells the helper about its server build. */
export interface ServerRenderConfigOptions {
  /** The remote's Module Federation name: CSS Modules class names are derived from it, as in the browser. */
  name: string;
  /** The remote's directory (`import.meta.dirname` in its `rspack.config.ts`). */
  dirname: string;
  /** The module exporting `renderPage`, e.g. `./src/server.tsx`. */
  entry: string;
}

/** Where a remote's server build goes, under its browser build's folder, and the file the gateway imports. */
export const SERVER_RENDER_DIR = 'server';
export const SERVER_RENDER_FILENAME = 'render.mjs';

/**
 * React is the gateway's, not bundled: the renderer and the components it renders must use one copy of React,
 * and the gateway's `react-dom/server` renders them. Node resolves these from the repository's node_modules.
 */
const REACT_EXTERNALS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server'];

/**
 * Builds the rspack configuration of a remote's server renderer:
 *
 * - target Node.js 24, one ES module `dist/server/render.mjs` and no other chunk (a dynamic import inside the
 *   remote's code is bundled in place), React external;
 * - TypeScript and CSS Modules compiled as in the browser build, with the same class names
 *   ({@link cssModuleGenerator}: the names depend on the module's path and the remote's name, never on the
 *   build), and the stylesheet of what the renderer draws emitted beside it (`render.css`): the HTML carries
 *   it, so the page is styled at first paint, before the browser build's own stylesheets arrive;
 * - `NODE_ENV` production; no Module Federation (nothing is shared on a server, every page is rendered whole).
 */
export function createServerRenderConfig(options: ServerRenderConfigOptions): Configuration {
  const { name, dirname, entry } = options;
  return {
    name: `${name}_server`,
    context: dirname,
    mode: 'production',
    target: ['node24', 'es2022'],
    devtool: false,
    entry: { render: entry },
    output: {
      path: path.join(dirname, 'dist', SERVER_RENDER_DIR),
      uniqueName: name,
      filename: SERVER_RENDER_FILENAME,
      cssFilename: '[name].css',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      // A dynamic import in the remote's code (a page loaded on demand) is bundled in place.
      asyncChunks: false,
      clean: true,
    },
    externals: REACT_EXTERNALS,
    externalsType: 'module-import',
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    module: {
      generator: { 'css/auto': { ...cssModuleGenerator, exportsOnly: false } },
      rules: [
        swcRule(/\.(?:ts|mts|cts)$/, false, dirname, false, 'node 24'),
        swcRule(/\.tsx$/, true, dirname, false, 'node 24'),
        { test: /\.css$/i, type: 'css/auto' },
        { test: /\.(?:png|jpe?g|gif|svg|webp|avif|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      // One file: the gateway imports it once at start and never loads a chunk afterwards.
      splitChunks: false,
      runtimeChunk: false,
      // The stylesheet goes into every rendered page: minified. The module is read once, by the gateway.
      minimize: true,
      minimizer: [new rspack.LightningCssMinimizerRspackPlugin()],
    },
    plugins: [],
    performance: { hints: false },
  };
}
