import { describeHostileInput } from '../support/hostile-input-suite.ts';

/*
 * Hostile input to the calls of owners, referrers and anyone (e2e/support/hostile-input-suite.ts); the
 * administration's are probed beside it, in hostile-input-admin.test.ts.
 */
describeHostileInput(
  'the calls of owners, referrers and anyone',
  (operation) => !operation.schemes.includes('adminSession'),
);
