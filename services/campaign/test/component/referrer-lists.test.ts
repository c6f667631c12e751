import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignSubjects,
  type CampaignExportRecord,
  type CampaignReferrerDto,
  type ExportPage,
  type OwnerPrincipal,
  type Principal,
  type ReferrerRegisteredData,
} from '@referrals/contracts';
import {
  eventually,
  failureOf,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { campaignService } from '../../src/start.ts';
import { addCampaignAs, callAs, ownerOf, publishKnownBusiness, registerReferrerOf } from '../support.ts';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest(campaignService, 'campaign-referrer-lists');
});

afterAll(async () => {
  await service.stop();
});

const call = <R>(principal: Principal | undefined, subject: string, data: unknown) =>
  callAs<R>(service, principal, subject, data);

/** A business of a new login (enterprise: no plan limit). */
async function ownedBusiness(): Promise<{ owner: OwnerPrincipal; businessId: string }> {
  const loginId = randomUUID();
  const business = await publishKnownBusiness(service, loginId, { subscriptionTier: 'enterprise' });
  return { owner: ownerOf(loginId, business.businessId), businessId: business.businessId };
}

const listReferrers = (owner: OwnerPrincipal, campaignId: string, query: Record<string, unknown> = {}) =>
  call<CampaignReferrerDto[]>(owner, CampaignSubjects.listReferrers, { params: { id: campaignId }, query });

/** Registers the referrers and waits until the campaign's list has them all. */
async function referrersIn(
  owner: OwnerPrincipal,
  campaignId: string,
  people: Partial<ReferrerRegisteredData>[],
): Promise<ReferrerRegisteredData[]> {
  const registered: ReferrerRegisteredData[] = [];
  // A second apart, so that "who joined first" decides ties the same way on every run.
  const joined = Date.now() - people.length * 1000;
  for (const [index, person] of people.entries()) {
    const createdAt = new Date(joined + index * 1000).toISOString();
    registered.push(await registerReferrerOf(service, campaignId, { createdAt, ...person }));
  }
  await eventually(
    async () => (await listReferrers(owner, campaignId)).length === people.length,
    10_000,
    'the referrers',
  );
  return registered;
}

/** Every page of an export, asked for as the gateway does: each with the cursor of the page before. */
async function exportPages<T>(
  owner: OwnerPrincipal,
  subject: string,
  businessId: string,
  limit?: number,
): Promise<ExportPage<T>[]> {
  const pages: ExportPage<T>[] = [];
  let after: string | undefined;
  do {
    const query = { ...(after === undefined ? {} : { after }), ...(limit === undefined ? {} : { limit }) };
    const page = await call<ExportPage<T>>(owner, subject, { params: { userId: businessId }, query });
    pages.push(page);
    after = page.next ?? undefined;
  } while (after !== undefined && pages.length < 100);
  return pages;
}

const idsOf = (pages: ExportPage<{ id: string }>[]) =>
  pages.flatMap((page) => page.items.map(({ id }) => id));

describe('campaign: searching and limiting the referrer list', () => {
  it('when the owner searches, then referrers whose name, email, phone or code contain it in any case are answered, best first', async () => {
    const { owner, businessId } = await ownedBusiness();
    const campaign = await addCampaignAs(service, owner, businessId);
    const [ada, grace, alan] = await referrersIn(owner, campaign.id, [
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '07700 900111',
        referralCode: 'ENGINE1',
      },
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace_h@example.com',
        phoneNumber: '+44 7700 900222',
        referralCode: 'COBOL59',
      },
      {
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan@example.org',
        phoneNumber: '07700-900333',
        referralCode: 'ENIGMA',
      },
    ]);
    const search = async (text: string) =>
      (await listReferrers(owner, campaign.id, { search: text })).map((referrer) => referrer.id);

    expect(await search('ADA')).toEqual([ada!.referrerId]);
    expect(await search('hop')).toEqual([grace!.referrerId]);
    expect(await search('example.org')).toEqual([alan!.referrerId]);
    expect(await search('cobol')).toEqual([grace!.referrerId]);
    expect(await search('ada love')).toEqual([ada!.referrerId]);
    expect(await search('  EN  ')).toEqual([ada!.referrerId, alan!.referrerId]);
    // LIKE's wildcards are plain text: `_` is only Grace's email's underscore, `%` is in nobody's.
    expect(await search('_')).toEqual([grace!.referrerId]);
    expect(await search('%')).toEqual([]);
    expect(await search('nobody')).toEqual([]);
    expect(await search('')).toHaveLength(3);
    // The phone number as typed, or its digits whatever the spaces and dashes.
    expect(await search('+44 7700')).toEqual([grace!.referrerId]);
    expect(await search('07700900333')).toEqual([alan!.referrerId]);
    expect(await search('7700 9001')).toEqual([ada!.referrerId]);
    expect(await search('07700')).toEqual([ada!.referrerId, alan!.referrerId]);
  });

  it('when a limit is given, then only that many of the best are answered, and without one the whole short list', async () => {
    const { owner, businessId } = await ownedBusiness();
    const campaign = await addCampaignAs(service, owner, businessId);
    const joined = Date.now();
    const people = Array.from({ length: 4 }, (_, index) => ({
      createdAt: new Date(joined - (4 - index) * 60_000).toISOString(),
    }));
    const [first, second] = await referrersIn(owner, campaign.id, people);

    const top = await listReferrers(owner, campaign.id, { limit: '2' });

    expect(top.map((referrer) => referrer.id)).toEqual([first!.referrerId, second!.referrerId]);
    expect(await listReferrers(owner, campaign.id, {})).toHaveLength(4);
  });

  it('when the query is invalid, then the answer is the input error with its message', async () => {
    const { owner, businessId } = await ownedBusiness();
    const campaign = await addCampaignAs(service, owner, businessId);
    const limitMessage = 'Limit must be a whole number from 1 to 200';

    for (const limit of ['0', '201', '2.5', 'ten']) {
      expect(await failureOf(listReferrers(owner, campaign.id, { limit }))).toMatchObject({
        name: 'InputError',
        message: limitMessage,
      });
    }
    expect(await failureOf(listReferrers(owner, campaign.id, { search: 'x'.repeat(101) }))).toMatchObject({
      name: 'InputError',
      message: 'Search must be at most 100 characters',
    });
  });
});

