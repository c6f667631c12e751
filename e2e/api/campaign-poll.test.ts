import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type { CampaignDto } from '@referrals/contracts';
import { buildCampaign } from '@referrals/testing';
import { registerOwnerKnownToCampaigns, useStack } from '../support/api.ts';

const { spec } = pactum;

beforeAll(() => useStack());

interface Owner {
  cookie: string;
  userId: string;
}

async function createCampaign(owner: Owner): Promise<CampaignDto> {
  const response = await spec()
    .post('/api/campaigns')
    .withHeaders('Cookie', owner.cookie)
    .withJson(buildCampaign(owner.userId, { name: 'Spring referrals' }))
    .expectStatus(201)
    .toss();
  return response.body as CampaignDto;
}

/** One poll of the dashboard's campaign list, revalidating `etag` when given. */
function poll(owner: Owner, etag?: string, listOf: string = owner.userId) {
  const request = spec().get(`/api/campaigns/user/${listOf}`).withHeaders('Cookie', owner.cookie);
  return etag ? request.withHeaders('If-None-Match', etag) : request;
}

describe('polling GET /api/campaigns/user/{userId}', () => {
  it('when the list is read, then it carries a strong ETag and may only be kept by the browser and revalidated', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    await createCampaign(owner);

    const response = await poll(owner).expectStatus(200).toss();

    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[A-Za-z0-9_-]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toHaveLength(1);
  });

  it('when the list has not changed since the last poll, then 304 with no body', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    await createCampaign(owner);
    const etag = (await poll(owner).expectStatus(200).toss()).headers.etag as string;

    const response = await poll(owner, etag).expectStatus(304).toss();

    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(etag);
  });

  it('when a campaign is renamed between polls, then 200 with the new name and a new ETag', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const campaign = await createCampaign(owner);
    const etag = (await poll(owner).expectStatus(200).toss()).headers.etag as string;
    await spec()
      .patch(`/api/campaigns/${campaign.id}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ name: 'Summer referrals' })
      .expectStatus(200);

    const response = await poll(owner, etag)
      .expectStatus(200)
      .expectJsonLike([{ name: 'Summer referrals' }])
      .toss();

    expect(response.headers.etag).not.toBe(etag);
    await poll(owner, response.headers.etag as string).expectStatus(304);
  });

  it('when a campaign is created between polls, then 200 with it in the list and a new ETag', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const before = await poll(owner).expectStatus(200).expectJson([]).toss();
    const campaign = await createCampaign(owner);

    const response = await poll(owner, before.headers.etag as string)
      .expectStatus(200)
      .expectJsonLike([{ id: campaign.id }])
      .toss();

    expect(response.headers.etag).not.toBe(before.headers.etag);
  });

  it("when another owner replays the first owner's ETag on the first owner's list, then 404, never 304", async () => {
    const a = await registerOwnerKnownToCampaigns();
    const b = await registerOwnerKnownToCampaigns();
    const etag = (await poll(a).expectStatus(200).toss()).headers.etag as string;

    await poll(b, etag, a.userId).expectStatus(404).expectJson({ message: 'Business not found' });
  });
});
