import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CampaignSubjects,
  uploadUrl,
  type CampaignDto,
  type OwnerPrincipal,
  type Principal,
} from '@referrals/contracts';
import { DEFAULT_ABUSE_LIMITS, UPLOADS_DIR, openDiskFileStore, type FileStore } from '@referrals/service-kit';
import { buildCampaign } from '@referrals/testing';
import { failureOf, startServiceUnderTest, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { UploadedFile } from '../../src/entities/uploaded-file.ts';
import { campaignService } from '../../src/start.ts';
import { callAs, ownerOf, publishKnownBusiness } from '../support.ts';

/** Set here, not taken from the defaults: the tests count bytes up to them. */
const STORAGE_PER_BUSINESS = 1000;
const GRACE_MS = 60 * 60 * 1000;

let service: ServiceUnderTest;
let dataDir: string;
/** The store the campaign service deletes from, as the gateway that writes it sees it. */
let files: FileStore;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'campaign-uploads-'));
  service = await startServiceUnderTest(campaignService, 'campaign-uploads', {
    dataDir,
    fileStore: 'disk',
    limits: {
      ...DEFAULT_ABUSE_LIMITS,
      uploadStoragePerBusinessBytes: STORAGE_PER_BUSINESS,
      unusedUploadGraceMs: GRACE_MS,
    },
  });
  files = await openDiskFileStore({ dir: join(dataDir, UPLOADS_DIR) });
});

afterAll(async () => {
  await files.close();
  await service.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const call = <R>(principal: Principal | undefined, subject: string, data: unknown) =>
  callAs<R>(service, principal, subject, data);

async function newOwner(): Promise<{ owner: OwnerPrincipal; businessId: string }> {
  const loginId = randomUUID();
  const { businessId } = await publishKnownBusiness(service, loginId);
  return { owner: ownerOf(loginId, businessId), businessId };
}

/** What the gateway does for one upload: records the file, then (when accepted) stores it. */
async function upload(owner: OwnerPrincipal, size: number): Promise<string> {
  const filename = `${randomUUID()}.png`;
  await call(owner, CampaignSubjects.recordUpload, { body: { filename, size, purpose: 'headerImage' } });
  await files.put(filename, new Uint8Array(size), 'image/png');
  return filename;
}

const isStored = async (filename: string) => (await files.get(filename)) !== undefined;

const createCampaign = (owner: OwnerPrincipal, businessId: string, images: Record<string, string>) =>
  call<CampaignDto>(owner, CampaignSubjects.create, { body: buildCampaign(businessId, images) });

const editCampaign = (owner: OwnerPrincipal, campaign: CampaignDto, images: Record<string, string>) =>
  call<CampaignDto>(owner, CampaignSubjects.update, {
    params: { id: campaign.id },
    body: { name: campaign.name, constantRewardEnabled: true, constantRewardName: '10% off', ...images },
  });

const deleteCampaign = (owner: OwnerPrincipal, campaign: CampaignDto) =>
  call(owner, CampaignSubjects.delete, { params: { id: campaign.id } });

/** Backdates a recorded upload, as if it had been made `ageMs` ago. */
async function age(filename: string, ageMs: number): Promise<void> {
  await service.runtime.orm.em
    .fork()
    .nativeUpdate(UploadedFile, { filename }, { uploadedAt: new Date(Date.now() - ageMs) });
}

describe('campaign: storage per business', () => {
  it("when a business's uploads would pass its storage bound, then the next is a ConflictError and others are unaffected", async () => {
    const { owner } = await newOwner();
    await upload(owner, 600);

    const refused = await failureOf(
      call(owner, CampaignSubjects.recordUpload, {
        body: { filename: `${randomUUID()}.png`, size: 401, purpose: 'logoImage' },
      }),
    );

    expect(refused).toMatchObject({
      name: 'ConflictError',
      message: expect.stringMatching(/^Your business has used its 1 KB of image storage\./),
    });
    await expect(upload(owner, 400)).resolves.toEqual(expect.any(String));
    const other = await newOwner();
    await expect(upload(other.owner, 600)).resolves.toEqual(expect.any(String));
  });

  it('when nobody signed in asks to record an upload, then it is an AuthenticationError', async () => {
    const failure = await failureOf(
      call(undefined, CampaignSubjects.recordUpload, {
        body: { filename: `${randomUUID()}.png`, size: 1, purpose: 'logoImage' },
      }),
    );

    expect(failure).toMatchObject({ name: 'AuthenticationError' });
  });
});

describe('campaign: uploads nothing uses are deleted', () => {
  it("when a campaign's image is replaced, then the old file is deleted and its bytes no longer count", async () => {
    const { owner, businessId } = await newOwner();
    const first = await upload(owner, 600);
    const campaign = await createCampaign(owner, businessId, { headerImage: uploadUrl(first) });
    const second = await upload(owner, 300);

    await editCampaign(owner, campaign, { headerImage: uploadUrl(second) });

    expect(await isStored(first)).toBe(false);
    expect(await isStored(second)).toBe(true);
    await expect(upload(owner, 600)).resolves.toEqual(expect.any(String));
  });

  it('when a campaign is deleted, then its images go, except one another campaign (a copy) still shows', async () => {
    const original = await newOwner();
    const shared = await upload(original.owner, 100);
    const own = await upload(original.owner, 100);
    const campaign = await createCampaign(original.owner, original.businessId, {
      headerImage: uploadUrl(shared),
      logoImage: uploadUrl(own),
    });
    // A copy in another business shows the same header file.
    const copyOwner = await newOwner();
    const copy = await createCampaign(copyOwner.owner, copyOwner.businessId, {
      headerImage: uploadUrl(shared),
    });

    await deleteCampaign(original.owner, campaign);

    expect(await isStored(own)).toBe(false);
    expect(await isStored(shared)).toBe(true);

    await deleteCampaign(copyOwner.owner, copy);

    expect(await isStored(shared)).toBe(false);
  });

  it('when an image is removed from a campaign, then its file is deleted', async () => {
    const { owner, businessId } = await newOwner();
    const logo = await upload(owner, 100);
    const campaign = await createCampaign(owner, businessId, { logoImage: uploadUrl(logo) });

    await editCampaign(owner, campaign, {});

    expect(await isStored(logo)).toBe(false);
  });

  it('when an upload no campaign uses is older than the grace period, then the next upload sweeps it; used and recent ones stay', async () => {
    const { owner, businessId } = await newOwner();
    const abandoned = await upload(owner, 100);
    const used = await upload(owner, 100);
    const recent = await upload(owner, 100);
    await createCampaign(owner, businessId, { headerImage: uploadUrl(used) });
    await age(abandoned, GRACE_MS + 60_000);
    await age(used, GRACE_MS + 60_000);

    await upload(owner, 100);

    expect(await isStored(abandoned)).toBe(false);
    expect(await isStored(used)).toBe(true);
    expect(await isStored(recent)).toBe(true);
  });
});
