import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignEvents,
  CampaignSubjects,
  IdentityEvents,
  ReferralEvents,
  eventSubject,
  previewFileName,
  uploadUrl,
  uploadedFileName,
  type AdminCampaignDto,
  type AdminCampaignSummaryDto,
  type BusinessRegisteredData,
  type CampaignCopy,
  type CampaignDto,
  type CampaignEventData,
  type DomainEvent,
  type OwnerPrincipal,
  type Principal,
  type PublicCampaignDto,
} from '@referrals/contracts';
import { ProcessedStep, UPLOADS_DIR, openDiskFileStore, type FileStore } from '@referrals/service-kit';
import { buildBusinessRegistered, buildCampaign, buildReferee } from '@referrals/testing';
import {
  eventually,
  failureOf,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { CampaignReferrer } from '../../src/entities/campaign-referrer.ts';
import { CampaignStatsDay } from '../../src/entities/campaign-stats-day.ts';
import { CampaignStats } from '../../src/entities/campaign-stats.ts';
import { Campaign } from '../../src/entities/campaign.ts';
import { KnownBusiness } from '../../src/entities/known-business.ts';
import { RewardMilestone } from '../../src/entities/reward-milestone.ts';
import { UploadedFile } from '../../src/entities/uploaded-file.ts';
import { campaignService } from '../../src/start.ts';
import { callAs, ownerOf, publishEventAs, publishKnownBusiness, registerReferrerOf } from '../support.ts';

let service: ServiceUnderTest;
let dataDir: string;
/** The store the campaign service copies in and deletes from, as the gateway that writes it sees it. */
let files: FileStore;
const campaignEvents: DomainEvent<CampaignEventData>[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'campaign-workflows-'));
  service = await startServiceUnderTest(campaignService, 'campaign-workflows', {
    dataDir,
    fileStore: 'disk',
  });
  files = await openDiskFileStore({ dir: join(dataDir, UPLOADS_DIR) });
  await service.bus.consume({
    durable: 'campaign-workflows-component-test',
    filter: eventSubject('campaign.>'),
    handler: async (event) => {
      campaignEvents.push(event as DomainEvent<CampaignEventData>);
    },
  });
});

