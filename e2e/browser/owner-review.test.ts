import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import type { VoucherDto } from '@referrals/contracts';
import { uniqueSuffix } from '@referrals/testing';
import {
  buildReferrerSignUp,
  joinWhenKnown,
  openCampaign,
  verifiedReferee,
  type OpenCampaign,
} from '../api/referral-support.ts';
import { axeViolations } from '../support/axe.ts';
import {
  JOURNEY_VIEWPORTS,
  expectToast,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
  type ViewportName,
} from '../support/browser.ts';

/**
 * Flagged referrals get a decision, in the owner's app at the journeys' sizes: the dashboard's count leads to
 * the campaign's review list, where one referral is approved and another rejected with a reason; at the counter
 * a flagged voucher shows its flags, Redeem approves and redeems it, Reject cancels another with a reason that
 * its public voucher page then shows; the voucher's own page, opened by the owner, shows the flags too and its
 * Redeem approves. axe finds nothing on the review page, the counter's flagged voucher nor that voucher page.
 * Each flagged friend has their referrer's own name ("Same name as the referrer", which needs a decision).
 */

const SAME_NAME = 'Same name as the referrer.';

let browser: Browser;
type Seeded = Awaited<ReturnType<typeof campaignWithFlaggedFriends>>;
/** Per viewport, an owner for the review list and another for the counter, made at once. */
const seeds = new Map<string, Seeded>();

beforeAll(async () => {
  const made = Promise.all(
    JOURNEY_VIEWPORTS.flatMap((viewport) => [
      campaignWithFlaggedFriends('Ana', 'Ben').then((seed) => seeds.set(`review-${viewport}`, seed)),
      campaignWithFlaggedFriends('Cara', 'Dev').then((seed) => seeds.set(`counter-${viewport}`, seed)),
      campaignWithFlaggedFriends('Eve').then((seed) => seeds.set(`voucher-page-${viewport}`, seed)),
    ]),
  );
  browser = await launchBrowser();
  await made;
});

/** The seed made for `key`. */
function seed(key: string): Seeded {
  const found = seeds.get(key);
  if (!found) throw new Error(`no seed ${key}`);
  return found;
}

afterAll(async () => {
  await browser?.close();
});

interface FlaggedFriend {
  /** "Ana Review123": the referrer's name, and the friend's too. */
  referrerName: string;
  firstName: string;
  voucher: VoucherDto;
}

/** A referrer of the campaign and a verified friend of theirs with the same name: a referral to decide. */
async function flaggedFriend(open: OpenCampaign, firstName: string): Promise<FlaggedFriend> {
  const lastName = `Review${uniqueSuffix()}`;
  const referrer = await joinWhenKnown(buildReferrerSignUp(open.campaign.id, { firstName, lastName }));
  const { voucher } = await verifiedReferee(open.campaign.id, referrer.referralCode, { firstName, lastName });
  return { referrerName: `${firstName} ${lastName}`, firstName, voucher };
}

/** A new owner's campaign with a flagged friend of each first name. */
async function campaignWithFlaggedFriends(...firstNames: string[]) {
  const open = await openCampaign();
  const friends = await Promise.all(firstNames.map((firstName) => flaggedFriend(open, firstName)));
  return { open, friends };
}

async function signedInPage(open: OpenCampaign, viewport: ViewportName) {
  const { context, page } = await openPage(browser, viewport);
  await signIn(page, open.owner.registration.email, open.owner.registration.password);
  return { page, close: () => context.close() };
}

/** The review list's card of a friend. */
const reviewCard = (within: Page | Locator, friend: FlaggedFriend) =>
  within.getByRole('listitem', { name: `${friend.firstName}, referred by ${friend.referrerName}` });

/** Types the voucher's code on the Redeem screen and waits for its card. */
async function lookUp(page: Page, voucher: VoucherDto): Promise<void> {
  await page.getByLabel('Or type the voucher code').fill(voucher.code);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('heading', { name: voucher.rewardDescription }).waitFor();
}

describe('the review of flagged referrals', () => {
  it.each(JOURNEY_VIEWPORTS)(
    'when the owner on a %s follows the dashboard’s count, then the list shows who referred whom and why, and approves one and rejects another with a reason',
    async (viewport) => {
      const {
        open,
        friends: [ana, ben],
      } = seed(`review-${viewport}`);
      const { page, close } = await signedInPage(open, viewport);
      try {
        const notice = page.getByRole('status').filter({ hasText: '2 referrals to review' });
        await notice.waitFor();
        await screenshot(page, 'review-dashboard-count', viewport);
        await notice.getByRole('link', { name: `${open.campaign.name}: 2 referrals to review` }).click();
        await page.waitForURL(`**/campaign/${open.campaign.id}/review`);
        await page.getByRole('heading', { level: 1, name: 'Flagged referrals' }).waitFor();
        await page.getByRole('heading', { name: 'To review (2)' }).waitFor();
        for (const friend of [ana, ben]) {
          const card = reviewCard(page, friend);
          await expect(card.textContent()).resolves.toContain(SAME_NAME);
          await expect(card.textContent()).resolves.toContain('approved automatically on');
        }
        await expect(axeViolations(page)).resolves.toEqual([]);
        await screenshot(page, 'review-list', viewport);

        await reviewCard(page, ana).getByRole('button', { name: 'Approve' }).click();
        await expectToast(page, 'Referral approved');
        await page.getByRole('heading', { name: 'To review (1)' }).waitFor();

        const benCard = reviewCard(page, ben);
        await benCard.getByRole('button', { name: 'Reject…' }).click();
        await benCard.getByRole('button', { name: 'Reject referral' }).click();
        await benCard.getByRole('alert').filter({ hasText: 'Give a reason for the rejection' }).waitFor();
        await benCard.getByLabel(/^Reason/).fill('The friend is the referrer.');
        await screenshot(page, 'review-reject-reason', viewport);
        await benCard.getByRole('button', { name: 'Reject referral' }).click();
        await expectToast(page, 'Referral rejected');
        await page.getByRole('heading', { name: 'To review (0)' }).waitFor();

        const decided = page.getByRole('region', { name: 'Decided' });
        await expect(reviewCard(decided, ana).textContent()).resolves.toContain('Approved by you on ');
        await expect(reviewCard(decided, ben).textContent()).resolves.toMatch(
          /Rejected by you on .*Reason: The friend is the referrer\./,
        );
        await expect(axeViolations(page)).resolves.toEqual([]);
        await screenshot(page, 'review-decided', viewport);
      } finally {
        await close();
      }
    },
  );
});

