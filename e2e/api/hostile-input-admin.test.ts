import { describeHostileInput } from '../support/hostile-input-suite.ts';

/*
 * Hostile input to the administration's calls (e2e/support/hostile-input-suite.ts), beside hostile-input.test.ts,
 * which probes the others.
 */
describeHostileInput("the administration's calls", (operation) => operation.schemes.includes('adminSession'));
