import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type {
  RefereeVerifiedDto,
  ReferrerRegisteredDto,
  UploadAnswer,
  VoucherDto,
} from '@referrals/contracts';
import { eventually, startTestSmtpServer, type TestSmtpServer } from '@referrals/service-kit/testing';
import { buildCampaign, pngImage, startStack, uniqueSuffix, type RunningStack } from '@referrals/testing';
import { registerOwnerKnownToCampaigns } from '../support/api.ts';
import {
  JOURNEY_VIEWPORTS,
  launchBrowser,
  openPage,
  screenshot,
  type ViewportName,
} from '../support/browser.ts';

/**
 * The voucher page (docs/product-rules.md §2 "Voucher page") on a stack of this suite's own, whose mail goes
 * to an SMTP server started here: a real voucher is issued the way a friend gets one (a referrer's link, the
 * sign-up, the verification e-mail), then shown, scanned for its QR code and downloaded as a PDF whose text
 * `pdftotext` (Debian's poppler-utils) reads. The states a fresh voucher cannot be in yet (redeemed, expired)
 * are drawn from API answers the test gives the page.
 */

/** A day as the page shows it: in the visitor's time zone, which is this machine's for its Chromium too. */
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A business name with the accents the PDF's font must carry. */
const BUSINESS_NAME = `Salon Éloïse & Zoë ${uniqueSuffix()}`;
const REWARD_NAME = '20% off your next cut';

let smtp: TestSmtpServer;
let stack: RunningStack;
let browser: Browser;
let voucher: VoucherDto;
const downloads = mkdtempSync(join(tmpdir(), 'voucher-pdf-'));

