/**
 * One jest configuration for every workspace: native ESM, TypeScript compiled by SWC.
 * Suites: `unit` and `component` run in-process (no built product needed); `e2e` runs against a stack it starts;
 * `web` (page weight budgets, Lighthouse) too, on the built apps.
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
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/timeout.ts'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit+component',
      testMatch: [
        '<rootDir>/packages/*/test/**/*.test.ts',
        '<rootDir>/services/*/test/**/*.test.ts',
        '<rootDir>/gateway/test/**/*.test.ts',
        '<rootDir>/mfe-*/test/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      testPathIgnorePatterns: ['<rootDir>/e2e/web/'],
      globalSetup: '<rootDir>/e2e/setup/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/setup/global-teardown.ts',
    },
    {
      // Page weight budgets and Lighthouse: properties of the built web apps, the same in either run mode,
      // so `npm test` runs them once, on the embedded stack.
      ...common,
      displayName: 'web',
      testMatch: ['<rootDir>/e2e/web/**/*.test.ts'],
      globalSetup: '<rootDir>/e2e/setup/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/setup/global-teardown.ts',
    },
  ],
};
