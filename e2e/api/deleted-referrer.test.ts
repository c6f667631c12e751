import { beforeAll, describe, expect, it } from '@jest/globals';
import pactum from 'pactum';
import { eventually } from '@referrals/service-kit/testing';
import type { CampaignReferrerDto, ReferrerRegisteredDto } from '@referrals/contracts';
import { sessionCookie, useStack } from '../support/api.ts';
import {
  buildReferrerSignUp,
  joinVerified,
  openCampaign,
  verifiedReferee,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * A referrer who deleted their own account, in every list of the owner: "Deleted referrer", none of their
 * details or answers ("Customer for" included, docs/privacy.md), their referrals still counted.
 */

const { spec } = pactum;

const FORM_ANSWERS = {
  firstName: 'Gwen',
  lastName: 'Leaving',
  customerDuration: 'more-than-2-years',
  testimonial: 'Best fringe in town',
  heardAboutBusiness: 'A poster in the window',
} as const;

let open: OpenCampaign;
let gone: ReferrerRegisteredDto;
let email: string;
let friend: { email: string; voucher: { code: string } };

/** Nothing of the referrer who left: their names, e-mail, phone, code or any answer. */
function expectNothingOfThem(body: unknown): void {
  const text = JSON.stringify(body);
  for (const value of [...Object.values(FORM_ANSWERS), email, gone.referralCode]) {
    expect(text).not.toContain(value);
  }
}

const owner = (path: string) => spec().get(path).withHeaders('Cookie', open.owner.cookie).expectStatus(200);

beforeAll(async () => {
  useStack();
  open = await openCampaign();
  const form = buildReferrerSignUp(open.campaign.id, FORM_ANSWERS);
  email = form.email;
  gone = await joinVerified(form);
  friend = await verifiedReferee(open.campaign.id, gone.referralCode);
  const signedIn = await spec()
    .post('/api/referrers/auth')
    .withJson({ email, password: form.password })
    .expectStatus(200)
    .toss();
  await spec()
    .post('/api/referrers/me/delete')
    .withHeaders('Cookie', sessionCookie(signedIn.headers, 'rsid'))
    .withJson({ password: form.password })
    .expectStatus(200);
}, 90_000);

describe('a referrer who deleted their account', () => {
  it('when the owner lists and exports the referrers, then the row is "Deleted referrer", marked deleted, without any answer, referrals counted', async () => {
    const row = await eventually(
      async () => {
        const list = (await owner(`/api/referrers/campaign/${open.campaign.id}`).toss())
          .body as CampaignReferrerDto[];
        const found = list.find((referrer) => referrer.id === gone.id);
        return found?.deleted === true && found;
      },
      15_000,
      'the erasure to reach the owner’s referrer list',
    );
    const erased = {
      id: gone.id,
      deleted: true,
      firstName: 'Deleted',
      lastName: 'referrer',
      email: '',
      phoneNumber: '',
      postcode: '',
      referralCode: '',
      customerDuration: null,
      testimonial: null,
      heardAboutBusiness: null,
      totalReferrals: 1,
    };
    expect(row).toMatchObject(erased);
    expectNothingOfThem(row);

    const exported = (await owner(`/api/referrers/export/${open.owner.userId}`).toss())
      .body as CampaignReferrerDto[];
    expect(exported.find((referrer) => referrer.id === gone.id)).toMatchObject(erased);
    expectNothingOfThem(exported);
    const consents = (await owner(`/api/referrers/marketing-consent/${open.owner.userId}`).toss()).body;
    expect(consents).toEqual([{ referrerId: gone.id, marketingConsent: 'No' }]);
  });

  it('when the owner lists or exports the friends, reviews referrals or meets the friend at the counter, then the referrer is a deleted referrer, unnamed', async () => {
    const referees = (await owner(`/api/referees/campaign/${open.campaign.id}`).toss()).body as {
      email: string;
      referrerName: string | null;
    }[];
    expect(referees).toEqual([expect.objectContaining({ email: friend.email, referrerName: null })]);
    expectNothingOfThem(referees);

    const friends = (await owner(`/api/referees/export/${open.owner.userId}`).toss()).body;
    expect(friends).toEqual([
      expect.objectContaining({ email: friend.email, referredBy: 'Deleted referrer' }),
    ]);
    expectNothingOfThem(friends);

    expectNothingOfThem((await owner(`/api/referees/campaign/${open.campaign.id}/review`).toss()).body);
    const atCounter = (await owner(`/api/vouchers/code/${friend.voucher.code}`).toss()).body as {
      referral?: { referrerName: string | null } | null;
    };
    if (atCounter.referral) expect(atCounter.referral.referrerName).toBeNull();
    expectNothingOfThem(atCounter);
  });

  it('when the owner reads the leaderboard, then the referrer is not named there', async () => {
    const board = (await owner(`/api/campaigns/${open.campaign.id}/leaderboard`).toss()).body as {
      id: string;
    }[];
    expect(board.map(({ id }) => id)).not.toContain(gone.id);
    expectNothingOfThem(board);
  });
});