async function send<T>(path: string, body: unknown, cookie?: string): Promise<T> {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A person's sign-up on the referral page, consents given. */
const person = (firstName: string, mailbox: string, phoneNumber: string) => ({
  firstName,
  lastName: 'Tester',
  email: `${mailbox}-${uniqueSuffix()}@example.com`,
  phoneNumber,
  postcode: 'BS1 4DJ',
  password: 'correct-horse-battery',
  programConsent: true,
  privacyAccepted: true,
  marketingConsent: false,
});

/**
 * Issues a referee's voucher through the API as the product does: an owner's campaign with a percentage
 * invitee reward and a logo, a referrer, a friend signing up with the referrer's code, and the friend
 * following the link of the verification e-mail.
 */
async function issueVoucher(): Promise<VoucherDto> {
  const owner = await registerOwnerKnownToCampaigns({ businessName: BUSINESS_NAME }, stack.url);
  const form = new FormData();
  form.set('type', 'logoImage');
  form.set(
    'file',
    new Blob([new Uint8Array(pngImage(40, 40, [219, 39, 119]))], { type: 'image/png' }),
    'logo.png',
  );
  const upload = await fetch(`${stack.url}/api/upload`, {
    method: 'POST',
    headers: { cookie: owner.cookie, origin: stack.url },
    body: form,
  });
  expect(upload.status).toBe(201);
  const { url: logoImage } = (await upload.json()) as UploadAnswer;
  const campaign = await send<{ id: string }>(
    '/api/campaigns',
    buildCampaign(owner.userId, {
      logoImage,
      primaryColor: '#7c3aed',
      secondaryColor: '#fbbf24',
      inviteeRewardEnabled: true,
      inviteeRewardName: REWARD_NAME,
      inviteeRewardType: 'percentage',
      inviteeRewardValue: 20,
      inviteeRewardMaxDiscount: 50,
    }),
    owner.cookie,
  );

  // The referral service learns of the campaign from its event: until then the sign-up finds no campaign.
  const referrerBody = { ...person('Jamie', 'jamie', '+44 7911 123456'), campaignId: campaign.id };
  let refusal: unknown;
  const referrer = await eventually(
    () =>
      send<ReferrerRegisteredDto>('/api/referrers', referrerBody).catch((error: unknown) => {
        refusal = error;
        return null;
      }),
    15_000,
    () => `the referral service to take the referrer (${String(refusal)})`,
  );

  const friend = person('Zoë', 'zoe', '+44 7911 654321');
  await send('/api/referees', { ...friend, campaignId: campaign.id, referralCode: referrer.referralCode });
  const mail = await smtp.waitForMessage(
    (message) => message.to.includes(friend.email) && /\/verify\//.test(message.text),
  );
  const token = /\/verify\/([^\s"<>/?#]+)/.exec(mail.text)?.[1];
  const verified = await send<RefereeVerifiedDto>('/api/referees/verify', { token });
  if (!verified.voucher) throw new Error('verifying the referee issued no voucher');
  return verified.voucher;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // All-in-one in both modes: a second distributed stack would share the suites' NATS subjects.
  stack = await startStack({ mode: 'all-in-one', env: { SMTP_URL: smtp.url } });
  browser = await launchBrowser();
  voucher = await issueVoucher();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await smtp?.close();
  rmSync(downloads, { recursive: true, force: true });
});

async function openVoucher(
  viewport: ViewportName,
  code: string,
): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await openPage(browser, viewport, stack.url);
  await page.goto(`/voucher/${encodeURIComponent(code)}`);
  return { page, close: () => context.close() };
}

/** The text of a PDF file as `pdftotext` reads it, whitespace runs as single spaces. */
function pdfText(file: string): string {
  const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr || result.error?.message}`);
  return result.stdout.replace(/\s+/g, ' ');
}

describe('the voucher page of an issued voucher', () => {
  it.each(JOURNEY_VIEWPORTS)(
    'when opened on a %s, then it shows the reward, the cap, the code, the expiry and a QR code of its own address',
    async (viewport) => {
      const { page, close } = await openVoucher(viewport, voucher.code);
      try {
        await page.getByRole('heading', { level: 1, name: REWARD_NAME }).waitFor();
        const card = page.getByRole('article');
        await expect(card.getByText(BUSINESS_NAME, { exact: true }).isVisible()).resolves.toBe(true);
        await expect(card.getByText('20% off', { exact: true }).isVisible()).resolves.toBe(true);
        await expect(card.getByText('Maximum discount: £50').isVisible()).resolves.toBe(true);
        await expect(card.getByText('Available', { exact: true }).isVisible()).resolves.toBe(true);
        await expect(card.locator('[data-voucher-code]').getAttribute('data-voucher-code')).resolves.toBe(
          voucher.code,
        );
        await expect(card.getByText(`Valid until ${dayOf(voucher.expiryDate)}`).isVisible()).resolves.toBe(
          true,
        );
        const qr = page.getByRole('img', { name: "QR code of this voucher's address" });
        await expect(qr.getAttribute('data-qr-value')).resolves.toBe(`${stack.url}/voucher/${voucher.code}`);
        await expect(qr.locator('path').getAttribute('d')).resolves.toMatch(/^M\d/);
        await expect(page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).resolves.toContain(
          encodeURIComponent(`${stack.url}/voucher/${voucher.code}`),
        );
        await screenshot(page, 'voucher', viewport);
      } finally {
        await close();
      }
    },
  );

  it('when the voucher is shared, then only WhatsApp, e-mail and Copy link are offered: nothing posts it publicly', async () => {
    const { page, close } = await openVoucher('phone', voucher.code);
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
      const address = `${stack.url}/voucher/${voucher.code}`;
      const share = page.getByRole('region', { name: 'Share this voucher' });
      await share.waitFor();
      const links = share.getByRole('link');
      expect(await links.allTextContents()).toEqual(['WhatsApp', 'Email']);
      await expect(links.nth(1).getAttribute('href')).resolves.toContain(encodeURIComponent(address));
      expect(await share.getByRole('button').allTextContents()).toEqual(['Copy link']);
      expect(await page.getByRole('link', { name: /Facebook|Twitter|^X$/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Share/ }).count()).toBe(0);

      await share.getByRole('button', { name: 'Copy link' }).click();
      await share.getByRole('button', { name: 'Copied!' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    } finally {
      await close();
    }
  });

  it('when Download PDF is pressed, then a PDF named after the code holds the business, the reward, the code and the expiry', async () => {
    const { page, close } = await openVoucher('phone', voucher.code);
    try {
      await page.getByRole('heading', { level: 1, name: REWARD_NAME }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`voucher-${voucher.code}.pdf`);
      const file = join(downloads, download.suggestedFilename());
      await download.saveAs(file);

      const text = pdfText(file);
      expect(text).toContain(BUSINESS_NAME);
      expect(text).toContain(REWARD_NAME);
      expect(text).toContain('20% off');
      expect(text).toContain('Maximum discount: £50');
      expect(text.replace(/ /g, '')).toContain(voucher.code);
      expect(text).toContain(`Valid until ${dayOf(voucher.expiryDate)}`);
    } finally {
      await close();
    }
  });

  it('when the PDF cannot be made (its font does not arrive), then the page says so under the button', async () => {
    const { page, close } = await openVoucher('phone', voucher.code);
    try {
      await page.route('**/*.ttf', (route) => route.abort());
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'The PDF could not be made. Check your connection and try again.' })
        .waitFor();
      await expect(page.getByRole('button', { name: 'Download PDF' }).isEnabled()).resolves.toBe(true);
    } finally {
      await close();
    }
  });

  it('when an unknown code is opened, then it fetches the same scripts as a real voucher and reads "Voucher Not Found"', async () => {
    // The page-weight row of /voucher/... (e2e/web/budgets.ts) loads an unknown code: this is why it may.
    const scriptsOf = async (code: string, heading: string) => {
      const { context, page } = await openPage(browser, 'phone', stack.url);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      try {
        await page.goto(`/voucher/${code}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        if (heading === 'Voucher Not Found') await screenshot(page, 'voucher-not-found', 'phone');
        return scripts.sort();
      } finally {
        await context.close();
      }
    };
    expect(await scriptsOf('NO-SUCH-VOUCHER', 'Voucher Not Found')).toEqual(
      await scriptsOf(voucher.code, REWARD_NAME),
    );
  });
});

