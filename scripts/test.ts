/**
 * `npm test`: unit and component suites, then the end-to-end suites (pactum + Playwright) against a stack
 * they start themselves. Prints one closing line `N passed, N failed` over everything that ran.
 * TEST_DATABASE_URL / TEST_NATS_URL switch every suite to PostgreSQL + NATS (the distributed stack).
 * The `web` suites (page weight budgets, Lighthouse) measure the built apps, the same in either mode: they
 * run once, on the embedded stack, so a CI run that tests both modes runs them in its embedded pass only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'referrals-test-'));
const jest = join(root, 'node_modules/jest/bin/jest.js');
const extraArgs = process.argv.slice(2);

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
}

function runSuite(name: string, args: string[]): { passed: number; failed: number; ok: boolean } {
  const outputFile = join(reports, `${name}.json`);
  const result = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      jest,
      '--selectProjects',
      name,
      '--json',
      `--outputFile=${outputFile}`,
      ...args,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as JestReport;
    const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    return { passed: report.numPassedTests, failed, ok: result.status === 0 && failed === 0 };
  } catch {
    return { passed: 0, failed: 1, ok: false };
  }
}

const unit = runSuite('unit+component', extraArgs);
const build = spawnSync(process.execPath, ['scripts/build-if-needed.ts'], { cwd: root, stdio: 'inherit' });
const e2e =
  build.status === 0 ? runSuite('e2e', ['--runInBand', ...extraArgs]) : { passed: 0, failed: 1, ok: false };
const web = process.env.TEST_DATABASE_URL
  ? { passed: 0, failed: 0, ok: true }
  : build.status === 0
    ? runSuite('web', ['--runInBand', ...extraArgs])
    : { passed: 0, failed: 1, ok: false };
rmSync(reports, { recursive: true, force: true });

const passed = unit.passed + e2e.passed + web.passed;
const failed = unit.failed + e2e.failed + web.failed;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(unit.ok && e2e.ok && web.ok ? 0 : 1);