describe('a flagged voucher at the counter', () => {
  it.each(JOURNEY_VIEWPORTS)(
    'when the owner on a %s looks a flagged voucher up, then its flags show; Redeem approves and redeems it, and Reject cancels another with a reason its voucher page shows',
    async (viewport) => {
      const {
        open,
        friends: [cara, dev],
      } = seed(`counter-${viewport}`);
      const { page, close } = await signedInPage(open, viewport);
      try {
        await page.goto('/redeem');
        await lookUp(page, cara.voucher);
        const flagged = page.getByRole('region', { name: 'Flagged: your decision' });
        await expect(flagged.textContent()).resolves.toContain(`Referred by ${cara.referrerName}`);
        await expect(flagged.getByRole('list', { name: 'Flags' }).textContent()).resolves.toContain(
          SAME_NAME,
        );
        await expect(axeViolations(page)).resolves.toEqual([]);
        await screenshot(page, 'review-counter-flagged', viewport);

        await page.getByRole('button', { name: 'Redeem', exact: true }).click();
        await page.getByRole('status', { name: 'Redeemed' }).waitFor();
        await page.getByRole('button', { name: 'Redeem another voucher' }).click();

        // The first redemption approved the referral: its voucher now reads as approved and used.
        await lookUp(page, cara.voucher);
        await page.getByRole('region', { name: /^Flagged, approved on / }).waitFor();
        await page.getByText('Already redeemed', { exact: true }).waitFor();

        await lookUp(page, dev.voucher);
        await page.getByRole('button', { name: 'Reject…' }).click();
        await page.getByLabel(/^Reason/).fill('Signed up for yourself.');
        await expect(axeViolations(page)).resolves.toEqual([]);
        await screenshot(page, 'review-counter-reject', viewport);
        await page.getByRole('button', { name: 'Reject referral' }).click();
        await page.getByRole('status', { name: 'Referral rejected' }).waitFor();
        await screenshot(page, 'review-counter-rejected', viewport);
      } finally {
        await close();
      }

      const anonymous = await openPage(browser, viewport);
      try {
        await anonymous.page.goto(`/voucher/${dev.voucher.code}`);
        await anonymous.page.getByText('Cancelled', { exact: true }).waitFor();
        await anonymous.page
          .getByText(`${dev.voucher.businessName}’s reason: Signed up for yourself.`)
          .waitFor();
        await screenshot(anonymous.page, 'review-voucher-cancelled', viewport);
      } finally {
        await anonymous.context.close();
      }
    },
  );
});

describe('a flagged voucher on its own page, opened by the owner', () => {
  it.each(JOURNEY_VIEWPORTS)(
    'when the owner on a %s scans a flagged voucher’s QR code, then its page shows the flags and Redeem approves the referral as it redeems it',
    async (viewport) => {
      const {
        open,
        friends: [eve],
      } = seed(`voucher-page-${viewport}`);
      const { page, close } = await signedInPage(open, viewport);
      try {
        await page.goto(`/voucher/${eve.voucher.code}`);
        const flagged = page.getByRole('region', { name: 'Flagged: your decision' });
        await expect(flagged.textContent()).resolves.toContain(`Referred by ${eve.referrerName}`);
        await expect(flagged.getByRole('list', { name: 'Flags' }).textContent()).resolves.toContain(
          SAME_NAME,
        );
        await expect(flagged.textContent()).resolves.toContain('Redeem approves the referral');
        await expect(axeViolations(page)).resolves.toEqual([]);
        await screenshot(page, 'review-voucher-page-flagged', viewport);

        await page.getByRole('button', { name: 'Redeem', exact: true }).click();
        await page.getByText(/^Redeemed at \d\d:\d\d$/).waitFor();

        // Redeem was the decision: at the counter the referral reads as approved, and the voucher as used.
        await page.goto('/redeem');
        await lookUp(page, eve.voucher);
        await page.getByRole('region', { name: /^Flagged, approved on / }).waitFor();
        await page.getByText('Already redeemed', { exact: true }).waitFor();
      } finally {
        await close();
      }
    },
  );
});
