import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const script = fileURLToPath(new URL('./support/standalone-service.ts', import.meta.url));

function run(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('standalone service process', () => {
  it('when it starts without DATABASE_URL and NATS_URL, then it exits with code 1 naming both', async () => {
    const result = await run({ LOG_LEVEL: 'loud' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL is required');
    expect(result.stderr).toContain('NATS_URL is required');
    expect(result.stderr).toContain('LOG_LEVEL must be one of');
  });
});
