import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { LOGIN_LINK_REQUESTED } from '@referrals/contracts';
import { buildReferrerSignUp, joinWhenKnown, openCampaign } from '../api/referral-support.ts';
import { waitForMail } from '../setup/mailbox.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, openPage, screenshot } from '../support/browser.ts';

/**
 * Signing in to the referrer portal with an e-mailed link on a 360 px wide phone: the login page's "E-mail me a
 * sign-in link", the link opening the dashboard, and the same link opened again saying it no longer works and
 * offering a new one. Every screen passes axe-core with no violation at all.
 */

const PHONE_360 = { width: 360, height: 800 };
const LINK = /https?:\/\/\S+\/referrer\/login\/[A-Za-z0-9_-]+/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('referrer sign-in by e-mail link on a 360 px phone', () => {
  it('when a referrer asks for a link and follows it, then the dashboard opens, and the used link offers a new one', async () => {
    const { campaign } = await openCampaign();
    const form = buildReferrerSignUp(campaign.id, { firstName: 'Lina' });
    await joinWhenKnown(form);

    const { context, page } = await openPage(browser, 'phone');
    await page.setViewportSize(PHONE_360);
    const violations: Record<string, string[]> = {};
    try {
      await page.goto('/referrer/login');
      await page.getByRole('heading', { level: 1, name: 'Referrer Login' }).waitFor();
      await page.getByLabel('Email').fill(form.email);
      await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
      await page.getByRole('status').getByText(LOGIN_LINK_REQUESTED).waitFor();
      violations.requested = await axeViolations(page);

      const mail = await waitForMail(form.email, (message) => LINK.test(message.text));
      const link = new URL(LINK.exec(mail.text)![0]).pathname;
      await page.goto(link);
      await page.waitForURL('**/referrer/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Lina!' }).waitFor();

      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'This sign-in link no longer works' }).waitFor();
      violations.usedLink = await axeViolations(page);
      await screenshot(page, 'referrer-login-link-used', 'phone');
      await page.getByLabel('Email').fill(form.email);
      await page.getByRole('button', { name: 'Send link' }).click();
      await page.getByRole('status').getByText(LOGIN_LINK_REQUESTED).waitFor();
    } finally {
      await context.close();
    }
    expect(violations).toEqual({ requested: [], usedLink: [] });
  });
});