describe('the voucher page in each state', () => {
  /** The issued voucher as the API would answer it in another state or with another reward. */
  const variant = (overrides: Partial<VoucherDto>): VoucherDto => ({ ...voucher, ...overrides });

  async function showAnswer(answer: VoucherDto) {
    const { context, page } = await openPage(browser, 'phone', stack.url);
    await page.route('**/api/vouchers/code/**', (route) => route.fulfill({ json: answer }));
    await page.goto(`/voucher/${answer.code}`);
    await page.getByRole('heading', { level: 1, name: answer.rewardDescription }).waitFor();
    return { page, close: () => context.close() };
  }

  it.each([
    [{ rewardType: 'fixed', value: 10, maxDiscount: null, rewardDescription: '£10 off a colour' }, '£10 off'],
    [{ rewardType: 'free', value: null, maxDiscount: null, rewardDescription: 'A free fringe trim' }, 'Free'],
  ] as const)(
    'when the reward is %j, then its value reads %s and no cap is shown',
    async (overrides, words) => {
      const { page, close } = await showAnswer(variant(overrides));
      try {
        await expect(page.getByText(words, { exact: true }).isVisible()).resolves.toBe(true);
        await expect(page.getByText(/Maximum discount/).count()).resolves.toBe(0);
      } finally {
        await close();
      }
    },
  );

  it('when the voucher was redeemed, then it says when, and offers neither its QR code nor the PDF', async () => {
    const redeemedAt = new Date(Date.now() - 86_400_000).toISOString();
    const { page, close } = await showAnswer(variant({ isRedeemed: true, redeemedAt }));
    try {
      await expect(page.getByText(`Redeemed on ${dayOf(redeemedAt)}`).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('img', { name: /QR code/ }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Download PDF' }).count()).resolves.toBe(0);
      await screenshot(page, 'voucher-redeemed', 'phone');
    } finally {
      await close();
    }
  });

  it('when the voucher is past its expiry, then it reads Expired with the day it expired', async () => {
    const expiryDate = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const { page, close } = await showAnswer(variant({ expiryDate }));
    try {
      await expect(page.getByText('Expired', { exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByText(`Expired on ${dayOf(expiryDate)}`).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Download PDF' }).count()).resolves.toBe(0);
      await screenshot(page, 'voucher-expired', 'phone');
    } finally {
      await close();
    }
  });
});
