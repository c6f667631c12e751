import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The apps whose code is split into features (`src/features/<name>`): the shell and every microfrontend. */
const FEATURE_APPS = ['shell', ...readdirSync('.').filter((name) => name.startsWith('mfe-'))];

/**
 * One zone per feature: a feature may import shared code (`src/lib`, `src/app`, packages) and itself, never
 * another feature, so features stay independent and can move or go without untangling the others. Read from
 * the folders, so a new feature is covered without touching this file.
 */
const featureZones = FEATURE_APPS.flatMap((app) => {
  const features = `./${app}/src/features`;
  let names = [];
  try {
    names = readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    // An app without features yet has nothing to keep apart.
  }
  return names.map((name) => ({
    target: `${features}/${name}`,
    from: features,
    except: [`./${name}`],
    message: 'A feature must not import another feature: move what both need to src/lib or a package.',
  }));
});

/** Test functions that run only some tests (`.only`, `fit`) or none (`.skip`, `xit`): never committed. */
const FOCUS_OR_SKIP = ['only', 'skip'];
const TEST_FUNCTIONS = ['describe', 'it', 'test'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['shell/src/**', 'mfe-*/src/**', 'packages/ui/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/test/**', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Import rules on the product's own code only: test files import what they test and add no cycles.
    files: ['shell/src/**', 'mfe-*/src/**', 'packages/*/src/**', 'gateway/src/**', 'services/*/src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      // Imported files are parsed to follow their imports: as TypeScript, not plain JavaScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // Packages (node_modules and workspaces) are not followed: a cycle is within one app or package.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...TEST_FUNCTIONS.flatMap((object) =>
          FOCUS_OR_SKIP.map((property) => ({
            object,
            property,
            message: `${object}.${property} runs only some tests: remove it before committing.`,
          })),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(fit|fdescribe|ftest|xit|xdescribe|xtest)$/]',
          message: 'Focused or skipped tests run only some tests: use it/describe/test.',
        },
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^(only|skip)$/][object.type=/^(MemberExpression|CallExpression)$/]',
          message:
            'Focused or skipped tests (e.g. it.concurrent.only, describe.each(...).skip) run only some tests.',
        },
      ],
    },
  },
);
