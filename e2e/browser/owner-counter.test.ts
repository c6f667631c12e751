import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type {
  CampaignRefereeDto,
  CampaignReferrerDto,
  ReferrerRegisteredDto,
  VoucherDto,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { uniqueSuffix } from '@referrals/testing';
import {
  buildReferrerSignUp,
  joinVerified,
  openCampaign,
  verifiedReferee,
  type OpenCampaign,
} from '../api/referral-support.ts';
import {
  JOURNEY_VIEWPORTS,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  type ViewportName,
} from '../support/browser.ts';
import { fakeCamera } from '../support/camera.ts';
import { baseUrl } from '../support/env.ts';

/**
 * The owner's counter (issue 10) on the suites' stack, at a phone's size first: a voucher typed and redeemed,
 * a second redemption refused, a referral recorded for a friend who came in without the link, the campaign's
 * referees, and the voucher page's Redeem button for the business's owner only. The vouchers are issued the way
 * friends get them: a verified referrer's link, the sign-up and the link of the verification e-mail.
 */

/** The referrer's names: unique, so that the counter's search finds exactly them. */
const REFERRER = { firstName: 'Marguerite', lastName: `Counter${uniqueSuffix()}` };
const INVITEE_REWARD = '20% off your first visit';

let browser: Browser;
let seeded: OpenCampaign;
let referrer: ReferrerRegisteredDto;

async function ownerGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { cookie: seeded.owner.cookie } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Asks `path` until `done` holds of its answer: the read models follow the events shortly after. */
async function ownerGetUntil<T>(path: string, done: (answer: T) => boolean): Promise<T> {
  let answer: T | undefined;
  return eventually(
    async () => {
      answer = await ownerGet<T>(path);
      return done(answer) && answer;
    },
    15_000,
    () => `${path} to answer as expected (last: ${JSON.stringify(answer)})`,
  );
}

/** A friend of the referrer, signed up through the link and verified: their welcome voucher. */
async function friendsVoucher(firstName: string): Promise<VoucherDto> {
  return (await verifiedReferee(seeded.campaign.id, referrer.referralCode, { firstName })).voucher;
}

async function signedInPage(viewport: ViewportName): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await openPage(browser, viewport);
  await signIn(page, seeded.owner.registration.email, seeded.owner.registration.password);
  return { page, close: () => context.close() };
}

/** Types `text` as the voucher code on the Redeem screen and waits for the voucher's card. */
async function lookUp(page: Page, text: string): Promise<void> {
  await page.getByLabel('Or type the voucher code').fill(text);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  seeded = await openCampaign();
  referrer = await joinVerified(buildReferrerSignUp(seeded.campaign.id, REFERRER));
});

afterAll(async () => {
  await browser?.close();
});

