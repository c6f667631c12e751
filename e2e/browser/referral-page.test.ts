import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { waitForMail } from '../setup/mailbox.ts';
import { launchBrowser, openPage, screenshot, signIn } from '../support/browser.ts';
import { fakeCamera } from '../support/camera.ts';
import { baseUrl } from '../support/env.ts';
import { REFERRAL_PAGE_CAMPAIGN, seedReferralCampaign, seedReferrer } from '../support/referral-page.ts';

/**
 * The referral loop in the browser (docs/product-rules.md §2 "Public referral page") at phone size, end to end:
 * a customer joins and confirms their e-mail, a friend signs up through their link and verifies, the owner
 * scans the friend's voucher at the counter and redeems it, the customer's reward e-mail arrives, and the
 * owner's dashboard, open all along, shows the referral, the conversion and the redemption without a reload.
 * E-mails are read from the e2e stack's SMTP server, as the people would get them.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The verification link of the e-mail sent to `email`. */
async function verificationLinkFor(email: string, other?: string): Promise<string> {
  const mail = await waitForMail(
    email,
    (message) => /\/verify\//.test(message.text) && !(other && message.text.includes(other)),
  );
  const link = /https?:\/\/\S+\/verify\/[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return link;
}

/** Every message the referral form shows for a referrer submitted empty (docs/product-rules.md §5). */
const EMPTY_FORM_MESSAGES = [
  'First name is required',
  'Last name is required',
  'Valid email is required',
  'Phone number is required',
  'Postcode is required',
  'Password must be at least 6 characters',
  'You must consent to participate',
  'You must accept the privacy policy',
];

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  postcode: string;
  password: string;
}

/** Fills the referral page's form for a customer joining and ticks the two required consents. */
async function fillSignUp(page: Page, person: Person): Promise<void> {
  const form = page.getByRole('form');
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Phone number').fill(person.phoneNumber);
  await form.getByLabel('Postcode').fill(person.postcode);
  await form.getByLabel('Password').fill(person.password);
  await form.getByLabel(/I agree to take part/).check();
  await form.getByLabel('I accept the privacy policy').check();
}

/**
 * Fills a friend's sign-up on a campaign that asks nothing more ("What we ask a friend" off): first name,
 * e-mail and the two required consents; no password.
 */
async function fillFriendSignUp(page: Page, friend: Pick<Person, 'firstName' | 'email'>): Promise<void> {
  const form = page.getByRole('form');
  for (const field of ['Last name', 'Phone number', 'Postcode', 'Password']) {
    expect(await form.getByLabel(field, { exact: true }).count()).toBe(0);
  }
  await form.getByLabel('First name').fill(friend.firstName);
  await form.getByLabel('Email').fill(friend.email);
  await form.getByLabel(/I agree to take part/).check();
  await form.getByLabel('I accept the privacy policy').check();
}

