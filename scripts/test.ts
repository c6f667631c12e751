/**
 * `npm test`: the jest projects of jest.config.js in order, the end-to-end ones against a stack they start.
 * Prints how long each project took and ends with one line `N passed, N failed` over everything that ran.
 *
 * Two runs, chosen by the environment:
 * - embedded (the default): every project, on PGlite + the in-process bus;
 * - distributed (TEST_DATABASE_URL / TEST_NATS_URL set): only the projects whose tests the mode changes
 *   (`component`, `e2e`), on PostgreSQL + NATS. The others (`unit`, `e2e-once`, `web`) test the same thing in
 *   either mode, so CI, which does both runs, runs them once.
 *
 * TEST_REPORT_DIR=<folder> keeps each project's jest `--json` report there (per-file durations), as
 * `<project>-<run>.json`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const jest = join(root, 'node_modules/jest/bin/jest.js');
const extraArgs = process.argv.slice(2);
const run = process.env.TEST_DATABASE_URL || process.env.TEST_NATS_URL ? 'distributed' : 'embedded';
const keptReports = process.env.TEST_REPORT_DIR ? resolve(process.env.TEST_REPORT_DIR) : null;
const reports = keptReports ?? mkdtempSync(join(tmpdir(), 'referrals-test-'));
mkdirSync(reports, { recursive: true });

interface Project {
  name: string;
  /** Runs in the distributed run too (its tests touch what the mode changes). */
  bothModes: boolean;
  /** Needs the built apps (scripts/build-if-needed.ts). */
  stack: boolean;
  /**
   * Files run at once. Two for the in-process files, which wait on timers, the bus and the database as much
   * as they compute (jest would take one worker on a 2-core machine). Three for the end-to-end suites against
   * the shared stack, which wait on the stack and the browser (each suite makes its own accounts, so they never
   * see each other's data): with two, the 2-core machine was 80% busy and the embedded run took 420 s; with
   * three, 84% and 376 s (docs/performance.md). One for what measures the machine (page weight, Lighthouse)
   * or starts stacks of its own.
   */
  workers: 1 | 2 | 3;
}

const PROJECTS: Project[] = [
  { name: 'unit', bothModes: false, stack: false, workers: 2 },
  { name: 'component', bothModes: true, stack: false, workers: 2 },
  { name: 'e2e', bothModes: true, stack: true, workers: 3 },
  { name: 'e2e-once', bothModes: false, stack: true, workers: 1 },
  { name: 'web', bothModes: false, stack: true, workers: 1 },
];

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: Array<{
    name: string;
    startTime: number;
    endTime: number;
    /** A suite that could not run (a syntax error, a failing hook outside any test). */
    failureMessage?: string | null;
    assertionResults: Array<{ fullName: string; status: string }>;
  }>;
}

interface Outcome {
  part: string;
  passed: number;
  failed: number;
  ok: boolean;
  seconds: number;
  slowest: string[];
  /** The tests that failed, as `file › test name`: CI's log shows only its end, where these are repeated. */
  failures: string[];
}

function timed<T>(action: () => T): { value: T; seconds: number } {
  const start = performance.now();
  const value = action();
  return { value, seconds: (performance.now() - start) / 1000 };
}

function runProject(project: Project): Outcome {
  const outputFile = join(reports, `${project.name}-${run}.json`);
  rmSync(outputFile, { force: true });
  const args = ['--selectProjects', project.name, '--json', `--outputFile=${outputFile}`];
  args.push(project.workers === 1 ? '--runInBand' : `--maxWorkers=${project.workers}`);
  // A path filter leaves some projects without a test file: that is no failure.
  if (extraArgs.length > 0) args.push('--passWithNoTests');
  const { value: result, seconds } = timed(() =>
    spawnSync(process.execPath, ['--experimental-vm-modules', jest, ...args, ...extraArgs], {
      cwd: root,
      stdio: 'inherit',
    }),
  );
  const part = project.name;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8')) as JestReport;
    const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    const slowest = report.testResults
      .map((file) => ({ file: relative(root, file.name), ms: file.endTime - file.startTime }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(({ file, ms }) => `${file} ${(ms / 1000).toFixed(1)} s`);
    const failures = report.testResults.flatMap((file) => {
      const name = relative(root, file.name);
      const tests = file.assertionResults.filter((test) => test.status === 'failed');
      if (tests.length === 0 && file.failureMessage) return [`${name} (the file did not run)`];
      return tests.map((test) => `${name} › ${test.fullName}`);
    });
    return {
      part,
      passed: report.numPassedTests,
      failed,
      ok: result.status === 0 && failed === 0,
      seconds,
      slowest,
      failures,
    };
  } catch {
    return { part, passed: 0, failed: 1, ok: false, seconds, slowest: [], failures: [] };
  }
}

const outcomes: Outcome[] = [];
let built: boolean | null = null;
for (const project of PROJECTS) {
  if (run === 'distributed' && !project.bothModes) continue;
  if (project.stack && built === null) {
    const { value, seconds } = timed(() =>
      spawnSync(process.execPath, ['scripts/build-if-needed.ts'], { cwd: root, stdio: 'inherit' }),
    );
    built = value.status === 0;
    outcomes.push({
      part: 'build',
      passed: 0,
      failed: built ? 0 : 1,
      ok: built,
      seconds,
      slowest: [],
      failures: [],
    });
  }
  if (project.stack && !built) {
    outcomes.push({
      part: project.name,
      passed: 0,
      failed: 1,
      ok: false,
      seconds: 0,
      slowest: [],
      failures: ['not run: the build failed'],
    });
    continue;
  }
  outcomes.push(runProject(project));
}
if (!keptReports) rmSync(reports, { recursive: true, force: true });

console.log(`\nnpm test (${run}): time per part`);
for (const { part, passed, failed, seconds, slowest, failures } of outcomes) {
  const counts = part === 'build' ? (failed ? 'failed' : 'done') : `${passed} passed, ${failed} failed`;
  console.log(`  ${part.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s  ${counts}`);
  if (slowest.length > 0) console.log(`  ${''.padEnd(10)} slowest: ${slowest.join('; ')}`);
  for (const failure of failures) console.log(`  ${''.padEnd(10)} FAILED: ${failure}`);
}
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