describe('campaign: exports in pages', () => {
  it('when referrers are exported page by page, then every one comes once, newest first, even with equal times', async () => {
    const { owner, businessId } = await ownedBusiness();
    const spring = await addCampaignAs(service, owner, businessId);
    const summer = await addCampaignAs(service, owner, businessId);
    const sameTime = new Date().toISOString();
    await referrersIn(owner, spring.id, [{ createdAt: sameTime }, { createdAt: sameTime }, {}]);
    await referrersIn(owner, summer.id, [{ createdAt: sameTime }, {}]);

    const [whole] = await exportPages<CampaignReferrerDto>(
      owner,
      CampaignSubjects.exportReferrers,
      businessId,
    );
    const pages = await exportPages<CampaignReferrerDto>(
      owner,
      CampaignSubjects.exportReferrers,
      businessId,
      2,
    );

    expect(whole!.items).toHaveLength(5);
    expect(whole!.next).toBeNull();
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(idsOf(pages)).toEqual(idsOf([whole!]));
    const times = whole!.items.map((referrer) => referrer.createdAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
  });

  it('when campaigns are exported page by page, then every one comes once, newest first', async () => {
    const { owner, businessId } = await ownedBusiness();
    const created: string[] = [];
    for (let count = 0; count < 5; count += 1)
      created.push((await addCampaignAs(service, owner, businessId)).id);

    const pages = await exportPages<CampaignExportRecord>(
      owner,
      CampaignSubjects.exportForBusiness,
      businessId,
      2,
    );

    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(idsOf(pages)).toEqual([...created].reverse());
    expect(pages.at(-1)!.next).toBeNull();
  });

  it('when campaigns carry the largest rich texts, then each page stays well under a bus message and none is lost', async () => {
    const { owner, businessId } = await ownedBusiness();
    // Letters of two bytes in UTF-8, so each rich text is about 100 KB of JSON.
    const large = `<p>${'é'.repeat(49_990)}</p>`;
    const ids: string[] = [];
    for (let count = 0; count < 3; count += 1) {
      const campaign = await addCampaignAs(service, owner, businessId);
      await call(owner, CampaignSubjects.update, {
        params: { id: campaign.id },
        body: {
          name: campaign.name,
          description: large,
          welcomeMessage: large,
          rewardExplanation: large,
          businessValueProp: large,
          constantRewardEnabled: true,
          constantRewardName: '10% off',
        },
      });
      ids.unshift(campaign.id);
    }

    const pages = await exportPages<CampaignExportRecord>(
      owner,
      CampaignSubjects.exportForBusiness,
      businessId,
    );

    expect(idsOf(pages)).toEqual(ids);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(1024 * 1024);
  });

  it('when a cursor is not one the service wrote, or the limit is out of range, then the answer is the input error', async () => {
    const { owner, businessId } = await ownedBusiness();
    const ask = (query: Record<string, unknown>) =>
      call(owner, CampaignSubjects.exportReferrers, { params: { userId: businessId }, query });

    for (const after of ['not-a-cursor', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      expect(await failureOf(ask({ after }))).toMatchObject({
        name: 'InputError',
        message: 'Invalid export cursor',
      });
    }
    expect(await failureOf(ask({ limit: 501 }))).toMatchObject({
      name: 'InputError',
      message: 'Limit must be a whole number from 1 to 500',
    });
  });

  it('when another login asks for a later page with a real cursor, then the business is not found', async () => {
    const { owner, businessId } = await ownedBusiness();
    await addCampaignAs(service, owner, businessId);
    await addCampaignAs(service, owner, businessId);
    const [first] = await exportPages(owner, CampaignSubjects.exportForBusiness, businessId, 1);
    const stranger = ownerOf(randomUUID(), randomUUID());

    const later = call(stranger, CampaignSubjects.exportForBusiness, {
      params: { userId: businessId },
      query: { after: first!.next, limit: 1 },
    });

    expect(first!.next).toEqual(expect.any(String));
    expect(await failureOf(later)).toMatchObject({ name: 'NotFoundError', message: 'Business not found' });
  });
});
