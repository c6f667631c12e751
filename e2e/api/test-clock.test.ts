import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SERVICE_NAMES } from '@referrals/contracts';
import { moveStackClock, runStackDueJobs, startStack, type RunningStack } from '@referrals/testing';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the test clock of a stack started with TEST_CLOCK', () => {
  let stack: RunningStack;

  beforeAll(async () => {
    stack = await startStack({ testClock: true });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('when due jobs are run without moving the clock, then every service answers with its own time', async () => {
    const answers = await runStackDueJobs(stack);
    expect(answers.map((answer) => answer.service)).toEqual([...SERVICE_NAMES]);
    for (const answer of answers) {
      expect(answer.ran).toBe(0);
      expect(Math.abs(new Date(answer.now).getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it('when a service clock is advanced or set, then its scheduler reads the new time', async () => {
    const advanced = await moveStackClock(stack, 'referral', { advanceMs: 14 * DAY_MS });
    expect(new Date(advanced.now).getTime() - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000);

    const set = await moveStackClock(stack, 'identity', { set: new Date('2030-03-31T07:00:00Z') });
    expect(new Date(set.now).getTime() - Date.parse('2030-03-31T07:00:00Z')).toBeLessThan(60_000);
  });

  it('when the gateway is asked for the subject, then nothing answers it', async () => {
    const response = await fetch(`${stack.url}/api/identity.test-clock`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
