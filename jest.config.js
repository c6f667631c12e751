/**
 * One jest configuration for every workspace: native ESM, TypeScript compiled by SWC.
 *
 * Projects, and which run of `npm test` runs them (scripts/test.ts: the embedded run is the default, the
 * distributed one has TEST_DATABASE_URL / TEST_NATS_URL set; CI does both):
 *
 * | project     | what                                                            | runs in            |
 * |-------------|-----------------------------------------------------------------|--------------------|
 * | `unit`      | in-process tests that touch no database, bus, file store or mail transport | embedded only |
 * | `component` | in-process tests that do (COMPONENT_TESTS): the mode changes them | both             |
 * | `e2e`       | API suites and browser journeys against a stack they start (most journeys: embedded) | both |
 * | `e2e-once`  | end-to-end suites whose subject is the same in both modes (E2E_ONCE) | embedded only |
 * | `web`       | page weight budgets and Lighthouse on the built apps            | embedded only      |
 *
 * A new test file lands in `unit` unless it is listed here; a unit test that asks the kit's test
 * infrastructure for a database or a bus fails and names this file (scripts/jest/unit.ts). Browser journeys
 * run in the embedded run, at phone and desktop size (e2e/support/browser.ts); the distributed run runs the API
 * suites and only the journeys of E2E_BROWSER_BOTH_MODES, at phone size.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2024',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  moduleNameMapper: { '\\.css$': '<rootDir>/scripts/jest/css.ts' },
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/timeout.ts'],
};

/** Every in-process test file; each belongs to `unit` or, when listed in COMPONENT_TESTS, to `component`. */
const IN_PROCESS_TESTS = [
  '<rootDir>/packages/*/test/**/*.test.ts',
  '<rootDir>/services/*/test/**/*.test.ts',
  '<rootDir>/gateway/test/**/*.test.ts',
  '<rootDir>/mfe-*/test/**/*.test.ts',
  '<rootDir>/k8s/test/**/*.test.ts',
];

/**
 * In-process tests that touch a database, the bus, the file store or a mail transport, whose kind
 * TEST_DATABASE_URL / TEST_NATS_URL choose: they run in both modes.
 */
const COMPONENT_TESTS = [
  '<rootDir>/services/*/test/component/**/*.test.ts',
  '<rootDir>/packages/service-kit/test/bus.test.ts',
  '<rootDir>/packages/service-kit/test/file-store.test.ts',
  '<rootDir>/packages/service-kit/test/idempotency.test.ts',
  '<rootDir>/packages/service-kit/test/mail.test.ts',
  '<rootDir>/packages/service-kit/test/measured-bus.test.ts',
  '<rootDir>/packages/service-kit/test/migrations.test.ts',
  '<rootDir>/packages/service-kit/test/relay.test.ts',
  '<rootDir>/packages/service-kit/test/scheduler.test.ts',
  '<rootDir>/packages/service-kit/test/service.test.ts',
  '<rootDir>/packages/service-kit/test/throttle.test.ts',
  '<rootDir>/packages/service-kit/test/workflow-steps.test.ts',
  '<rootDir>/gateway/test/answer-cache.test.ts',
  '<rootDir>/gateway/test/request-ids.test.ts',
  '<rootDir>/gateway/test/session-cache.test.ts',
];

/**
 * End-to-end suites that test the same thing in either mode, run once (in the embedded run): suites that
 * start an all-in-one stack of their own whatever the mode (a limit set low, a restart, the crash of the
 * embedded process). No shared stack is started for them (a suite here that calls `baseUrl()` is told so).
 */
const E2E_ONCE = [
  '<rootDir>/e2e/api/crash-recovery.test.ts',
  '<rootDir>/e2e/api/referral-limits.test.ts',
  '<rootDir>/e2e/api/registration-throttle.test.ts',
  '<rootDir>/e2e/api/restart.test.ts',
];

/**
 * Browser journeys the distributed run runs too. A journey's subject is what a person sees and does; what each
 * call does behind it, which the mode changes (PostgreSQL, NATS, a process per service), is the API suites'
 * subject, and they run in both modes. So the distributed run runs only the journeys whose screens depend on
 * how the processes talk: an admin's switch that must reach the gateway's kept pages (maintenance mode).
 * Leaving the others out took the distributed run's end-to-end part from 366 s to about 200 s
 * (docs/performance.md).
 */
const E2E_BROWSER_BOTH_MODES = ['<rootDir>/e2e/browser/site-wide-cms.test.ts'];

/** The distributed run of `npm test` (scripts/test.ts): PostgreSQL and NATS given. */
const distributedRun = Boolean(process.env.TEST_DATABASE_URL || process.env.TEST_NATS_URL);

/** The pattern leaving out what `pattern` matches (jest reads `<rootDir>` only at a pattern's start). */
const except = (pattern) => `!${pattern.replace('<rootDir>/', '**/')}`;

const e2eStack = {
  globalSetup: '<rootDir>/e2e/setup/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/setup/global-teardown.ts',
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [...IN_PROCESS_TESTS, ...COMPONENT_TESTS.map(except)],
      setupFiles: ['<rootDir>/scripts/jest/unit.ts'],
    },
    {
      ...common,
      displayName: 'component',
      testMatch: COMPONENT_TESTS,
    },
    {
      ...common,
      ...e2eStack,
      displayName: 'e2e',
      testMatch: [
        ...(distributedRun
          ? ['<rootDir>/e2e/api/**/*.test.ts', ...E2E_BROWSER_BOTH_MODES]
          : ['<rootDir>/e2e/**/*.test.ts']),
        ...E2E_ONCE.map(except),
      ],
      testPathIgnorePatterns: ['<rootDir>/e2e/web/'],
    },
    {
      ...common,
      displayName: 'e2e-once',
      testMatch: E2E_ONCE,
    },
    {
      // Page weight budgets and Lighthouse: properties of the built web apps, the same in either mode.
      ...common,
      ...e2eStack,
      displayName: 'web',
      testMatch: ['<rootDir>/e2e/web/**/*.test.ts'],
    },
  ],
};