describe('the referral loop on a phone', () => {
  it('when a customer joins, a friend signs up through their link and the owner redeems the voucher at the counter, then the customer is rewarded and the dashboard shows it', async () => {
    const { owner, campaign, pagePath } = await seedReferralCampaign();
    // Another customer joined first: the referral service has heard of the campaign by now.
    await seedReferrer(campaign.id);
    const suffix = Date.now().toString(36);
    const customer: Person = {
      firstName: 'Priya',
      lastName: 'Shah',
      email: `priya-${suffix}@example.com`,
      phoneNumber: '07700 900111',
      postcode: 'BS8 1TH',
      password: 'priya-secret-1',
    };
    const friend = { firstName: 'Tom', email: `tom-${suffix}@example.com` };

    const { context, page } = await openPage(browser, 'phone');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    let link: string;
    let voucherCode!: string;
    try {
      await page.goto(pagePath);
      await page.getByRole('heading', { level: 1, name: campaign.businessName }).waitFor();
      await page.getByRole('img', { name: `${campaign.businessName} logo` }).waitFor();
      for (const box of ['Welcome', 'How It Works', 'Why Refer Us?']) {
        await page.getByRole('heading', { name: box, exact: true }).waitFor();
      }
      const rewards = page.getByRole('region', { name: 'Rewards' });
      await rewards.getByText('20% off', { exact: true }).waitFor();
      await rewards.getByText('Maximum discount: £50').waitFor();
      await rewards.getByText('£10 off', { exact: true }).waitFor();
      await screenshot(page, 'referral-page', 'phone');

      await page.getByRole('button', { name: 'Get My Referral Link' }).click();
      for (const message of EMPTY_FORM_MESSAGES) {
        await page.getByText(message, { exact: true }).waitFor();
      }
      // The first invalid field has the focus, so the message is read where the visitor types.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('join-firstName');
      await screenshot(page, 'referral-form-errors', 'phone');

      await fillSignUp(page, customer);
      await page.getByRole('button', { name: 'Get My Referral Link' }).click();
      await page.getByRole('heading', { name: `You're in, ${customer.firstName}!` }).waitFor();
      link = await page.getByLabel('Your referral link').inputValue();
      expect(link).toMatch(new RegExp(`^${baseUrl()}/refer/${campaign.businessSlug}/[A-Za-z0-9]{8,}$`));
      await page.getByRole('button', { name: 'Copy Link' }).click();
      await page.getByRole('button', { name: 'Copied!' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      for (const target of ['WhatsApp', 'Facebook', 'X', 'Email']) {
        await page.getByRole('link', { name: new RegExp(`^${target}\\b`) }).waitFor();
      }
      await screenshot(page, 'referral-link', 'phone');

      await page.getByRole('button', { name: 'Register Another Referrer' }).click();
      expect(await page.getByLabel('First name').inputValue()).toBe('');
    } finally {
      await context.close();
    }

    const visit = await openPage(browser, 'phone');
    try {
      const friendPage = visit.page;
      await friendPage.goto(new URL(link).pathname);
      await friendPage.getByText(`You were referred by ${customer.firstName}`).waitFor();
      await friendPage.getByRole('heading', { name: 'Welcome, friend!' }).waitFor();
      await friendPage.getByRole('heading', { name: 'How it works', exact: true }).waitFor();
      expect(await friendPage.getByText('An untitled box is not shown.').count()).toBe(0);
      // A friend is not asked how long they have been a customer.
      expect(await friendPage.getByLabel(/How long have you been a customer/).count()).toBe(0);
      await screenshot(friendPage, 'referral-page-invited', 'phone');

      await fillFriendSignUp(friendPage, friend);
      await friendPage.getByRole('button', { name: 'Sign Up & Get My Reward' }).click();
      await friendPage.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      await friendPage.getByText(friend.email).waitFor();
      await screenshot(friendPage, 'referral-signed-up', 'phone');

      // Say the e-mail never came: signing up again with the same e-mail sends a new link instead of refusing.
      const firstLink = await verificationLinkFor(friend.email);
      await friendPage.reload();
      await fillFriendSignUp(friendPage, friend);
      await friendPage.getByRole('button', { name: 'Sign Up & Get My Reward' }).click();
      await friendPage.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      await friendPage.getByText(/We sent a new verification link to/).waitFor();
      await friendPage.getByText(/Links sent before no longer work\./).waitFor();

      const verifyLink = await verificationLinkFor(friend.email, firstLink);
      expect(verifyLink.startsWith(`${baseUrl()}/verify/`)).toBe(true);
      await friendPage.goto(new URL(verifyLink).pathname + new URL(verifyLink).search);
      await friendPage.getByRole('heading', { name: 'Verified!' }).waitFor();
      const voucher = friendPage.getByRole('group', { name: 'Your voucher' });
      await voucher.getByText(REFERRAL_PAGE_CAMPAIGN.inviteeRewardName).waitFor();
      await voucher.getByText(/20% off · Maximum discount: £50/).waitFor();
      const code = (await voucher.locator('strong').innerText()).trim();
      const toVoucher = friendPage.getByRole('link', { name: 'View Your Voucher' });
      expect(await toVoucher.getAttribute('href')).toBe(`/voucher/${code}`);
      await screenshot(friendPage, 'verified', 'phone');

      // The link again: already verified, the same voucher, nothing new issued.
      await friendPage.reload();
      await friendPage.getByRole('heading', { name: 'Already verified' }).waitFor();
      await friendPage.getByRole('group', { name: 'Your voucher' }).getByText(code).waitFor();
      voucherCode = code;
    } finally {
      await visit.context.close();
    }

    // The customer confirms their e-mail: rewards wait for it.
    const confirmation = await openPage(browser, 'phone');
    try {
      const confirmLink = new URL(await verificationLinkFor(customer.email));
      await confirmation.page.goto(confirmLink.pathname + confirmLink.search);
      await confirmation.page.getByRole('heading', { name: 'E-mail confirmed' }).waitFor();
    } finally {
      await confirmation.context.close();
    }

    // The owner watches the dashboard on one phone and redeems at the counter on another.
    const dashboard = await openPage(browser, 'phone');
    const counter = await openPage(browser, 'phone');
    try {
      await signIn(dashboard.page, owner.registration.email, owner.registration.password);
      const total = dashboard.page.locator('.ant-card', { hasText: 'Total Referrals' });
      await total.getByText('1', { exact: true }).waitFor();
      const conversion = dashboard.page.locator('.ant-card', { hasText: 'Conversion Rate' });
      await conversion.getByText('0%', { exact: true }).waitFor();

      await fakeCamera(counter.page, { text: `${baseUrl()}/voucher/${voucherCode}` });
      await signIn(counter.page, owner.registration.email, owner.registration.password);
      await counter.page.goto('/redeem');
      await counter.page.getByRole('button', { name: 'Scan QR code' }).click();
      await counter.page.getByRole('heading', { name: REFERRAL_PAGE_CAMPAIGN.inviteeRewardName }).waitFor();
      await counter.page.getByText(friend.firstName, { exact: true }).waitFor();
      await counter.page.getByRole('button', { name: 'Redeem', exact: true }).click();
      await counter.page.getByRole('status', { name: 'Redeemed' }).waitFor();
      await counter.page.getByText(REFERRAL_PAGE_CAMPAIGN.constantRewardName).first().waitFor();
      await screenshot(counter.page, 'loop-redeemed', 'phone');

      const reward = await waitForMail(customer.email, (mail) => /You earned a reward/.test(mail.subject));
      expect(reward.text).toContain(REFERRAL_PAGE_CAMPAIGN.constantRewardName);
      expect(reward.text).toMatch(/\/voucher\/[A-Z0-9-]+/);

      // The dashboard follows without a reload (its 2-second poll): one referral, converted, one of the two
      // vouchers issued (the friend's and the customer's reward) redeemed.
      await conversion.getByText('100%', { exact: true }).waitFor();
      const redeemed = dashboard.page.locator('.ant-card', { hasText: 'Vouchers Redeemed' });
      // The figure, not the chart's axis label of the same card row.
      await redeemed.locator('div').getByText('1', { exact: true }).first().waitFor();
      await dashboard.page.getByText('2 vouchers issued', { exact: true }).waitFor();
      await screenshot(dashboard.page, 'loop-dashboard', 'phone');
    } finally {
      await dashboard.context.close();
      await counter.context.close();
    }
  });

  it('when the business is unknown, then "Business Not Found" shows', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await page.goto('/refer/no-such-business-anywhere');
      await page.getByRole('heading', { name: 'Business Not Found' }).waitFor();
      await screenshot(page, 'referral-business-not-found', 'phone');
    } finally {
      await context.close();
    }
  });

  it('when a verification link is unknown, then the page says it is not valid', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await page.goto('/verify/no-such-token');
      await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
      await screenshot(page, 'verify-invalid', 'phone');
    } finally {
      await context.close();
    }
  });
});
