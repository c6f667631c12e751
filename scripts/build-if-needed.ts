/**
 * Builds the shell and the microfrontends whose sources changed since their last build, so `npm start` on a
 * fresh clone builds everything and a restart builds nothing. A build is fresh when the hash of its inputs
 * (its own sources plus the shared packages it compiles in) matches the one stored beside its output.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const APPS = ['shell', 'mfe-public', 'mfe-owner', 'mfe-referrer', 'mfe-admin'];
const SHARED_INPUTS = [
  'packages/ui/src',
  'packages/contracts/src',
  'packages/rspack-config/src',
  'package-lock.json',
];
const HASH_FILE = '.build-hash';
/**
 * Builds an app may have besides its browser build, built after it (whose `clean` would remove them): the public
 * remote's server build and the shell's page loader (docs/adr/0022-server-rendered-public-pages.md).
 */
const EXTRA_CONFIGS = ['rspack.server.config.ts', 'rspack.page-loader.config.ts'];

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => listFiles(join(path, entry)));
}

function inputsHash(app: string): string {
  const hash = createHash('sha256');
  const inputs = [
    `${app}/src`,
    `${app}/package.json`,
    `${app}/rspack.config.ts`,
    ...EXTRA_CONFIGS.map((config) => `${app}/${config}`),
    ...SHARED_INPUTS,
  ];
  for (const file of inputs.flatMap((input) => listFiles(join(root, input)))) {
    hash.update(file.slice(root.length)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

for (const app of APPS) {
  const hashFile = join(root, app, 'dist', HASH_FILE);
  const expected = inputsHash(app);
  if (existsSync(hashFile) && readFileSync(hashFile, 'utf8') === expected) continue;
  console.log(`Building ${app}...`);
  const builds = [
    [],
    ...EXTRA_CONFIGS.filter((config) => existsSync(join(root, app, config))).map((config) => ['-c', config]),
  ];
  for (const options of builds) {
    const result = spawnSync(join(root, 'node_modules/.bin/rspack'), ['build', ...options], {
      cwd: join(root, app),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`Building ${app} failed.`);
      process.exit(result.status ?? 1);
    }
  }
  writeFileSync(hashFile, expected);
}
