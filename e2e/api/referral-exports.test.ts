import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { eventually } from '@referrals/service-kit/testing';
import type {
  CampaignReferrerDto,
  ReferrerRegisteredDto,
  RefereeExportRecord,
  ReferrerConsentRecord,
} from '@referrals/contracts';
import { registerOwnerKnownToCampaigns, useStack, type RegisteredOwner } from '../support/api.ts';
import {
  buildRefereeSignUp,
  buildReferrerSignUp,
  joinVerified,
  joinWhenKnown,
  openCampaign,
  verifiedReferee,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * The Export Data dialog's friends (referees) and the referrers' marketing consent: what each record says, in
 * words, and who may ask.
 */

const { spec } = pactum;

let open: OpenCampaign;
let stranger: RegisteredOwner;
let ria: ReferrerRegisteredDto;
let ben: ReferrerRegisteredDto;
let cameIn: { email: string; voucher: { code: string } };
let signedUpEmail: string;

const exportOf = async <T>(path: string, cookie = open.owner.cookie): Promise<T[]> =>
  (await spec().get(path).withHeaders('Cookie', cookie).expectStatus(200).toss()).body as T[];

beforeAll(async () => {
  useStack();
  open = await openCampaign();
  stranger = await registerOwnerKnownToCampaigns();
  ria = await joinVerified(
    buildReferrerSignUp(open.campaign.id, { firstName: 'Ria', lastName: 'Sharma', marketingConsent: true }),
  );
  ben = await joinWhenKnown(
    buildReferrerSignUp(open.campaign.id, { firstName: 'Ben', lastName: 'Okafor', marketingConsent: false }),
  );
  // Ria's friend confirms, consents to marketing and comes in; Ben's signs up and goes no further.
  cameIn = await verifiedReferee(open.campaign.id, ria.referralCode, {
    firstName: 'Cara',
    marketingConsent: true,
  });
  await spec()
    .post(`/api/vouchers/code/${cameIn.voucher.code}/redeem`)
    .withHeaders('Cookie', open.owner.cookie)
    .expectStatus(200);
  const friend = buildRefereeSignUp(open.campaign.id, ben.referralCode, {
    firstName: 'Dev',
    marketingConsent: false,
  });
  signedUpEmail = friend.email;
  await spec().post('/api/referees').withJson(friend).expectStatus(201);
}, 90_000);

describe('GET /api/referees/export/{userId}', () => {
  it('when the owner exports the friends, then each says in words its consent, how far it got, who referred it and its voucher', async () => {
    const records = await exportOf<RefereeExportRecord>(`/api/referees/export/${open.owner.userId}`);
    expect(records).toHaveLength(2);
    // Newest first.
    expect(records.map((record) => record.email)).toEqual([signedUpEmail, cameIn.email]);
    const [signedUp, redeemed] = records;

    expect(redeemed).toMatchObject({
      firstName: 'Cara',
      email: cameIn.email,
      campaignId: open.campaign.id,
      campaignName: open.campaign.name,
      marketingConsent: 'Yes',
      state: 'Came in',
      referredBy: 'Ria Sharma',
      voucherCode: cameIn.voucher.code,
      voucherState: 'Redeemed',
      redeemedBy: `${open.campaign.businessName} (counter)`,
    });
    expect(Date.now() - Date.parse(redeemed!.redeemedAt)).toBeLessThan(5 * 60_000);
    expect(signedUp).toMatchObject({
      firstName: 'Dev',
      marketingConsent: 'No',
      state: 'Signed up',
      referredBy: 'Ben Okafor',
      voucherCode: '',
      voucherState: '',
      redeemedAt: '',
      redeemedBy: '',
    });
  });

  it('when the export is asked by another owner, nobody or for a business that is no business, then it is refused', async () => {
    await spec()
      .get(`/api/referees/export/${open.owner.userId}`)
      .withHeaders('Cookie', stranger.cookie)
      .expectStatus(404);
    await spec().get(`/api/referees/export/${open.owner.userId}`).expectStatus(401);
    await spec()
      .get('/api/referees/export/not-a-business')
      .withHeaders('Cookie', open.owner.cookie)
      .expectStatus(404);
  });
});

describe('GET /api/referrers/marketing-consent/{userId}', () => {
  it('when the owner exports the referrers, then each one carries their marketing consent in words', async () => {
    const consents = await exportOf<ReferrerConsentRecord>(
      `/api/referrers/marketing-consent/${open.owner.userId}`,
    );
    expect(consents).toEqual(
      expect.arrayContaining([
        { referrerId: ria.id, marketingConsent: 'Yes' },
        { referrerId: ben.id, marketingConsent: 'No' },
      ]),
    );
    expect(consents).toHaveLength(2);
    // The referrers' export names the same referrers, so each row finds its consent.
    const referrers = await eventually(
      async () => {
        const rows = await exportOf<CampaignReferrerDto>(`/api/referrers/export/${open.owner.userId}`);
        return rows.length === 2 && rows;
      },
      15_000,
      'both referrers in the referrers export',
    );
    expect(referrers.map(({ id }) => id).sort()).toEqual([ria.id, ben.id].sort());
  });

  it('when another owner or nobody asks, then it is refused', async () => {
    await spec()
      .get(`/api/referrers/marketing-consent/${open.owner.userId}`)
      .withHeaders('Cookie', stranger.cookie)
      .expectStatus(404);
    await spec().get(`/api/referrers/marketing-consent/${open.owner.userId}`).expectStatus(401);
  });
});
