import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type { CampaignDto } from '@referrals/contracts';
import { buildCampaign, moveStackClock, startStack, type RunningStack } from '@referrals/testing';
import { registerOwnerKnownToCampaigns, type RegisteredOwner } from '../support/api.ts';

const { spec } = pactum;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A "Custom" campaign ends by itself at its end (the kit scheduler's `campaign-end` job): on a stack of its own
 * whose clocks the test moves, so the end comes without waiting for it.
 */
describe('a campaign with a custom end', () => {
  let stack: RunningStack;
  let owner: RegisteredOwner;

  beforeAll(async () => {
    stack = await startStack({ testClock: true });
    pactum.request.setBaseUrl(stack.url);
    pactum.request.setDefaultTimeout(15_000);
    owner = await registerOwnerKnownToCampaigns({}, stack.url);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const create = (overrides: Record<string, unknown>) =>
    spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', owner.cookie)
      // Saved inactive: the Basic plan's one active campaign stays free for the test that ends one.
      .withJson(buildCampaign(owner.userId, { name: 'Summer only', isActive: false, ...overrides }));

  const read = async (id: string) =>
    (await spec().get(`/api/campaigns/${id}`).withHeaders('Cookie', owner.cookie).expectStatus(200).toss())
      .body as CampaignDto;

  it.each([
    [{}, 'Choose the date the campaign ends.'],
    [{ endsAt: 'next Friday' }, 'The end date is not a date.'],
    [{ endsAt: new Date(Date.now() + 2 * HOUR_MS).toISOString() }, 'The end date must be after today.'],
    [{ endsAt: new Date(Date.now() - DAY_MS).toISOString() }, 'The end date must be after today.'],
    [
      { endsAt: new Date(Date.now() + 6 * 366 * DAY_MS).toISOString() },
      'The end date must be within five years.',
    ],
  ])('when a custom campaign is sent with %j, then the answer is 400 %j', async (end, message) => {
    await create({ duration: 'custom', ...end })
      .expectStatus(400)
      .expectJsonLike({ message });
  });

  it('when another duration is sent with an end, then the end is left out', async () => {
    const endsAt = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const campaign = (await create({ duration: '3months', endsAt }).expectStatus(201).toss())
      .body as CampaignDto;
    expect(campaign.endsAt).toBeNull();
  });

  it('when the clock passes the end of a custom campaign, then it is inactive, and not before', async () => {
    const endsAt = new Date(Date.now() + 2 * DAY_MS).toISOString();
    const created = (await create({ duration: 'custom', endsAt, isActive: true }).expectStatus(201).toss())
      .body as CampaignDto;
    expect(created).toMatchObject({ duration: 'custom', endsAt, isActive: true });

    const early = await moveStackClock(stack, 'campaign', { advanceMs: DAY_MS });
    expect(early.ran).toBe(0);
    expect((await read(created.id)).isActive).toBe(true);

    const late = await moveStackClock(stack, 'campaign', { advanceMs: DAY_MS + HOUR_MS });
    expect(late.ran).toBe(1);
    expect(await read(created.id)).toMatchObject({ isActive: false, endsAt });
    await spec()
      .get(`/api/campaigns/slug/${created.businessSlug}`)
      .withQueryParams('campaign', created.id)
      .expectStatus(404);
  });
});
