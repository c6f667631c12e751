import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildRegistration, startStack, type RunningStack } from '@referrals/testing';

/** Set here, low, on a stack of this suite's own: the shared stack allows the other suites' many sign-ups. */
const REGISTRATIONS_PER_ADDRESS = 3;

let stack: RunningStack;

beforeAll(async () => {
  // All-in-one in both modes: a second distributed stack would share the NATS subjects (and queue groups) of
  // the suites' own, so its requests could be answered by the other stack's services.
  stack = await startStack({
    mode: 'all-in-one',
    env: { REGISTRATIONS_PER_ADDRESS: String(REGISTRATIONS_PER_ADDRESS) },
  });
});

afterAll(async () => {
  await stack?.stop();
});

const register = (body: unknown) =>
  fetch(`${stack.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/register from one client address', () => {
  it('when the address has used its sign-ups, then 429 with Retry-After, for a taken e-mail as for a new one', async () => {
    const taken = buildRegistration();
    expect((await register(taken)).status).toBe(201);
    expect((await register(taken)).status).toBe(409);
    expect((await register(buildRegistration())).status).toBe(201);

    const refused = await register(buildRegistration());
    const refusedTaken = await register(taken);

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toEqual({
      message: 'Too many sign-ups from your network. Please try again in 15 minutes.',
    });
    // The throttle hides whether an e-mail has an account: the taken one gets the same answer.
    expect(refusedTaken.status).toBe(429);
  });
});
