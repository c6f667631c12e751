import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { typicalOpeningHours, type OwnerUser, type VoucherDto } from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { profileOf } from '@referrals/testing';
import {
  buildReferrerSignUp,
  joinVerified,
  openCampaign,
  verifiedReferee,
  waitForStatus,
  type OpenCampaign,
} from '../api/referral-support.ts';
import { adminJson, signInAdmin } from '../support/admin.ts';
import { axeViolations } from '../support/axe.ts';
import { registerOwner } from '../support/api.ts';
import {
  expectToast,
  JOURNEY_VIEWPORTS,
  launchBrowser,
  openAccountMenuItem,
  openPage,
  screenshot,
  signIn,
} from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';

/*
 * Issue 19 on the suites' stack: a friend on the way to the counter finds the business's address, opening hours
 * and booking link on the referral page, the voucher page and its PDF; and while an administrator has paused a
 * business, its referral page, voucher page, counter and owner's banner say so (the banner with the platform's
 * contact e-mail). Phone first; axe on every screen.
 */

const WEEK = typicalOpeningHours();
const BOOKING = 'https://book.example.com/bright-smile';

let browser: Browser;
let placed: OpenCampaign;
let placedVoucher: VoucherDto;
let paused: OpenCampaign;
let pausedVoucher: VoucherDto;
let referralCode: string;
const downloads = mkdtempSync(join(tmpdir(), 'place-pdf-'));

async function voucherRead(code: string): Promise<VoucherDto> {
  return (await (await fetch(`${baseUrl()}/api/vouchers/code/${code}`)).json()) as VoucherDto;
}

/** An open campaign with a verified referrer and a friend's voucher. */
async function campaignWithVoucher(): Promise<{ open: OpenCampaign; voucher: VoucherDto; code: string }> {
  const open = await openCampaign();
  const referrer = await joinVerified(buildReferrerSignUp(open.campaign.id));
  const { voucher } = await verifiedReferee(open.campaign.id, referrer.referralCode);
  return { open, voucher, code: referrer.referralCode };
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ open: placed, voucher: placedVoucher, code: referralCode } = await campaignWithVoucher());
  const saved = await fetch(`${baseUrl()}/api/user/update/${placed.owner.userId}`, {
    method: 'PATCH',
    headers: { cookie: placed.owner.cookie, 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({
      ...profileOf(placed.owner.registration),
      bookingUrl: BOOKING,
      openingHours: WEEK,
    }),
  });
  expect(saved.status).toBe(200);
  await eventually(
    async () => (await voucherRead(placedVoucher.code)).place?.bookingUrl === BOOKING,
    15_000,
    'the referral service to learn of the booking link',
  );

  ({ open: paused, voucher: pausedVoucher } = await campaignWithVoucher());
  await adminJson(await signInAdmin(), 'PUT', `/api/admin/businesses/${paused.owner.userId}/status`, {
    isActive: false,
    reason: 'Unpaid invoices',
  });
  await waitForStatus(`/api/campaigns/slug/${paused.businessSlug}`, 409);
  await eventually(
    async () => (await voucherRead(pausedVoucher.code)).businessPaused,
    15_000,
    'the referral service to learn the business is paused',
  );
});

afterAll(async () => {
  await browser?.close();
  rmSync(downloads, { recursive: true, force: true });
});

/** Checks the "Find {business}" section: address, the week in lines, the booking link. */
async function expectPlace(page: Page, businessName: string, postcode: string): Promise<void> {
  const place = page.getByRole('region', { name: `Find ${businessName}` });
  await place.waitFor();
  await expect(place.getByText(postcode).isVisible()).resolves.toBe(true);
  for (const [days, hours] of [
    ['Monday to Friday', '09:00–17:30'],
    ['Saturday', '09:00–13:00'],
    ['Sunday', 'Closed'],
  ]) {
    const row = place.locator('div').filter({ has: page.getByText(days, { exact: true }) });
    await expect(row.getByText(hours, { exact: true }).isVisible()).resolves.toBe(true);
  }
  await expect(place.getByRole('link', { name: 'Book a visit' }).getAttribute('href')).resolves.toBe(BOOKING);
  await expect(place.getByRole('link', { name: 'Get directions' }).getAttribute('href')).resolves.toContain(
    encodeURIComponent(postcode),
  );
}

