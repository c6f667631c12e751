import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type RunningStack } from '@referrals/testing';
import {
  joinWhenKnown,
  openCampaign,
  buildRefereeSignUp,
  buildReferrerSignUp,
  type OpenCampaign,
} from './referral-support.ts';

/** Set here, low, on a stack of this suite's own: the shared stack lifts them for the other suites' sign-ups. */
const PER_CODE = 3;
const PER_ADDRESS = 4;

let stack: RunningStack;
let open: OpenCampaign;

beforeAll(async () => {
  // All-in-one in both modes: a second distributed stack would share the NATS subjects (and queue groups) of
  // the suites' own. Behind a (pretend) proxy, so that each request can say which client it comes from.
  stack = await startStack({
    mode: 'all-in-one',
    env: {
      REFEREE_SIGNUPS_PER_CODE: String(PER_CODE),
      REFEREE_SIGNUPS_PER_ADDRESS: String(PER_ADDRESS),
      TRUST_PROXY: '1',
    },
  });
  open = await openCampaign(stack.url);
});

afterAll(async () => {
  await stack?.stop();
});

let nextClient = 1;
const newClient = () => `198.18.0.${nextClient++}`;

const signUp = (referralCode: string, client: string) =>
  fetch(`${stack.url}/api/referees`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(buildRefereeSignUp(open.campaign.id, referralCode)),
  });

describe('POST /api/referees: hourly limits', () => {
  it('when a referral code has had its sign-ups this hour, then 429 with Retry-After, from any address', async () => {
    const referrer = await joinWhenKnown(buildReferrerSignUp(open.campaign.id), stack.url);
    for (let i = 0; i < PER_CODE; i += 1)
      expect((await signUp(referrer.referralCode, newClient())).status).toBe(201);

    const refused = await signUp(referrer.referralCode, newClient());

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(await refused.json()).toEqual({
      message:
        'This referral link has had too many sign-ups in the last hour. Please try again in 60 minutes.',
    });
  });

  it('when a client address has had its sign-ups this hour, then 429 with Retry-After, whatever the code', async () => {
    const client = newClient();
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      const referrer = await joinWhenKnown(buildReferrerSignUp(open.campaign.id), stack.url);
      expect((await signUp(referrer.referralCode, client)).status).toBe(201);
    }
    const another = await joinWhenKnown(buildReferrerSignUp(open.campaign.id), stack.url);

    const refused = await signUp(another.referralCode, client);

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(await refused.json()).toEqual({
      message: 'Too many sign-ups from your network. Please try again in 60 minutes.',
    });
    expect((await signUp(another.referralCode, newClient())).status).toBe(201);
  });
});
