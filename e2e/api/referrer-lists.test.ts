import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type { CampaignDto, CampaignExportRecord } from '@referrals/contracts';
import { buildCampaign } from '@referrals/testing';
import { registerOwnerKnownToCampaigns, useStack, type RegisteredOwner } from '../support/api.ts';

const { spec } = pactum;

beforeAll(() => useStack());

/** More than one page of the campaign export (ten campaigns a page). */
const CAMPAIGN_COUNT = 12;

const get = (path: string, owner: RegisteredOwner) => spec().get(path).withHeaders('Cookie', owner.cookie);

/** Creates `count` campaigns, newest last; each is deactivated so that a basic plan allows the next. */
async function createCampaigns(owner: RegisteredOwner, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await spec()
      .post('/api/campaigns')
      .withHeaders('Cookie', owner.cookie)
      .withJson(buildCampaign(owner.userId, { name: `Referral drive ${index + 1}` }))
      .expectStatus(201)
      .toss();
    const { id } = response.body as CampaignDto;
    await spec()
      .patch(`/api/campaigns/${id}`)
      .withHeaders('Cookie', owner.cookie)
      .withJson({ isActive: false })
      .expectStatus(200);
    ids.push(id);
  }
  return ids;
}

describe('exports over HTTP', () => {
  it('when a business has more campaigns than one page, then the export is one array holding each exactly once, newest first', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const created = await createCampaigns(owner, CAMPAIGN_COUNT);

    const response = await get(`/api/campaigns/export/${owner.userId}`, owner).expectStatus(200).toss();

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    const records = response.body as CampaignExportRecord[];
    expect(records.map((record) => record.id).sort()).toEqual([...created].sort());
    const times = records.map((record) => record.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(records.every((record) => record.userId === owner.userId && !('milestones' in record))).toBe(true);
  });

  it("when another owner asks for a business's exports, then 404 as before", async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const stranger = await registerOwnerKnownToCampaigns();

    for (const path of [`/api/campaigns/export/${owner.userId}`, `/api/referrers/export/${owner.userId}`]) {
      await get(path, stranger).expectStatus(404).expectJson({ message: 'Business not found' });
    }
    await get(`/api/referrers/export/${owner.userId}`, owner).expectStatus(200).expectJson([]);
  });
});

describe('the referrer list over HTTP', () => {
  it('when the search or the limit is invalid, then 400 with the message for the field', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const [campaignId] = await createCampaigns(owner, 1);
    const path = `/api/referrers/campaign/${campaignId}`;
    const limitMessage = 'Limit must be a whole number from 1 to 200';

    for (const limit of ['0', '201', '1.5', 'all']) {
      await get(`${path}?limit=${limit}`, owner)
        .expectStatus(400)
        .expectJson({ message: limitMessage, errors: { limit: limitMessage } });
    }
    const searchMessage = 'Search must be at most 100 characters';
    await get(`${path}?search=${'a'.repeat(101)}`, owner)
      .expectStatus(400)
      .expectJson({ message: searchMessage, errors: { search: searchMessage } });
    // Within the rules (the search is trimmed first), the campaign's empty list answers.
    await get(`${path}?search=%20${'a'.repeat(100)}%20&limit=200`, owner)
      .expectStatus(200)
      .expectJson([]);
    await get(`${path}?search=100%25&limit=3`, owner).expectStatus(200).expectJson([]);
  });
});
