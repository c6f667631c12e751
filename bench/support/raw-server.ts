import { spawn } from 'node:child_process';

// The raw server runs in its own process, like the product, so neither shares autocannon's event loop.
const RAW_SERVER = `
  const server = require('node:http').createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('hello world');
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * Starts the yardstick of every benchmark: a raw node:http "hello world" in a process of its own, with `env`
 * added to this process's environment.
 */
export async function startRawServer(
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => void }> {
  const raw = spawn(process.execPath, ['--input-type=commonjs', '-e', RAW_SERVER], {
    env: { ...process.env, ...env },
  });
  const port = await new Promise<number>((resolve) =>
    raw.stdout.once('data', (chunk) => resolve(Number(String(chunk)))),
  );
  return { url: `http://127.0.0.1:${port}/`, stop: () => raw.kill() };
}
