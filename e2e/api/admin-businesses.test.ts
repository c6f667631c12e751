import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import type {
  AdminBusinessDto,
  AdminCampaignDto,
  AdminCampaignSummaryDto,
  AdminRefereeDto,
  AdminReferrerDto,
  AdminVoucherDto,
  AdminWorkflowDto,
  BusinessSummary,
  CampaignDto,
  UploadAnswer,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { buildCampaign, buildReferrerSignUp, pngImage } from '@referrals/testing';
import {
  adminCall,
  adminJson,
  newSignedInAdmin,
  waitForWorkflow,
  type SignedInAdmin,
} from '../support/admin.ts';
import {
  registerOwnerKnownToCampaigns,
  sessionCookie,
  useStack,
  type RegisteredOwner,
} from '../support/api.ts';
import { baseUrl } from '../support/env.ts';
import { joinVerified, verifiedReferee, waitForStatus } from './referral-support.ts';

const { spec } = pactum;

let admin: SignedInAdmin;

beforeAll(async () => {
  useStack();
  admin = await newSignedInAdmin('admin');
});

/** An owner with a branded campaign (uploaded header image, a milestone), a verified referrer and a referee. */
interface Venue {
  owner: RegisteredOwner;
  campaign: CampaignDto;
  headerImage: string;
  referralCode: string;
  slug: string;
}

async function upload(cookie: string): Promise<string> {
  const form = new FormData();
  form.set('type', 'headerImage');
  form.set('file', new Blob([new Uint8Array(pngImage(12, 4))], { type: 'image/png' }), 'header.png');
  const response = await fetch(`${baseUrl()}/api/upload`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
  return ((await response.json()) as UploadAnswer).url;
}

async function openVenue(): Promise<Venue> {
  const owner = await registerOwnerKnownToCampaigns();
  const headerImage = await upload(owner.cookie);
  const created = await fetch(`${baseUrl()}/api/campaigns`, {
    method: 'POST',
    headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(
      buildCampaign(owner.userId, {
        name: 'Summer friends',
        headerImage,
        constantRewardEnabled: false,
        inviteeRewardEnabled: true,
        inviteeRewardName: '20% off your first visit',
        inviteeRewardType: 'percentage',
        inviteeRewardValue: 20,
        inviteeRewardMaxDiscount: 50,
        milestones: [
          { referralCount: 2, rewardType: 'cash', rewardValue: '£10', description: 'Ten pounds off' },
        ],
      }),
    ),
  });
  if (created.status !== 201) throw new Error(`campaign create answered ${created.status}`);
  const campaign = (await created.json()) as CampaignDto;
  const referrer = await joinVerified(buildReferrerSignUp(campaign.id));
  await verifiedReferee(campaign.id, referrer.referralCode);
  return { owner, campaign, headerImage, referralCode: referrer.referralCode, slug: campaign.businessSlug };
}

async function businessesOfLogin(owner: RegisteredOwner): Promise<BusinessSummary[]> {
  const response = await fetch(`${baseUrl()}/api/user/${owner.userId}/businesses`, {
    headers: { cookie: owner.cookie },
  });
  return (await response.json()) as BusinessSummary[];
}

async function duplicate(businessId: string, includeData: boolean, name?: string): Promise<AdminWorkflowDto> {
  const response = await adminCall(admin, 'POST', `/api/admin/businesses/${businessId}/duplicate`, {
    includeData,
    ...(name === undefined ? {} : { name }),
  });
  expect(response.status).toBe(202);
  const started = (await response.json()) as AdminWorkflowDto;
  expect(started).toMatchObject({ kind: 'duplicate-business', businessId, includeData });
  const finished = await waitForWorkflow(admin, started.id);
  expect(finished.status).toBe('done');
  return finished;
}

describe('the businesses of every owner', () => {
  let venue: Venue;
  beforeAll(async () => {
    venue = await openVenue();
  });

  it('when an admin lists businesses, then each shows name, login e-mail, plan, status and creation', async () => {
    const list = await adminJson<AdminBusinessDto[]>(admin, 'GET', '/api/admin/businesses');
    const row = list.find((business) => business.id === venue.owner.userId);
    expect(row).toMatchObject({
      businessName: venue.owner.registration.businessName,
      email: venue.owner.registration.email,
      subscriptionTier: 'basic',
      isActive: true,
      businessSlug: venue.slug,
    });
    expect(Date.parse(row!.createdAt)).not.toBeNaN();
    expect(JSON.stringify(row)).not.toMatch(/password|\$2[aby]\$/i);
  });

  it('when the master view reads a business, then campaigns, referrers, referees and vouchers are its own', async () => {
    const id = venue.owner.userId;
    await spec()
      .get(`/api/admin/businesses/${id}`)
      .withHeaders(admin.headers)
      .expectStatus(200)
      .expectJsonLike({ id, email: venue.owner.registration.email });
    const campaigns = await adminJson<AdminCampaignSummaryDto[]>(
      admin,
      'GET',
      `/api/admin/businesses/${id}/campaigns`,
    );
    expect(campaigns).toEqual([
      expect.objectContaining({ id: venue.campaign.id, name: 'Summer friends', isActive: true }),
    ]);
    const referrers = await adminJson<AdminReferrerDto[]>(
      admin,
      'GET',
      `/api/admin/businesses/${id}/referrers`,
    );
    expect(referrers).toEqual([
      expect.objectContaining({ referralCode: venue.referralCode, isVerified: true }),
    ]);
    const referees = await adminJson<AdminRefereeDto[]>(admin, 'GET', `/api/admin/businesses/${id}/referees`);
    expect(referees).toHaveLength(1);
    expect(referees[0]).toMatchObject({ isVerified: true });
    expect(referees[0]!.referrerName).toEqual(expect.any(String));
    const vouchers = await adminJson<AdminVoucherDto[]>(admin, 'GET', `/api/admin/businesses/${id}/vouchers`);
    expect(vouchers).toEqual([expect.objectContaining({ isRedeemed: false })]);

    const config = await adminJson<AdminCampaignDto>(
      admin,
      'GET',
      `/api/admin/campaigns/${venue.campaign.id}`,
    );
    expect(config).toMatchObject({
      name: 'Summer friends',
      businessSlug: venue.slug,
      headerImage: venue.headerImage,
      inviteeRewardEnabled: true,
      inviteeRewardName: '20% off your first visit',
      milestones: [expect.objectContaining({ referralCount: 2, rewardValue: '£10' })],
    });
    expect(config.stats.totalVouchers).toBe(1);
  });

  it('when ids are unknown or malformed, then 404', async () => {
    const unknown = '6a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b';
    for (const path of [
      `/api/admin/businesses/${unknown}`,
      '/api/admin/businesses/not-a-uuid',
      `/api/admin/campaigns/${unknown}`,
      `/api/admin/workflows/${unknown}`,
    ]) {
      expect((await adminCall(admin, 'GET', path)).status).toBe(404);
    }
    expect((await adminCall(admin, 'POST', `/api/admin/businesses/${unknown}/duplicate`, {})).status).toBe(
      404,
    );
  });

  it('when an admin edits the details, then the owner sees them and the slug stays', async () => {
    const id = venue.owner.userId;
    const { registration } = venue.owner;
    const updated = await adminJson<AdminBusinessDto>(admin, 'PUT', `/api/admin/businesses/${id}`, {
      businessName: `${registration.businessName} Studio`,
      businessType: registration.businessType,
      businessAddress: '2 New Street',
      postcode: registration.postcode,
      phoneNumber: registration.phoneNumber,
      contactName: registration.contactName,
      subscriptionTier: 'professional',
    });
    expect(updated).toMatchObject({
      businessAddress: '2 New Street',
      subscriptionTier: 'professional',
      businessSlug: venue.slug,
    });
    await eventually(
      async () => {
        const user = (await (
          await fetch(`${baseUrl()}/api/user/${id}`, { headers: { cookie: venue.owner.cookie } })
        ).json()) as { businessName: string };
        return user.businessName === `${registration.businessName} Studio`;
      },
      20_000,
      'the owner to see the new name',
    );
    await spec()
      .put(`/api/admin/businesses/${id}`)
      .withHeaders(admin.headers)
      .withJson({ ...updated, subscriptionTier: 'platinum' })
      .expectStatus(400);
  });

  it('when an admin disables a business, then its public page and sign-ups stop, its owner still signs in and sees it inactive; enabled, it is back', async () => {
    const id = venue.owner.userId;
    await spec()
      .put(`/api/admin/businesses/${id}/status`)
      .withHeaders(admin.headers)
      .withJson({ isActive: false, reason: ' Unpaid invoices ' })
      .expectStatus(200)
      .expectJsonLike({ isActive: false });
    // Paused, said as such: not an address that leads nowhere.
    await waitForStatus(`/api/campaigns/slug/${venue.slug}`, 409);
    const joining = await fetch(`${baseUrl()}/api/referrers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildReferrerSignUp(venue.campaign.id)),
    });
    expect(joining.status).toBeGreaterThanOrEqual(400);
    expect(joining.status).toBeLessThan(500);

    const login = await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: venue.owner.registration.email,
        password: venue.owner.registration.password,
      }),
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookie({ 'set-cookie': login.headers.getSetCookie() });
    const me = (await (await fetch(`${baseUrl()}/api/auth/me`, { headers: { cookie } })).json()) as {
      user: { id: string; isActive: boolean };
    };
    expect(me.user).toMatchObject({ id, isActive: false });

    await spec()
      .put(`/api/admin/businesses/${id}/status`)
      .withHeaders(admin.headers)
      .withJson({ isActive: true })
      .expectStatus(200);
    await waitForStatus(`/api/campaigns/slug/${venue.slug}`, 200);
  });

  it('when the status body is not a boolean, then 400 and nothing changes', async () => {
    await spec()
      .put(`/api/admin/businesses/${venue.owner.userId}/status`)
      .withHeaders(admin.headers)
      .withJson({ isActive: 'no' })
      .expectStatus(400);
    const row = await adminJson<AdminBusinessDto>(
      admin,
      'GET',
      `/api/admin/businesses/${venue.owner.userId}`,
    );
    expect(row.isActive).toBe(true);
  });
});

describe('duplicating and deleting a business', () => {
  let venue: Venue;
  beforeAll(async () => {
    venue = await openVenue();
  });

  it('when an admin makes a Basic Copy, then a new venue "(copy 2)" with its own slug shares the login and has no campaigns', async () => {
    const workflow = await duplicate(venue.owner.userId, false);
    const copyId = workflow.resultBusinessId!;
    expect(copyId).toEqual(expect.any(String));
    const copy = await adminJson<AdminBusinessDto>(admin, 'GET', `/api/admin/businesses/${copyId}`);
    expect(copy).toMatchObject({
      businessName: `${venue.owner.registration.businessName} (copy 2)`,
      email: venue.owner.registration.email,
      loginId: (
        await adminJson<AdminBusinessDto>(admin, 'GET', `/api/admin/businesses/${venue.owner.userId}`)
      ).loginId,
      isActive: true,
    });
    expect(copy.businessSlug).not.toBe(venue.slug);
    expect(
      await adminJson<AdminCampaignSummaryDto[]>(admin, 'GET', `/api/admin/businesses/${copyId}/campaigns`),
    ).toEqual([]);
    const venues = await businessesOfLogin(venue.owner);
    expect(venues.map((business) => business.id).sort()).toEqual([venue.owner.userId, copyId].sort());
  });

  it('when an admin makes a named Complete Copy, then campaigns (inactive), milestones and referrers are copied with referral data reset and images of their own; deleting the copy leaves the original whole', async () => {
    const workflow = await duplicate(venue.owner.userId, true, 'Harbour Branch');
    const copyId = workflow.resultBusinessId!;
    await expect(
      adminJson<AdminBusinessDto>(admin, 'GET', `/api/admin/businesses/${copyId}`),
    ).resolves.toMatchObject({ businessName: 'Harbour Branch' });

    const campaigns = await adminJson<AdminCampaignSummaryDto[]>(
      admin,
      'GET',
      `/api/admin/businesses/${copyId}/campaigns`,
    );
    expect(campaigns).toEqual([
      expect.objectContaining({ name: 'Summer friends', isActive: false, totalReferrals: 0 }),
    ]);
    const copied = await adminJson<AdminCampaignDto>(
      admin,
      'GET',
      `/api/admin/campaigns/${campaigns[0]!.id}`,
    );
    expect(copied.id).not.toBe(venue.campaign.id);
    expect(copied.milestones).toEqual([expect.objectContaining({ referralCount: 2, rewardValue: '£10' })]);
    expect(copied.stats).toEqual({
      totalReferrals: 0,
      activeReferrers: 0,
      totalVouchers: 0,
      redeemedVouchers: 0,
    });
    expect(copied.headerImage).toMatch(/^\/uploads\//);
    expect(copied.headerImage).not.toBe(venue.headerImage);
    expect((await fetch(`${baseUrl()}${copied.headerImage}`)).status).toBe(200);

    const referrers = await adminJson<AdminReferrerDto[]>(
      admin,
      'GET',
      `/api/admin/businesses/${copyId}/referrers`,
    );
    expect(referrers).toHaveLength(1);
    expect(referrers[0]).toMatchObject({ totalReferrals: 0, campaignId: copied.id });
    expect(referrers[0]!.referralCode).not.toBe(venue.referralCode);
    expect(
      await adminJson<AdminRefereeDto[]>(admin, 'GET', `/api/admin/businesses/${copyId}/referees`),
    ).toEqual([]);
    expect(
      await adminJson<AdminVoucherDto[]>(admin, 'GET', `/api/admin/businesses/${copyId}/vouchers`),
    ).toEqual([]);

    // Delete the copy: every service forgets it, the original keeps everything.
    const deleting = await adminCall(admin, 'DELETE', `/api/admin/businesses/${copyId}`);
    expect(deleting.status).toBe(202);
    const deleted = await waitForWorkflow(admin, ((await deleting.json()) as AdminWorkflowDto).id);
    expect(deleted).toMatchObject({ kind: 'delete-business', status: 'done' });
    expect((await adminCall(admin, 'GET', `/api/admin/businesses/${copyId}`)).status).toBe(404);
    expect(await adminJson<unknown[]>(admin, 'GET', `/api/admin/businesses/${copyId}/campaigns`)).toEqual([]);
    expect(await adminJson<unknown[]>(admin, 'GET', `/api/admin/businesses/${copyId}/referrers`)).toEqual([]);
    expect((await adminCall(admin, 'GET', `/api/admin/campaigns/${copied.id}`)).status).toBe(404);
    await waitForStatus(copied.headerImage!, 404);

    const original = venue.owner.userId;
    expect(
      await adminJson<unknown[]>(admin, 'GET', `/api/admin/businesses/${original}/campaigns`),
    ).toHaveLength(1);
    expect(
      await adminJson<unknown[]>(admin, 'GET', `/api/admin/businesses/${original}/referrers`),
    ).toHaveLength(1);
    expect(
      await adminJson<unknown[]>(admin, 'GET', `/api/admin/businesses/${original}/vouchers`),
    ).toHaveLength(1);
    expect((await fetch(`${baseUrl()}${venue.headerImage}`)).status).toBe(200);
    expect((await fetch(`${baseUrl()}/api/referrers/code/${venue.referralCode}`)).status).toBe(200);
  });

  it('when the venue an owner is signed in to is deleted, then the session moves to another venue of the login', async () => {
    const copyId = (await duplicate(venue.owner.userId, false)).resultBusinessId!;
    const select = await fetch(`${baseUrl()}/api/user/${copyId}/select`, {
      method: 'POST',
      headers: { cookie: venue.owner.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(select.status).toBe(200);
    const before = (await (
      await fetch(`${baseUrl()}/api/auth/me`, { headers: { cookie: venue.owner.cookie } })
    ).json()) as { user: { id: string } };
    expect(before.user.id).toBe(copyId);

    const deleting = (await (
      await adminCall(admin, 'DELETE', `/api/admin/businesses/${copyId}`)
    ).json()) as AdminWorkflowDto;
    expect((await waitForWorkflow(admin, deleting.id)).status).toBe('done');

    const after = await fetch(`${baseUrl()}/api/auth/me`, { headers: { cookie: venue.owner.cookie } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { user: { id: string } }).user.id).not.toBe(copyId);
  });

  it("when a login's last venue is deleted, then the login is gone: it no longer signs in", async () => {
    const lone = await registerOwnerKnownToCampaigns();
    const deleting = await adminCall(admin, 'DELETE', `/api/admin/businesses/${lone.userId}`);
    expect(deleting.status).toBe(202);
    expect((await waitForWorkflow(admin, ((await deleting.json()) as AdminWorkflowDto).id)).status).toBe(
      'done',
    );
    const login = await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: lone.registration.email, password: lone.registration.password }),
    });
    expect(login.status).toBe(401);
    expect((await fetch(`${baseUrl()}/api/auth/me`, { headers: { cookie: lone.cookie } })).status).toBe(401);
  });

  it('when workflows are listed, then the recent ones show with their steps', async () => {
    const list = await adminJson<AdminWorkflowDto[]>(admin, 'GET', '/api/admin/workflows');
    const mine = list.filter((workflow) => workflow.businessId === venue.owner.userId);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    for (const workflow of mine) expect(workflow.stepsDone).toHaveLength(workflow.totalSteps);
  });
});
