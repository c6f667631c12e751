/**
 * The shell's page loader: a script of its own, without Module Federation (whose runtime every entry of a
 * federated build carries, some 25 KiB gzip), that a server-rendered page loads instead of the shell's entry
 * (docs/adr/0022-server-rendered-public-pages.md).
 *
 * Loaded by `rspack.config.ts` files through Node 24's type stripping, so this file uses erasable syntax only.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { swcRule } from './compile-rules.ts';
import { CompressAssetsPlugin } from './compress-assets.ts';

/**
 * Where the loader goes, under the shell's browser build, and the start of its (content-hashed) name: the gateway
 * looks for it there (gateway/src/static/html-template.ts).
 */
const PAGE_LOADER_DIR = 'page-loader';
const PAGE_LOADER_NAME = 'page-loader';

export interface PageLoaderConfigOptions {
  /** The shell's directory (`import.meta.dirname` in its config file). */
  dirname: string;
  /** The loader's module, e.g. `./src/page-loader.ts`. */
  entry: string;
}

/**
 * One classic script, `dist/page-loader/page-loader.<hash>.js` (with its `.br` and `.gz`), no chunk, no runtime
 * beyond its own code.
 */
export function createPageLoaderConfig(options: PageLoaderConfigOptions): Configuration {
  const { dirname, entry } = options;
  return {
    name: 'shell_page_loader',
    context: dirname,
    mode: 'production',
    target: ['web', 'es2022'],
    devtool: false,
    entry: { [PAGE_LOADER_NAME]: entry },
    output: {
      path: path.join(dirname, 'dist', PAGE_LOADER_DIR),
      filename: '[name].[contenthash:10].js',
      asyncChunks: false,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: { rules: [swcRule(/\.(?:ts|mts|cts)$/, false, dirname, false)] },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [new CompressAssetsPlugin()],
    performance: { hints: false },
  };
}
