import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignSubjects,
  IdentityEvents,
  PRINCIPAL_HEADER,
  ReferralEvents,
  type BusinessRegisteredData,
  type BusinessUpdatedData,
  type CampaignDto,
  type PublicCampaignDto,
} from '@referrals/contracts';
import { IF_NONE_MATCH_HEADER, notModifiedTag, strongEtag } from '@referrals/service-kit';
import { eventually, failureOf } from '@referrals/service-kit/testing';
import { buildCampaign, buildReferee } from '@referrals/testing';
import {
  callAs,
  ownerOf,
  publishEventAs,
  publishKnownBusiness,
  registerReferrerOf,
  startCampaignReplicas,
  type CampaignReplicas,
  type CampaignUnderTest,
  type OwnerPrincipal,
} from '../support.ts';
import { listCampaigns } from '../../src/use-cases/list-campaigns.ts';

/*
 * The public campaign by slug and the campaign list's "not modified" answer come from memory while nothing they
 * show changed. Two replicas of the service share the database (and, on NATS, the bus), so every assertion
 * below reads several times: requests go round the replicas, and each replica must have dropped its copy.
 */

let deployment: CampaignReplicas;
let service: CampaignUnderTest;

beforeAll(async () => {
  deployment = await startCampaignReplicas('campaign-read-cache');
  ({ service } = deployment);
});

afterAll(() => deployment.stop());

/** Enough reads that every replica answers some (round robin in memory, random queue groups on NATS). */
const READS = 8;

async function readEachTime<T>(read: () => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let n = 0; n < READS; n += 1) answers.push(await read());
  return answers;
}

const publicCampaign = (slug: string, campaign?: string) =>
  callAs<PublicCampaignDto>(service, undefined, CampaignSubjects.publicBySlug, {
    params: { slug },
    query: campaign ? { campaign } : {},
  });

/** The names every replica answers for the slug and chosen campaign (`404` when not found). */
const publicNames = (slug: string, campaign?: string) =>
  readEachTime(async () => {
    try {
      return (await publicCampaign(slug, campaign)).name;
    } catch (error) {
      return (error as Error).name === 'NotFoundError' ? '404' : (error as Error).name;
    }
  });

/** The list poll as the gateway forwards a browser's revalidation. */
const poll = (owner: OwnerPrincipal, businessId: string, ifNoneMatch?: string) =>
  service.bus.request<unknown>(
    CampaignSubjects.listForBusiness,
    { params: { userId: businessId }, query: {}, body: {} },
    {
      headers: {
        [PRINCIPAL_HEADER]: JSON.stringify(owner),
        ...(ifNoneMatch ? { [IF_NONE_MATCH_HEADER]: ifNoneMatch } : {}),
      },
    },
  );

/** A business of a new login with one active campaign named `name`. */
async function businessWithCampaign(name: string, overrides: Partial<BusinessRegisteredData> = {}) {
  const loginId = randomUUID();
  const business = await publishKnownBusiness(service, loginId, {
    subscriptionTier: 'enterprise',
    ...overrides,
  });
  const owner = ownerOf(loginId, business.businessId);
  const campaign = await callAs<CampaignDto>(service, owner, CampaignSubjects.create, {
    body: buildCampaign(business.businessId, { name }),
  });
  return { business, owner, campaign };
}

/** Identity's businessUpdated, as the consumer receives it, and the wait until the read model has it. */
async function updateBusiness(business: BusinessRegisteredData, change: Partial<BusinessRegisteredData>) {
  const updated: BusinessUpdatedData = { ...business, ...change, updatedAt: new Date().toISOString() };
  await publishEventAs(service, IdentityEvents.businessUpdated, updated);
  return updated;
}

/**
 * The current tag of the list, as the gateway computes it from the answer, once every replica has read the
 * list (each keeps the tag of the list it read itself).
 */
async function currentTag(owner: OwnerPrincipal, businessId: string): Promise<string> {
  const answers = await readEachTime(() => poll(owner, businessId));
  return strongEtag(JSON.stringify(answers[0]));
}