describe('redeeming a voucher at the counter', () => {
  it('when the owner types the code in lower case without dashes, then the voucher shows and one press redeems it', async () => {
    const voucher = await friendsVoucher('Zoë');
    const { page, close } = await signedInPage('phone');
    try {
      // The header's Redeem entry stands whole within a phone's width, beside the account menu.
      const entry = page.getByRole('link', { name: 'Redeem', exact: true });
      const { x = -1, width = 0 } = (await entry.boundingBox()) ?? {};
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(390);
      await screenshot(page, 'counter-header-dashboard', 'phone');
      await entry.click();
      await page.waitForURL('**/redeem');
      await page.getByRole('heading', { level: 1, name: 'Redeem a voucher' }).waitFor();
      await screenshot(page, 'counter-redeem-empty', 'phone');

      await lookUp(page, voucher.code.replace(/-/g, '').toLowerCase());
      const card = page
        .locator('.ant-card')
        .filter({ has: page.getByRole('heading', { name: INVITEE_REWARD }) });
      await card.waitFor();
      await expect(card.getByText('Valid', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(card.getByText('Welcome reward', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(card.getByText('Zoë', { exact: true }).isVisible()).resolves.toBe(true);
      const redeem = card.getByRole('button', { name: 'Redeem', exact: true });
      const box = await redeem.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThan(300);
      await screenshot(page, 'counter-redeem-voucher', 'phone');

      await redeem.click();
      const success = page.getByRole('status', { name: 'Redeemed' });
      await success.waitFor();
      await expect(success.getByText(INVITEE_REWARD).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { name: /The referrer earned/ }).isVisible()).resolves.toBe(
        true,
      );
      await screenshot(page, 'counter-redeem-success', 'phone');

      // The next customer shows the same voucher again: it reads as used, with no Redeem button.
      await page.getByRole('button', { name: 'Redeem another voucher' }).click();
      await lookUp(page, voucher.code);
      await page.getByText('Already redeemed', { exact: true }).waitFor();
      await expect(page.getByRole('note').textContent()).resolves.toMatch(/was redeemed on/);
      await expect(page.getByRole('button', { name: 'Redeem', exact: true }).count()).resolves.toBe(0);
      await screenshot(page, 'counter-redeem-used', 'phone');
    } finally {
      await close();
    }
  });

  it('when another till redeemed the voucher meanwhile, then Redeem is refused with the server’s message', async () => {
    const voucher = await friendsVoucher('Priya');
    const first = await signedInPage('phone');
    const second = await signedInPage('phone');
    try {
      for (const { page } of [first, second]) {
        await page.goto('/redeem');
        await lookUp(page, voucher.code);
        await page.getByRole('button', { name: 'Redeem', exact: true }).waitFor();
      }
      await first.page.getByRole('button', { name: 'Redeem', exact: true }).click();
      await first.page.getByRole('status', { name: 'Redeemed' }).waitFor();

      await second.page.getByRole('button', { name: 'Redeem', exact: true }).click();
      const refusal = second.page.getByRole('alert', { name: 'Not redeemed' });
      await refusal.waitFor();
      await expect(refusal.textContent()).resolves.toMatch(/already redeemed/i);
      await second.page.getByText('Already redeemed', { exact: true }).waitFor();
      await screenshot(second.page, 'counter-redeem-refused', 'phone');
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("when the owner scans the voucher's QR code with the camera, then its voucher shows, ready to redeem", async () => {
    const voucher = await friendsVoucher('Amara');
    const { page, close } = await signedInPage('phone');
    try {
      await fakeCamera(page, { text: `${baseUrl()}/voucher/${voucher.code}` });
      await page.goto('/redeem');
      await page.getByRole('button', { name: 'Scan QR code' }).click();
      await page.getByRole('heading', { name: INVITEE_REWARD }).waitFor();
      await expect(page.getByLabel('Or type the voucher code').inputValue()).resolves.toBe(voucher.code);
      await expect(page.getByText('Amara', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByLabel('Camera picture').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Redeem', exact: true }).click();
      await page.getByRole('status', { name: 'Redeemed' }).waitFor();
    } finally {
      await close();
    }
  });

  it('when the camera is refused, then it says so and the typed entry stays', async () => {
    const { page, close } = await signedInPage('phone');
    try {
      await fakeCamera(page, { refusal: 'NotAllowedError' });
      await page.goto('/redeem');
      await page.getByRole('button', { name: 'Scan QR code' }).click();
      await page.getByText('Camera access was refused', { exact: false }).waitFor();
      await expect(page.getByLabel('Or type the voucher code').isEditable()).resolves.toBe(true);
      await screenshot(page, 'counter-camera-refused', 'phone');
    } finally {
      await close();
    }
  });

  it('when the code is unknown, then it says so and the entry stays', async () => {
    const { page, close } = await signedInPage('phone');
    try {
      await page.goto('/redeem');
      await lookUp(page, 'ZZZZ-ZZZZ-ZZZZ');
      await page.getByRole('alert').filter({ hasText: 'No voucher has this code' }).waitFor();
      await expect(page.getByLabel('Or type the voucher code').isEditable()).resolves.toBe(true);
    } finally {
      await close();
    }
  });
});

describe('recording a referral at the counter', () => {
  it('when the owner finds the referrer, enters the friend and their consent, then the referral counts at once', async () => {
    await ownerGetUntil<CampaignReferrerDto[]>(
      `/api/referrers/campaign/${seeded.campaign.id}?search=${REFERRER.lastName}`,
      (referrers) => referrers.length === 1,
    );
    const email = `walk.in.${uniqueSuffix()}@example.com`;
    const { page, close } = await signedInPage('phone');
    try {
      await page.goto('/redeem');
      await page.getByRole('link', { name: 'Record a referral' }).click();
      await page.getByRole('heading', { level: 1, name: 'Record a referral' }).waitFor();

      // Without a referrer or the friend's consent nothing is sent: the messages stand under their fields.
      await page.getByRole('button', { name: 'Record referral' }).click();
      await page.getByText('Choose who referred them').waitFor();
      await page.getByText('The friend must agree to be recorded').waitFor();

      await page
        .getByPlaceholder('Name, email, phone or referral code')
        .fill(REFERRER.lastName.toLowerCase());
      await page
        .getByRole('list', { name: 'Matching referrers' })
        .getByRole('button', { name: new RegExp(REFERRER.lastName) })
        .click();
      await page.getByLabel('First name').fill('Walk');
      await page.getByLabel('Last name').fill('In');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('checkbox').check();
      await screenshot(page, 'counter-referral-form', 'phone');
      await page.getByRole('button', { name: 'Record referral' }).click();

      const success = page.getByRole('status', { name: 'Referral recorded' });
      await success.waitFor();
      await expect(success.textContent()).resolves.toContain(
        `Walk In counts as a successful referral by ${REFERRER.firstName}`,
      );
      await expect(success.textContent()).resolves.toContain('redeemed on the spot');
      await screenshot(page, 'counter-referral-success', 'phone');
    } finally {
      await close();
    }

    const referees = await ownerGet<CampaignRefereeDto[]>(
      `/api/referees/campaign/${seeded.campaign.id}?search=${encodeURIComponent(email)}`,
    );
    expect(referees.map((referee) => [referee.recordedByBusiness, referee.voucher?.state])).toEqual([
      [true, 'redeemed'],
    ]);
  });
});

describe("the campaign's referees", () => {
  it.each(JOURNEY_VIEWPORTS)(
    'when opened on a %s, then each referee shows their referrer, status, voucher state, flags with reasons and the in-store marker',
    async (viewport) => {
      const referees = await ownerGetUntil<CampaignRefereeDto[]>(
        `/api/referees/campaign/${seeded.campaign.id}`,
        (list) => list.some((referee) => referee.recordedByBusiness),
      );
      const { page, close } = await signedInPage(viewport);
      try {
        await page.goto(`/campaign/${seeded.campaign.id}/referees`);
        await page.getByRole('heading', { level: 1, name: 'Referees' }).waitFor();
        const rows =
          viewport === 'phone'
            ? page.getByRole('list', { name: 'Referees' }).locator(':scope > li')
            : page.locator('.ant-table-tbody > tr.ant-table-row');
        await rows.first().waitFor();
        await expect(rows.count()).resolves.toBe(referees.length);

        for (const referee of referees) {
          const row = rows.filter({ hasText: referee.email ?? referee.phoneNumber ?? '' });
          const text = (await row.textContent()) ?? '';
          expect(text).toContain(`${referee.firstName} ${referee.lastName}`.trim());
          expect(text).toContain(referee.referrerName ?? '');
          expect(text).toContain(referee.status);
          expect(text.includes('Recorded in store')).toBe(referee.recordedByBusiness);
          if (referee.voucher?.state === 'redeemed') expect(text).toContain('Voucher redeemed');
          for (const flag of referee.flags) expect(text).toContain(flag.reason);
        }
        expect(referees.some((referee) => referee.status === 'Verified')).toBe(true);
        await screenshot(page, 'counter-referees', viewport);

        // The server's search: only the referee recorded in store matches "Walk".
        await page.getByLabel('Search referees').fill('Walk');
        await page.getByLabel('Search referees').press('Enter');
        await rows.filter({ hasText: 'Zoë' }).waitFor({ state: 'detached' });
        await expect(rows.count()).resolves.toBe(1);
        await expect(rows.first().textContent()).resolves.toContain('Walk In');
      } finally {
        await close();
      }
    },
  );
});

describe('the voucher page of an owner who scanned it with the phone’s camera', () => {
  it('when opened anonymously, then it offers no Redeem; signed in as the business, Redeem redeems it', async () => {
    const voucher = await friendsVoucher('Chloé');
    const anonymous = await openPage(browser, 'phone');
    try {
      await anonymous.page.goto(`/voucher/${voucher.code}`);
      await anonymous.page.getByRole('heading', { level: 1, name: INVITEE_REWARD }).waitFor();
      await expect(anonymous.page.getByRole('button', { name: 'Redeem' }).count()).resolves.toBe(0);
    } finally {
      await anonymous.context.close();
    }

    const { page, close } = await signedInPage('phone');
    try {
      await page.goto(`/voucher/${voucher.code}`);
      const redeem = page.getByRole('button', { name: 'Redeem', exact: true });
      await redeem.waitFor();
      await screenshot(page, 'counter-voucher-page-owner', 'phone');
      await redeem.click();
      await page
        .getByRole('status')
        .filter({ hasText: /^Redeemed at \d\d:\d\d$/ })
        .waitFor();
      await page.getByText(/^Redeemed on /).waitFor();
      await expect(redeem.count()).resolves.toBe(0);
      await screenshot(page, 'counter-voucher-page-redeemed', 'phone');
    } finally {
      await close();
    }
  });
});

describe('the counter screens on a desktop', () => {
  it('when the owner opens them, then they fit in one centred column', async () => {
    const voucher = await friendsVoucher('Dev');
    const { page, close } = await signedInPage('desktop');
    try {
      await page.goto('/redeem');
      await lookUp(page, voucher.code);
      await page.getByRole('button', { name: 'Redeem', exact: true }).waitFor();
      await screenshot(page, 'counter-redeem-voucher', 'desktop');
      await page.getByRole('link', { name: 'Record a referral' }).click();
      await page.getByRole('heading', { level: 1, name: 'Record a referral' }).waitFor();
      await page.getByRole('list', { name: 'Matching referrers' }).waitFor();
      await screenshot(page, 'counter-referral-form', 'desktop');
    } finally {
      await close();
    }
  });
});
