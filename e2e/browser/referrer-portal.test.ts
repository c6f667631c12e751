import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { PASSWORD_RESET_REQUESTED } from '@referrals/contracts';
import {
  buildReferrerSignUp,
  joinVerified,
  joinWhenKnown,
  openCampaign,
  verifiedReferee,
} from '../api/referral-support.ts';
import { waitForMail } from '../setup/mailbox.ts';
import { axeViolations } from '../support/axe.ts';
import {
  JOURNEY_VIEWPORTS,
  expectToast,
  launchBrowser,
  openAccountMenuItem,
  openPage,
  screenshot,
} from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';

/**
 * The referrer portal (`/referrer/*`) on a 360 px wide phone, the size it is made for: signing in, the
 * campaigns, the dashboard of a referrer whose friend's voucher was redeemed (link, next milestone, figures,
 * leaderboard), Account Settings, Logout, and a forgotten password reset through the e-mailed link; then, at
 * the journeys' sizes, My rewards (a reward earned by redemptions, its code, QR code and PDF), My friends and
 * the preferences of Account Settings. Every page passes axe-core with no violation at all.
 */

/** The portal's narrowest target. */
const PHONE_360 = { width: 360, height: 800 };
/** The portal's localStorage keys: UI state that signing out removes. */
const STORAGE_KEYS = ['referrerToken', 'referrerData', 'referrerCampaigns', 'referrerCampaign'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A fresh browser (no storage) at 360 px. */
async function openPortal() {
  const opened = await openPage(browser, 'phone');
  await opened.page.setViewportSize(PHONE_360);
  return opened;
}

/** Fills the login form and presses "Sign in". */
async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Closes the toasts on screen with their Close buttons, so that a screenshot shows the page under them. In one
 * step in the page: a toast may leave on its own at any moment.
 */
async function closeToasts(page: Page): Promise<void> {
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLButtonElement>('[data-toast] button[aria-label="Close"]')
      .forEach((button) => button.click()),
  );
  await page.locator('[data-toast]').first().waitFor({ state: 'detached' });
}

/** The portal's storage keys as the page holds them. */
function storedKeys(page: Page): Promise<(string | null)[]> {
  return page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), STORAGE_KEYS);
}