describe('campaign: the public campaign by slug, cached', () => {
  it("when two businesses' slugs are read again and again, then each gets its own campaign", async () => {
    const first = await businessWithCampaign('First café referrals');
    const second = await businessWithCampaign('Second café referrals');

    expect(await publicNames(first.business.businessSlug)).toEqual(Array(READS).fill('First café referrals'));
    expect(await publicNames(second.business.businessSlug)).toEqual(
      Array(READS).fill('Second café referrals'),
    );
    // The slug is looked up case-insensitively, without mixing businesses.
    expect(await publicNames(first.business.businessSlug.toUpperCase())).toEqual(
      Array(READS).fill('First café referrals'),
    );
  });

  it('when the campaign is edited or switched off and on, then the next reads show it at once', async () => {
    const { business, owner, campaign } = await businessWithCampaign('Before the edit');
    const slug = business.businessSlug;
    expect(await publicNames(slug)).toEqual(Array(READS).fill('Before the edit'));

    await callAs(service, owner, CampaignSubjects.update, {
      params: { id: campaign.id },
      body: buildCampaign(business.businessId, { name: 'After the edit' }),
    });
    expect(await publicNames(slug)).toEqual(Array(READS).fill('After the edit'));

    await callAs(service, owner, CampaignSubjects.update, {
      params: { id: campaign.id },
      body: { isActive: false },
    });
    expect(await publicNames(slug)).toEqual(Array(READS).fill('404'));

    await callAs(service, owner, CampaignSubjects.update, {
      params: { id: campaign.id },
      body: { isActive: true },
    });
    expect(await publicNames(slug)).toEqual(Array(READS).fill('After the edit'));
  });

  it('when a campaign is chosen by id, then each choice is kept apart and follows its own campaign', async () => {
    const { business, owner, campaign } = await businessWithCampaign('Chosen');
    const slug = business.businessSlug;
    const newest = await callAs<CampaignDto>(service, owner, CampaignSubjects.create, {
      body: buildCampaign(business.businessId, { name: 'Newest' }),
    });
    expect(await publicNames(slug)).toEqual(Array(READS).fill('Newest'));
    expect(await publicNames(slug, campaign.id)).toEqual(Array(READS).fill('Chosen'));
    expect(await publicNames(slug, newest.id)).toEqual(Array(READS).fill('Newest'));

    await callAs(service, owner, CampaignSubjects.update, {
      params: { id: campaign.id },
      body: { isActive: false },
    });
    expect(await publicNames(slug, campaign.id)).toEqual(Array(READS).fill('404'));
    for (const answer of await readEachTime(() => publicCampaign(slug))) {
      expect(answer.activeCampaigns).toEqual([{ id: newest.id, name: 'Newest' }]);
    }
  });

  it('when the business changes its slug, then the old page is gone from every replica; when it is deactivated, every replica says its programme is paused', async () => {
    const { business } = await businessWithCampaign('Soon closed');
    expect(await publicNames(business.businessSlug)).toEqual(Array(READS).fill('Soon closed'));

    const renamed = await updateBusiness(business, { businessSlug: `${business.businessSlug}-new` });
    await eventually(
      async () => (await publicNames(business.businessSlug)).every((name) => name === '404'),
      10_000,
      'the old slug gone',
    );
    expect(await publicNames(renamed.businessSlug)).toEqual(Array(READS).fill('Soon closed'));

    await updateBusiness(renamed, { isActive: false });
    await eventually(
      async () => (await publicNames(renamed.businessSlug)).every((name) => name === 'ConflictError'),
      10_000,
      'the deactivated business paused',
    );
  });
});

describe('campaign: the campaign list answered "not modified"', () => {
  it('when the owner polls with the current tag, then "not modified"; with another tag, the whole list', async () => {
    const { business, owner } = await businessWithCampaign('Polled');
    const tag = await currentTag(owner, business.businessId);

    for (const answer of await readEachTime(() => poll(owner, business.businessId, tag))) {
      expect(notModifiedTag(answer)).toBe(tag);
    }
    // A list of tags and the weak form name it too; a stale tag gets the list.
    expect(notModifiedTag(await poll(owner, business.businessId, `"stale", W/${tag}`))).toBe(tag);
    const full = await poll(owner, business.businessId, '"stale"');
    expect(full).toEqual([expect.objectContaining({ name: 'Polled' })]);
  });

  it('when another login polls a business with its tag, then it is refused as for any business not its own', async () => {
    const { business, owner } = await businessWithCampaign('Not yours');
    const tag = await currentTag(owner, business.businessId);
    const stranger = ownerOf(randomUUID(), business.businessId);

    for (let n = 0; n < READS; n += 1) {
      expect(await failureOf(poll(stranger, business.businessId, tag))).toMatchObject({
        name: 'NotFoundError',
      });
    }
  });

  it('when a campaign changes, then the old tag gets the new list from every replica at once', async () => {
    const { business, owner, campaign } = await businessWithCampaign('Listed');
    const tag = await currentTag(owner, business.businessId);
    await readEachTime(() => poll(owner, business.businessId, tag));

    await callAs(service, owner, CampaignSubjects.update, {
      params: { id: campaign.id },
      body: { isActive: false },
    });

    for (const answer of await readEachTime(() => poll(owner, business.businessId, tag))) {
      expect(answer).toEqual([expect.objectContaining({ id: campaign.id, isActive: false })]);
    }
  });

  it('when new referral statistics or a new business name arrive, then the old tag gets the new list', async () => {
    const { business, owner, campaign } = await businessWithCampaign('Counted');
    const tag = await currentTag(owner, business.businessId);
    await readEachTime(() => poll(owner, business.businessId, tag));

    const referrer = await registerReferrerOf(service, campaign.id);
    await publishEventAs(service, ReferralEvents.refereeRegistered, buildReferee(referrer));
    const counted = await eventually(
      async () => {
        const answers = await readEachTime(() => poll(owner, business.businessId, tag));
        const lists = answers.filter((answer) => notModifiedTag(answer) === null) as CampaignDto[][];
        return lists.length === READS && lists.every((list) => list[0]!.totalReferrals === 1) ? lists : null;
      },
      10_000,
      'the new figures on every replica',
    );
    expect(counted![0]![0]).toMatchObject({ totalReferrals: 1, activeReferrers: 1 });

    // Its referrer joined this month: next month the same tag gets the list with nobody new this month.
    expect(counted![0]![0]).toMatchObject({ newReferrersThisMonth: 1 });
    const thisMonthTag = await currentTag(owner, business.businessId);
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const em = service.runtime.orm.em.fork();
    expect(notModifiedTag(await listCampaigns(em, owner, business.businessId, thisMonthTag, now))).toBe(
      thisMonthTag,
    );
    expect(await listCampaigns(em, owner, business.businessId, thisMonthTag, nextMonth)).toEqual([
      expect.objectContaining({ totalReferrals: 1, activeReferrers: 1, newReferrersThisMonth: 0 }),
    ]);

    const countedTag = await currentTag(owner, business.businessId);
    await updateBusiness(business, { businessName: 'Renamed café' });
    await eventually(
      async () =>
        (await readEachTime(() => poll(owner, business.businessId, countedTag))).every(
          (answer) => (answer as CampaignDto[])[0]?.businessName === 'Renamed café',
        ),
      10_000,
      'the new name on every replica',
    );
  });
});