afterAll(async () => {
  await files.close();
  await service.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const ADMIN: Principal = { kind: 'admin', adminId: randomUUID(), role: 'admin', sessionId: randomUUID() };
const SUPER_ADMIN: Principal = {
  kind: 'admin',
  adminId: randomUUID(),
  role: 'super_admin',
  sessionId: randomUUID(),
};
const ADMIN_SERVICE: Principal = { kind: 'service', service: 'admin' };

const call = <R>(principal: Principal | undefined, subject: string, data: unknown) =>
  callAs<R>(service, principal, subject, data);

const db = () => service.runtime.orm.em.fork();

async function newOwner(): Promise<{ owner: OwnerPrincipal; business: BusinessRegisteredData }> {
  const loginId = randomUUID();
  const business = await publishKnownBusiness(service, loginId, { subscriptionTier: 'enterprise' });
  return { owner: ownerOf(loginId, business.businessId), business };
}

/** What the gateway does for one upload: records the file, then stores it (a header image with its preview). */
async function upload(owner: OwnerPrincipal, purpose: string, content: string): Promise<string> {
  const filename = `${randomUUID()}.png`;
  const bytes = new TextEncoder().encode(content);
  await call(owner, CampaignSubjects.recordUpload, { body: { filename, size: bytes.length, purpose } });
  await files.put(filename, bytes, 'image/png');
  if (purpose === 'headerImage') {
    await files.put(
      previewFileName(filename),
      new TextEncoder().encode(`preview of ${content}`),
      'image/jpeg',
    );
  }
  return filename;
}

async function storedText(filename: string): Promise<string | undefined> {
  const stored = await files.get(filename);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.open()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const MILESTONES = [
  {
    referralCount: 1,
    rewardName: 'Coffee',
    rewardType: 'product',
    rewardValue: '1 coffee',
    description: 'A coffee',
  },
  { referralCount: 5, rewardType: 'discount', rewardValue: '20%', description: '20% off' },
];

/** A business with an active campaign showing two images and milestones, and an older inactive one. */
async function sourceBusiness() {
  const { owner, business } = await newOwner();
  const header = await upload(owner, 'headerImage', 'header bytes');
  const logo = await upload(owner, 'logoImage', 'logo bytes');
  const older = await call<CampaignDto>(owner, CampaignSubjects.create, {
    body: buildCampaign(business.businessId, { isActive: false, name: 'Winter' }),
  });
  const newer = await call<CampaignDto>(owner, CampaignSubjects.create, {
    body: buildCampaign(business.businessId, {
      name: 'Spring',
      description: '<p>Bring a friend</p>',
      primaryColor: '#123456',
      headerImage: uploadUrl(header),
      logoImage: uploadUrl(logo),
      milestones: MILESTONES,
    }),
  });
  return { owner, business, header, logo, older, newer };
}

const copyStep = (sourceBusinessId: string, target: BusinessRegisteredData, workflowId = randomUUID()) => ({
  workflowId,
  step: 'copy-campaigns',
  sourceBusinessId,
  target,
});

const removeStep = (businessId: string, workflowId = randomUUID()) => ({
  workflowId,
  step: 'remove-campaign-data',
  businessId,
});

describe('campaign: administrators read any business’s campaigns', () => {
  it('when an admin of either role asks, then the campaigns come newest first with their referrals, and the configuration in full', async () => {
    const { business, older, newer } = await sourceBusiness();
    const referrer = await registerReferrerOf(service, newer.id);
    await publishEventAs(service, ReferralEvents.refereeRegistered, buildReferee(referrer));
    await eventually(() => db().findOne(CampaignStats, { campaignId: newer.id, totalReferrals: 1 }));

    for (const admin of [ADMIN, SUPER_ADMIN]) {
      const list = await call<AdminCampaignSummaryDto[]>(admin, CampaignSubjects.adminBusinessCampaigns, {
        params: { id: business.businessId },
      });
      expect(list).toEqual([
        { id: newer.id, name: 'Spring', isActive: true, createdAt: newer.createdAt, totalReferrals: 1 },
        { id: older.id, name: 'Winter', isActive: false, createdAt: older.createdAt, totalReferrals: 0 },
      ]);
      const detail = await call<AdminCampaignDto>(admin, CampaignSubjects.adminCampaign, {
        params: { id: newer.id },
      });
      expect(detail).toMatchObject({
        id: newer.id,
        businessId: business.businessId,
        businessSlug: business.businessSlug,
        name: 'Spring',
        primaryColor: '#123456',
        headerImage: newer.headerImage,
        constantRewardEnabled: true,
        constantRewardName: '10% off',
        inviteeRewardEnabled: false,
        milestones: [
          { id: expect.any(String), referralCount: 1, rewardName: 'Coffee', rewardValue: '1 coffee' },
          { id: expect.any(String), referralCount: 5, rewardName: '20% off', rewardValue: '20%' },
        ],
        stats: { totalReferrals: 1, activeReferrers: 1, totalVouchers: 0, redeemedVouchers: 0 },
      });
    }
  });

  it('when an owner or nobody signed in asks, then it is an AuthenticationError', async () => {
    const { owner, business, newer } = await sourceBusiness();
    for (const caller of [owner, undefined]) {
      expect(
        await failureOf(
          call(caller, CampaignSubjects.adminBusinessCampaigns, { params: { id: business.businessId } }),
        ),
      ).toMatchObject({ name: 'AuthenticationError' });
      expect(
        await failureOf(call(caller, CampaignSubjects.adminCampaign, { params: { id: newer.id } })),
      ).toMatchObject({ name: 'AuthenticationError' });
    }
  });

  it('when the ids are malformed or unknown, then a business has no campaigns and a campaign is not found', async () => {
    expect(
      await failureOf(call(ADMIN, CampaignSubjects.adminBusinessCampaigns, { params: { id: 'nope' } })),
    ).toMatchObject({ name: 'NotFoundError', message: 'Business not found' });
    await expect(
      call(ADMIN, CampaignSubjects.adminBusinessCampaigns, { params: { id: randomUUID() } }),
    ).resolves.toEqual([]);
    for (const id of ['nope', randomUUID()]) {
      expect(await failureOf(call(ADMIN, CampaignSubjects.adminCampaign, { params: { id } }))).toMatchObject({
        name: 'NotFoundError',
        message: 'Campaign not found',
      });
    }
  });
});

describe('campaign: copying a business’s campaigns (duplicate business step)', () => {
  it('when the step runs, then the target is known and gets copies with their milestones, own images and zero figures', async () => {
    const source = await sourceBusiness();
    const referrer = await registerReferrerOf(service, source.newer.id);
    await publishEventAs(service, ReferralEvents.refereeRegistered, buildReferee(referrer));
    await eventually(() => db().findOne(CampaignStats, { campaignId: source.newer.id, totalReferrals: 1 }));
    const target = buildBusinessRegistered(source.owner.loginId, { subscriptionTier: 'basic' });

    const answer = await call<{ campaigns: CampaignCopy[] }>(
      ADMIN_SERVICE,
      CampaignSubjects.copyCampaignsStep,
      copyStep(source.business.businessId, target),
    );

    expect(answer.campaigns.map((copy) => copy.from)).toEqual([source.older.id, source.newer.id]);
    // The target's owner sees the copies at once, newest first, both inactive whatever the source's status.
    const targetOwner = ownerOf(source.owner.loginId, target.businessId);
    const copies = await call<CampaignDto[]>(targetOwner, CampaignSubjects.listForBusiness, {
      params: { userId: target.businessId },
    });
    const [newCopy, oldCopy] = copies;
    expect(copies.map((copy) => copy.id)).toEqual([answer.campaigns[1]!.to, answer.campaigns[0]!.to]);
    expect(newCopy).toMatchObject({
      userId: target.businessId,
      businessName: target.businessName,
      name: 'Spring',
      description: '<p>Bring a friend</p>',
      primaryColor: '#123456',
      isActive: false,
      constantRewardEnabled: true,
      constantRewardName: '10% off',
      totalReferrals: 0,
      activeReferrers: 0,
      milestones: [
        { referralCount: 1, rewardName: 'Coffee', rewardValue: '1 coffee', rewardDescription: 'A coffee' },
        { referralCount: 5, rewardName: null, rewardValue: '20%', rewardDescription: '20% off' },
      ],
    });
    expect(oldCopy).toMatchObject({ name: 'Winter', isActive: false });
    // Each image is a file of its own with the same bytes (the header's preview too), counted for the target.
    const header = uploadedFileName(newCopy!.headerImage)!;
    const logo = uploadedFileName(newCopy!.logoImage)!;
    expect([header, logo]).not.toContain(source.header);
    expect([header, logo]).not.toContain(source.logo);
    expect(await storedText(header)).toBe('header bytes');
    expect(await storedText(previewFileName(header))).toBe('preview of header bytes');
    expect(await storedText(logo)).toBe('logo bytes');
    const records = await db().find(UploadedFile, { filename: { $in: [header, logo] } });
    expect(records.map((record) => [record.businessId, record.purpose]).sort()).toEqual(
      [
        [target.businessId, 'headerImage'],
        [target.businessId, 'logoImage'],
      ].sort(),
    );
    // A later identity event about the target changes nothing.
    expect(await db().findOne(KnownBusiness, { businessId: target.businessId })).toMatchObject({
      loginId: target.loginId,
      businessSlug: target.businessSlug,
      subscriptionTier: 'basic',
    });
    // The referral service learns of the copies as of any new campaign.
    const created = await eventually(() => {
      const found = campaignEvents.filter(
        (event) => event.type === CampaignEvents.created && event.data.businessId === target.businessId,
      );
      return found.length === 2 ? found : null;
    });
    expect(created!.map((event) => event.data.name).sort()).toEqual(['Spring', 'Winter']);
  });

  it('when the step is sent again, then it answers the same copies and copies nothing twice', async () => {
    const source = await sourceBusiness();
    const target = buildBusinessRegistered(source.owner.loginId);
    const step = copyStep(source.business.businessId, target);

    const first = await call(ADMIN_SERVICE, CampaignSubjects.copyCampaignsStep, step);
    const again = await call(ADMIN_SERVICE, CampaignSubjects.copyCampaignsStep, step);

    expect(again).toEqual(first);
    expect(await db().count(Campaign, { businessId: target.businessId })).toBe(2);
    expect(await db().count(UploadedFile, { businessId: target.businessId })).toBe(2);
  });

  it('when the source business is unknown, then it is a NotFoundError; callers other than a service are refused', async () => {
    const target = buildBusinessRegistered(randomUUID());
    expect(
      await failureOf(
        call(ADMIN_SERVICE, CampaignSubjects.copyCampaignsStep, copyStep(randomUUID(), target)),
      ),
    ).toMatchObject({ name: 'NotFoundError', message: 'Business not found' });

    const { owner, business } = await newOwner();
    for (const caller of [owner, ADMIN, SUPER_ADMIN]) {
      expect(
        await failureOf(
          call(caller, CampaignSubjects.copyCampaignsStep, copyStep(business.businessId, target)),
        ),
      ).toMatchObject({ name: 'NotAllowedError' });
    }
    expect(
      await failureOf(
        call(undefined, CampaignSubjects.removeBusinessDataStep, removeStep(business.businessId)),
      ),
    ).toMatchObject({ name: 'AuthenticationError' });
    expect(await db().count(Campaign, { businessId: target.businessId })).toBe(0);
  });
});

describe('campaign: removing a business’s data (delete business step)', () => {
  it('when the step runs, then campaigns, figures, referrers, uploads and their files go; the copy keeps its own', async () => {
    const source = await sourceBusiness();
    const referrer = await registerReferrerOf(service, source.newer.id);
    await publishEventAs(service, ReferralEvents.refereeRegistered, buildReferee(referrer));
    await eventually(() => db().findOne(CampaignStats, { campaignId: source.newer.id, totalReferrals: 1 }));
    const target = buildBusinessRegistered(source.owner.loginId);
    await call(
      ADMIN_SERVICE,
      CampaignSubjects.copyCampaignsStep,
      copyStep(source.business.businessId, target),
    );
    const slug = { params: { slug: source.business.businessSlug } };
    await expect(
      call<PublicCampaignDto>(undefined, CampaignSubjects.publicBySlug, slug),
    ).resolves.toMatchObject({
      name: 'Spring',
    });
    const campaignIds = [source.older.id, source.newer.id];
    const step = removeStep(source.business.businessId);

    const answer = await call(ADMIN_SERVICE, CampaignSubjects.removeBusinessDataStep, step);

    expect(answer).toEqual({ campaigns: 2, files: 2 });
    const left = db();
    expect(await left.count(Campaign, { businessId: source.business.businessId })).toBe(0);
    expect(await left.count(RewardMilestone, { campaignId: { $in: campaignIds } })).toBe(0);
    expect(await left.count(CampaignStats, { campaignId: { $in: campaignIds } })).toBe(0);
    expect(await left.count(CampaignStatsDay, { campaignId: { $in: campaignIds } })).toBe(0);
    expect(await left.count(CampaignReferrer, { campaignId: { $in: campaignIds } })).toBe(0);
    expect(await left.count(UploadedFile, { businessId: source.business.businessId })).toBe(0);
    expect(await left.findOne(KnownBusiness, { businessId: source.business.businessId })).toBeNull();
    for (const filename of [source.header, previewFileName(source.header), source.logo]) {
      expect(await files.get(filename)).toBeUndefined();
    }
    expect(await failureOf(call(undefined, CampaignSubjects.publicBySlug, slug))).toMatchObject({
      name: 'NotFoundError',
      message: 'Campaign not found',
    });
    const deleted = await eventually(() => {
      const found = campaignEvents.filter(
        (event) => event.type === CampaignEvents.deleted && campaignIds.includes(event.data.campaignId),
      );
      return found.length === 2 ? found : null;
    });
    expect(deleted!.map((event) => event.data.name).sort()).toEqual(['Spring', 'Winter']);
    // The copy in the other business still shows its own images.
    const copy = await left.findOneOrFail(Campaign, { businessId: target.businessId, name: 'Spring' });
    expect(await storedText(uploadedFileName(copy.headerImage)!)).toBe('header bytes');

    // Sent again, or again under a new workflow: nothing left, success.
    await expect(call(ADMIN_SERVICE, CampaignSubjects.removeBusinessDataStep, step)).resolves.toEqual(answer);
    await expect(
      call(ADMIN_SERVICE, CampaignSubjects.removeBusinessDataStep, removeStep(source.business.businessId)),
    ).resolves.toEqual({ campaigns: 0, files: 0 });
  });

  it('when the files were not deleted before a crash, then a repeat of the step deletes them', async () => {
    const { owner, business } = await newOwner();
    const logo = await upload(owner, 'logoImage', 'logo bytes');
    await call(owner, CampaignSubjects.create, {
      body: buildCampaign(business.businessId, { logoImage: uploadUrl(logo) }),
    });
    const step = removeStep(business.businessId);
    await call(ADMIN_SERVICE, CampaignSubjects.removeBusinessDataStep, step);
    // As if the process had stopped between the commit and deleting the files.
    const leftOver = `${randomUUID()}.png`;
    await files.put(leftOver, new TextEncoder().encode('left over'), 'image/png');
    await db().nativeUpdate(
      ProcessedStep,
      { workflowId: step.workflowId, step: step.step },
      { answer: { campaigns: 1, files: 1, pendingFiles: [leftOver] } },
    );

    await expect(call(ADMIN_SERVICE, CampaignSubjects.removeBusinessDataStep, step)).resolves.toEqual({
      campaigns: 1,
      files: 1,
    });

    expect(await files.get(leftOver)).toBeUndefined();
    expect(await files.get(logo)).toBeUndefined();
    expect(await db().findOne(ProcessedStep, { workflowId: step.workflowId })).toMatchObject({
      answer: { campaigns: 1, files: 1, pendingFiles: [] },
    });
  });

  it('when identity deletes the business after the step, then a row a late update brought back goes, and a second deletion changes nothing', async () => {
    const { owner, business } = await newOwner();
    await call(ADMIN_SERVICE, CampaignSubjects.removeBusinessDataStep, removeStep(business.businessId));
    // The deactivation identity published before the workflow's step, handled after it.
    await publishEventAs(service, IdentityEvents.businessUpdated, {
      ...business,
      isActive: false,
      updatedAt: new Date().toISOString(),
    });
    await eventually(() => db().findOne(KnownBusiness, { businessId: business.businessId }));
    const deleted = { businessId: business.businessId, loginId: owner.loginId, loginDeleted: true };

    await publishEventAs(service, IdentityEvents.businessDeleted, deleted);
    await publishEventAs(service, IdentityEvents.businessDeleted, deleted);
    const later = await publishKnownBusiness(service, randomUUID());

    expect(await db().findOne(KnownBusiness, { businessId: later.businessId })).not.toBeNull();
    expect(await db().findOne(KnownBusiness, { businessId: business.businessId })).toBeNull();
  });
});
