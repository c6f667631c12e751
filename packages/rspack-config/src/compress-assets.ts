import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Assets worth compressing: text, and TrueType/OpenType fonts (the voucher PDF's embedded font: its TTF shrinks
 * by about half). Images and WOFF/WOFF2 fonts are compressed formats already.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|map|txt|ttf|otf)$/i;

/** Compresses one file's content both ways, at the highest levels: this runs once per build, not per request. */
export async function compressBoth(content: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, once the build is on disk (so the
 * shell's index.html and each remote's `mf-manifest.json` are included). The gateway (koa-send) sends the
 * variant the browser accepts, brotli first, so no request pays for compression. A variant that would not be
 * smaller than the file is not written: the file itself is sent then.
 */
export class CompressAssetsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('CompressAssetsPlugin', async (compilation) => {
      const outputDir = compilation.outputOptions.path ?? compiler.outputPath;
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outputDir, name);
          const content = await readFile(file);
          const { br, gz } = await compressBoth(content);
          await Promise.all([
            br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
            gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
          ]);
        }),
      );
    });
  }
}
