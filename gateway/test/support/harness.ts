import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createMemoryBus, openDiskFileStore } from '@referrals/service-kit';
import type { Bus, FileStore } from '@referrals/service-kit';
import type { GatewayLogger } from '../../src/logger.ts';
import { startGateway, type RunningGateway, type StartGatewayOptions } from '../../src/start.ts';

export const PUBLIC_URL = 'https://referrals.example';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message?: string;
}

export interface TestGateway {
  bus: Bus;
  gateway: RunningGateway;
  url: string;
  staticRoot: string;
  /** The disk store uploads go to, in a temporary folder of this gateway's own. */
  files: FileStore;
  /** Where an upload waits while it is checked; empty between requests. */
  uploadTempDir: string;
  logs: LogLine[];
  close(): Promise<void>;
}

/** Files of a fake build: enough to see which file answered and with which cache policy. */
export const FAKE_BUILD: Record<string, string> = {
  // Shaped like the build's page: the gateway replaces its title and description per route.
  'shell/dist/index.html': [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="description" content="The build\'s own description" />',
    '    <title>shell</title>',
    '    <script defer src="/static/js/main.3f2a9c1b.js"></script>',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
    '',
  ].join('\n'),
  'shell/dist/static/js/main.3f2a9c1b.js': 'console.log("shell main");',
  'shell/dist/favicon.ico': 'icon',
  'mfe-owner/dist/mf-manifest.json': '{"id":"mfe_owner"}',
  'mfe-owner/dist/remoteEntry.js': 'var mfe_owner;',
  'mfe-owner/dist/static/js/async/123.abcdef12.js': 'console.log("owner chunk");',
  'mfe-public/dist/mf-manifest.json': '{"id":"mfe_public"}',
  'secret.txt': 'outside every dist folder',
};

export async function makeStaticRoot(files: Record<string, string> = FAKE_BUILD): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'gateway-static-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

/** Starts the real gateway on a free port over an in-memory bus, with a log that tests can read. */
export async function startTestGateway(options: Partial<StartGatewayOptions> = {}): Promise<TestGateway> {
  const bus = options.bus ?? createMemoryBus();
  const logs: LogLine[] = [];
  const record = (level: LogLine['level']) => (fields: object, message?: string) => {
    logs.push({ level, fields: fields as Record<string, unknown>, message });
  };
  const logger: GatewayLogger = { info: record('info'), warn: record('warn'), error: record('error') };
  const staticRoot = options.staticRoot ?? (await makeStaticRoot());
  const scratch = await mkdtemp(join(tmpdir(), 'gateway-files-'));
  const files = options.files ?? (await openDiskFileStore({ dir: join(scratch, 'uploads') }));
  const uploadTempDir = options.uploadTempDir ?? join(scratch, 'incoming');
  await mkdir(uploadTempDir, { recursive: true });
  const gateway = await startGateway({
    bus,
    logger,
    staticRoot,
    files,
    uploadTempDir,
    config: { port: 0, publicUrl: PUBLIC_URL, trustProxy: false },
    requestTimeoutMs: 2_000,
    readyTimeoutMs: 200,
    ...options,
  });
  return {
    bus,
    gateway,
    url: gateway.url,
    staticRoot,
    files,
    uploadTempDir,
    logs,
    async close() {
      await gateway.stop();
      await bus.close();
      if (!options.files) await files.close();
      if (!options.staticRoot) await rm(staticRoot, { recursive: true, force: true });
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** Resolves when the access log line of a finished request has been written (it is written on close). */
export async function waitForLog(logs: LogLine[], match: (line: LogLine) => boolean): Promise<LogLine> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = logs.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('expected log line was not written');
}