describe('the referrer portal on a 360 px phone', () => {
  it('when a referrer with a redeemed referral signs in, then the dashboard shows their progress and link, and the account can be changed and signed out of', async () => {
    const { owner, campaign, businessSlug } = await openCampaign(undefined, {
      constantRewardEnabled: false,
      milestones: [
        {
          referralCount: 1,
          rewardName: 'Free coffee',
          rewardType: 'product',
          rewardValue: 'Coffee',
          description: 'Any coffee on the menu',
        },
        {
          referralCount: 3,
          rewardName: 'Free cut',
          rewardType: 'service',
          rewardValue: 'Haircut',
          description: 'A cut with any stylist',
        },
      ],
    });
    const form = buildReferrerSignUp(campaign.id, { firstName: 'Ria', lastName: 'Sharma' });
    const ria = await joinVerified(form);
    const friend = await verifiedReferee(campaign.id, ria.referralCode);
    const redeemed = await fetch(`${baseUrl()}/api/vouchers/code/${friend.voucher.code}/redeem`, {
      method: 'POST',
      headers: { cookie: owner.cookie },
    });
    expect(redeemed.status).toBe(200);
    const newPassword = 'a brand new secret';

    const { context, page } = await openPortal();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const accountUpdates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/referrers/update/')) accountUpdates.push(request.method());
    });
    const violations: Record<string, string[]> = {};
    try {
      await page.goto('/referrer/dashboard');
      await page.waitForURL('**/referrer/login');
      await page.getByRole('heading', { level: 1, name: 'Referrer Login' }).waitFor();
      violations.login = await axeViolations(page);
      await screenshot(page, 'referrer-login', 'phone');

      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectToast(page, 'Missing Information', 'Please enter your email and password');
      await submitSignIn(page, form.email, 'not the password');
      await expectToast(page, 'Login Failed');
      await submitSignIn(page, form.email, form.password);

      await page.waitForURL('**/referrer/campaigns');
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Ria!' }).waitFor();
      const card = page.getByRole('listitem').filter({ hasText: campaign.name });
      await card.getByRole('heading', { name: campaign.businessName }).waitFor();
      await card.getByText('Active', { exact: true }).waitFor();
      violations.campaigns = await axeViolations(page);
      await screenshot(page, 'referrer-campaigns', 'phone');

      await card.getByRole('button', { name: 'Access Dashboard' }).click();
      await page.waitForURL('**/referrer/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Ria!' }).waitFor();
      expect(await storedKeys(page)).not.toContain(null);
      await page.getByText(/^1 successful referral$/).waitFor();
      await page.getByText('#1 of 1', { exact: true }).waitFor();
      const nextReward = page.getByRole('region', { name: 'Next Reward Goal' });
      await nextReward.getByText('Free cut', { exact: true }).waitFor();
      await nextReward.getByText('1 of 3 referrals', { exact: true }).waitFor();
      await nextReward.getByText('2 more referrals to unlock your next reward!').waitFor();
      const progress = nextReward.getByRole('progressbar', { name: 'Progress to your next reward' });
      expect(await progress.getAttribute('aria-valuenow')).toBe('33');
      const figures = await page
        .getByRole('region', { name: 'Your referrals' })
        .locator('dl > div')
        .evaluateAll((rows) =>
          rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
        );
      expect(figures).toEqual([
        ['Total referrals', '1'],
        ['Successful', '1'],
        ['Pending', '0'],
        ['Rank', '#1'],
      ]);
      const you = page.getByRole('region', { name: 'Top Referrers' }).getByRole('listitem');
      await you.filter({ hasText: 'You' }).filter({ hasText: '1 successful' }).waitFor();
      violations.dashboard = await axeViolations(page);
      await closeToasts(page);
      await screenshot(page, 'referrer-dashboard', 'phone');

      const link = `${new URL(baseUrl()).origin}/refer/${businessSlug}/${ria.referralCode}`;
      const linkCard = page.getByRole('region', { name: 'Your referral link' });
      expect(await linkCard.getByLabel('Share this link with friends').inputValue()).toBe(link);
      await linkCard.getByRole('button', { name: 'Copy', exact: true }).click();
      await expectToast(page, 'Copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await closeToasts(page);
      const hrefOf = (name: RegExp) => linkCard.getByRole('link', { name }).getAttribute('href');
      const encoded = encodeURIComponent(link);
      expect(await hrefOf(/^WhatsApp/)).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(await hrefOf(/^WhatsApp/)).toContain(encoded);
      expect(await hrefOf(/^Facebook/)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
      expect(await hrefOf(/^X \(Twitter\)/)).toContain(`&url=${encoded}`);
      expect(await hrefOf(/^Email/)).toMatch(new RegExp(`^mailto:\\?subject=.+&body=.*${encoded}`));

      await openAccountMenuItem(page, 'Ria Sharma', 'Account Settings');
      const dialog = page.getByRole('dialog', { name: 'Account Settings' });
      await dialog.getByLabel('First name').fill('Riya');
      await screenshot(page, 'referrer-settings', 'phone');
      await dialog.getByLabel('Current password').fill(form.password);
      await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
      await dialog.getByLabel('Confirm new password').fill('something else');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.getByText('New passwords do not match').waitFor();
      expect(accountUpdates).toEqual([]);
      await dialog.getByLabel('Confirm new password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Account Updated');
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Riya!' }).waitFor();

      await openAccountMenuItem(page, 'Riya Sharma', 'Logout');
      await page.waitForURL('**/referrer/login');
      await expectToast(page, 'Logged out successfully');
      expect(await storedKeys(page)).toEqual([null, null, null, null]);

      await submitSignIn(page, form.email, newPassword);
      await page.waitForURL('**/referrer/campaigns');
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Riya!' }).waitFor();
    } finally {
      await context.close();
    }
    expect(violations).toEqual({ login: [], campaigns: [], dashboard: [] });
  });

  it('when a referrer forgot their password, then the e-mailed link sets a new one that signs in', async () => {
    const { campaign } = await openCampaign();
    const form = buildReferrerSignUp(campaign.id, { firstName: 'Noor' });
    await joinWhenKnown(form);
    const newPassword = 'remembered at last';

    const { context, page } = await openPortal();
    try {
      await page.goto('/referrer/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/referrer/forgot-password');
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      await page.getByLabel('Email').fill(form.email);
      await page.getByRole('button', { name: 'Send link' }).click();
      await page.getByRole('status').getByText(PASSWORD_RESET_REQUESTED).waitFor();

      const mail = await waitForMail(form.email, (message) =>
        /\/referrer\/reset-password\//.test(message.text),
      );
      const link = /https?:\/\/\S+\/referrer\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      if (!link) throw new Error(`no reset link in: ${mail.text}`);
      await page.goto(new URL(link).pathname);
      await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor();

      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL('**/referrer/login');
      await submitSignIn(page, form.email, newPassword);
      await page.waitForURL('**/referrer/campaigns');
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Noor!' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe.each(JOURNEY_VIEWPORTS)('My rewards and My friends on a %s', (viewport) => {
  it('when friends signed up, confirmed and came in, then the reward they earned shows with its code, QR code and PDF, and each friend with their state', async () => {
    const { owner, campaign } = await openCampaign(undefined, {
      constantRewardEnabled: false,
      milestones: [
        {
          referralCount: 1,
          rewardName: 'Free coffee',
          rewardType: 'product',
          rewardValue: 'Coffee',
          description: 'Any coffee on the menu',
        },
      ],
    });
    const form = buildReferrerSignUp(campaign.id, { firstName: 'Ria', lastName: 'Sharma' });
    const ria = await joinVerified(form);
    const visitor = await verifiedReferee(campaign.id, ria.referralCode, { firstName: 'Vic' });
    await verifiedReferee(campaign.id, ria.referralCode, { firstName: 'Cora' });

    const { context, page } = await openPage(browser, viewport);
    const preferenceUpdates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/referrers/me/preferences')) preferenceUpdates.push(request.method());
    });
    const violations: Record<string, string[]> = {};
    try {
      await page.goto('/referrer/login');
      await submitSignIn(page, form.email, form.password);
      await page.waitForURL('**/referrer/campaigns');
      const nav = page.getByRole('navigation', { name: 'Referrer portal' });

      await nav.getByRole('link', { name: 'My rewards' }).click();
      await page.waitForURL('**/referrer/rewards');
      await page.getByRole('heading', { level: 1, name: 'My rewards' }).waitFor();
      await page.getByRole('heading', { name: 'No rewards yet' }).waitFor();
      const rules = page.getByRole('list', { name: 'How you earn rewards' });
      await rules.getByText('1 friend came in:').waitFor();
      await rules.getByText('Free coffee (Coffee)').waitFor();
      violations.noRewards = await axeViolations(page);
      await closeToasts(page);
      await screenshot(page, 'referrer-no-rewards', viewport);

      // Vic's welcome voucher is redeemed at the counter: the milestone's reward is earned.
      const redeemed = await fetch(`${baseUrl()}/api/vouchers/code/${visitor.voucher.code}/redeem`, {
        method: 'POST',
        headers: { cookie: owner.cookie },
      });
      expect(redeemed.status).toBe(200);
      await page.reload();
      const reward = page.getByRole('article', { name: 'Free coffee (Coffee)' });
      await reward.getByText(campaign.businessName, { exact: true }).waitFor();
      await reward.getByText(campaign.name, { exact: true }).waitFor();
      await reward.getByText('Valid', { exact: true }).waitFor();
      await reward.getByText('Earned for 1 successful referral').waitFor();
      await reward.getByText(/^Valid until \d{1,2} \w{3} \d{4}$/).waitFor();
      const code = await page.evaluate(
        () => document.querySelector('[data-qr-value]')?.getAttribute('data-qr-value')?.split('/voucher/')[1],
      );
      expect(code).toMatch(/^[A-Z0-9-]{6,}$/);
      await reward.getByText(code!, { exact: true }).waitFor();
      expect(await reward.getByRole('img', { name: "QR code of this voucher's address" }).count()).toBe(1);
      expect(await reward.getByRole('link', { name: 'Open voucher page' }).getAttribute('href')).toBe(
        `/voucher/${code}`,
      );
      violations.rewards = await axeViolations(page);
      await screenshot(page, 'referrer-rewards', viewport);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        reward.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`voucher-${code}.pdf`);
      const pdf = readFileSync((await download.path())!);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      await nav.getByRole('link', { name: 'My friends' }).click();
      await page.waitForURL('**/referrer/friends');
      await page.getByRole('heading', { level: 1, name: 'My friends' }).waitFor();
      const friends = page.getByRole('region', { name: campaign.businessName }).getByRole('listitem');
      await friends.filter({ hasText: 'Came in' }).filter({ hasText: 'Vic' }).waitFor();
      expect(
        await friends.evaluateAll((items) =>
          items.map((item) => item.textContent?.replace(/Signed up \w{3} \d{4}/, '').trim()),
        ),
      ).toEqual(['CCoraConfirmed', 'VVicCame in']);
      violations.friends = await axeViolations(page);
      await screenshot(page, 'referrer-friends', viewport);

      await openAccountMenuItem(page, 'Ria Sharma', 'Account Settings');
      const dialog = page.getByRole('dialog', { name: 'Account Settings' });
      const preferences = dialog.getByRole('region', { name: 'Preferences' });
      const postcode = preferences.getByLabel('Postcode');
      expect(await postcode.inputValue()).toBe(form.postcode);
      await postcode.fill('  ');
      await preferences.getByRole('button', { name: 'Save preferences' }).click();
      await preferences.getByText('Postcode is required').waitFor();
      expect(preferenceUpdates).toEqual([]);
      violations.settings = await axeViolations(page);
      await screenshot(page, 'referrer-preferences', viewport);
      await postcode.fill('BA1 1AA');
      const consent = preferences.getByLabel(`Send me news and offers from ${campaign.businessName}`);
      const given = await consent.isChecked();
      await consent.setChecked(!given);
      // The e-mails about friends are on until turned off, here or by their own link.
      const friendMails = preferences.getByLabel(`E-mail me about my friends at ${campaign.businessName}`);
      await expect(friendMails.isChecked()).resolves.toBe(true);
      await friendMails.uncheck();
      await preferences.getByRole('button', { name: 'Save preferences' }).click();
      await expectToast(page, 'Preferences Saved');
      expect(preferenceUpdates).toEqual(['PATCH']);
      const me = await page.evaluate(async () => (await fetch('/api/referrers/me')).json());
      expect(me).toMatchObject({
        referrer: { postcode: 'BA1 1AA' },
        campaigns: [{ referrerId: ria.id, marketingConsent: !given, friendMails: false }],
      });
    } finally {
      await context.close();
    }
    expect(violations).toEqual({ noRewards: [], rewards: [], friends: [], settings: [] });
  });
});