/** The text of a PDF file as `pdftotext` reads it, whitespace runs as single spaces. */
function pdfText(file: string): string {
  const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr || result.error?.message}`);
  return result.stdout.replace(/\s+/g, ' ');
}

describe('where and when to find the business', () => {
  it.each(JOURNEY_VIEWPORTS)(
    'when the owner adds a booking link and opening hours in Account Settings on a %s, then a wrong link or time is said where it is, and the right ones are saved',
    async (viewport) => {
      const { registration } = await registerOwner();
      const { context, page } = await openPage(browser, viewport);
      try {
        await signIn(page, registration.email, registration.password);
        await openAccountMenuItem(page, registration.businessName, 'Account Settings');
        const dialog = page.getByRole('dialog', { name: 'Account Settings' });
        await dialog.getByRole('button', { name: 'Add opening hours' }).click();
        await expect(dialog.getByRole('checkbox', { name: 'Closed' }).nth(6).isChecked()).resolves.toBe(true);
        await dialog.getByLabel('Booking link').fill('http://book.example.com/me');
        await dialog.getByLabel('Tuesday opens').fill('18:00');
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await dialog.getByText('Booking link must be a web address starting with https://').waitFor();
        await dialog.getByText('Tuesday: Closing time must be after the opening time').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await dialog
          .getByText('Tuesday: Closing time must be after the opening time')
          .scrollIntoViewIfNeeded();
        await screenshot(page, 'place-account-settings-errors', viewport);

        await dialog.getByLabel('Booking link').fill(BOOKING);
        await dialog.getByLabel('Tuesday opens').fill('09:00');
        await dialog.getByRole('checkbox', { name: 'Closed' }).nth(6).uncheck();
        await dialog.getByLabel('Sunday closes').fill('16:00');
        await dialog.getByLabel('Booking link').scrollIntoViewIfNeeded();
        await screenshot(page, 'place-account-settings', viewport);
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await expectToast(page, 'Account Updated');
        const { user } = (await (await page.request.get('/api/auth/me')).json()) as { user: OwnerUser };
        expect(user.bookingUrl).toBe(BOOKING);
        expect(user.openingHours?.[6]).toEqual({
          day: 'sunday',
          closed: false,
          opens: '09:00',
          closes: '16:00',
        });
      } finally {
        await context.close();
      }
    },
  );

  it.each(JOURNEY_VIEWPORTS)(
    "when a friend opens the referrer's link on a %s, then the page shows the address, the opening hours and the booking link",
    async (viewport) => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await page.goto(`/refer/${placed.businessSlug}/${referralCode}`);
        const { businessName, postcode } = placed.owner.registration;
        await expectPlace(page, businessName, postcode);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, 'place-referral-page', viewport);
      } finally {
        await context.close();
      }
    },
  );

  it.each(JOURNEY_VIEWPORTS)(
    'when the friend opens their voucher on a %s, then it shows them too',
    async (viewport) => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await page.goto(`/voucher/${placedVoucher.code}`);
        const { businessName, postcode } = placed.owner.registration;
        await expectPlace(page, businessName, postcode);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, 'place-voucher-page', viewport);
      } finally {
        await context.close();
      }
    },
  );

  it("when the voucher's PDF is downloaded, then it carries the address, the opening hours and the booking link", async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await page.goto(`/voucher/${placedVoucher.code}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      const file = join(downloads, download.suggestedFilename());
      await download.saveAs(file);
      const text = pdfText(file);
      const { businessName, businessAddress, postcode } = placed.owner.registration;
      expect(text).toContain(`Find ${businessName}`);
      expect(text).toContain(`${businessAddress}, ${postcode}`);
      expect(text).toContain('Monday to Friday: 09:00–17:30');
      expect(text).toContain('Sunday: Closed');
      expect(text).toContain(`Book: ${BOOKING}`);
    } finally {
      await context.close();
    }
  });
});

describe('a business an administrator paused', () => {
  it('when a visitor opens its referral page on a phone, then it says the programme is paused, not that the business is missing', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await page.goto(`/refer/${paused.businessSlug}`);
      await page.getByRole('heading', { level: 1, name: 'Referral programme paused' }).waitFor();
      await expect(
        page
          .getByText(`${paused.owner.registration.businessName}'s referral programme is paused`)
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByText('Business Not Found').count()).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'paused-referral-page', 'phone');
    } finally {
      await context.close();
    }
  });

  it('when the friend opens their voucher on a phone, then it says the voucher cannot be used while the business is paused', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await page.goto(`/voucher/${pausedVoucher.code}`);
      const note = page.getByRole('status').filter({ hasText: 'is paused for now' });
      await note.waitFor();
      await expect(note.textContent()).resolves.toContain('cannot be used while it is');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'paused-voucher-page', 'phone');
    } finally {
      await context.close();
    }
  });

  it('when its owner signs in on a phone, then the banner says it is paused with the platform to write to, and the counter says the voucher waits for it', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      const { businessName, email, password } = paused.owner.registration;
      await signIn(page, email, password);
      const banner = page.getByRole('status').filter({ hasText: `${businessName} is paused` });
      await banner.waitFor();
      const contact = banner.getByRole('link');
      await expect(contact.getAttribute('href')).resolves.toMatch(/^mailto:[^\s@]+@[^\s@?]+\?subject=/);
      const box = await contact.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'paused-owner-banner', 'phone');

      await page.goto('/redeem');
      await page.getByLabel('Or type the voucher code').fill(pausedVoucher.code);
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      const why = page.getByRole('note').filter({ hasText: `${businessName} is paused` });
      await why.waitFor();
      await expect(why.textContent()).resolves.toContain('cannot be redeemed until it is active again');
      await expect(page.getByText('not a business of your account').count()).resolves.toBe(0);
      await expect(page.getByText('Business paused', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Redeem', exact: true }).count()).resolves.toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'paused-counter', 'phone');
    } finally {
      await context.close();
    }
  });
});
