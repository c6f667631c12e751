import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { OwnerUser } from '@referrals/contracts';
import { buildRefereeSignUp, buildReferrerSignUp } from '@referrals/testing';
import { joinWhenKnown, openCampaign } from '../api/referral-support.ts';
import { waitForMail } from '../setup/mailbox.ts';
import { registerOwner } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import {
  JOURNEY_VIEWPORTS,
  expectToast,
  launchBrowser,
  openAccountMenuItem,
  openPage,
  screenshot,
  signIn,
} from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';

/*
 * The owner's say over their e-mails (issue 19): Account Settings' "Time zone and e-mails" section (the
 * business's time zone, the switches of the review and daily summary e-mails), and the page an owner e-mail's
 * unsubscribe link opens. axe finds nothing serious on either.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(JOURNEY_VIEWPORTS)('the owner’s e-mail settings on a %s', (viewport) => {
  it('when the owner picks a time zone and turns the daily summary off, then Account Settings keeps both and shows them next time', async () => {
    const { registration, userId, cookie } = await registerOwner();
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, registration.email, registration.password);
      await openAccountMenuItem(page, registration.businessName, 'Account Settings');
      const dialog = page.getByRole('dialog', { name: 'Account Settings' });
      const section = dialog.getByRole('group', { name: 'Time zone and e-mails' });
      await section.getByText('The platform’s time zone').waitFor();
      const review = section.getByRole('checkbox', { name: 'E-mail me when a referral needs my decision' });
      const summary = section.getByRole('checkbox', { name: /E-mail me a daily summary at 08:00/ });
      expect(await review.isChecked()).toBe(true);
      expect(await summary.isChecked()).toBe(true);
      await section.scrollIntoViewIfNeeded();
      expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
      await screenshot(page, 'owner-mail-settings', viewport);

      await section.getByLabel('Time zone').click();
      await page.keyboard.type('Auckland');
      await page.locator('.ant-select-item-option', { hasText: 'Pacific/Auckland' }).click();
      await summary.uncheck();
      await screenshot(page, 'owner-mail-settings-changed', viewport);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Account Updated');
      await dialog.waitFor({ state: 'hidden' });

      const saved = (await (
        await fetch(`${baseUrl()}/api/user/${userId}`, { headers: { cookie } })
      ).json()) as OwnerUser;
      expect(saved).toMatchObject({ timeZone: 'Pacific/Auckland', dailySummary: false, reviewMails: true });

      await openAccountMenuItem(page, registration.businessName, 'Account Settings');
      await section.getByText('Pacific/Auckland').waitFor();
      expect(await summary.isChecked()).toBe(false);
      expect(await review.isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the owner unsubscribe page', () => {
  it('when the owner opens the unsubscribe link of a review e-mail on a phone, then the page says those e-mails are off for the business, and they are', async () => {
    const open = await openCampaign(baseUrl(), { friendFields: ['lastName'] });
    const referrer = buildReferrerSignUp(open.campaign.id, { firstName: 'Priya', lastName: 'Flagged' });
    const { referralCode } = await joinWhenKnown(referrer);
    const friend = buildRefereeSignUp(open.campaign.id, referralCode, {
      firstName: 'Priya',
      lastName: 'Flagged',
    });
    const signedUp = await fetch(`${baseUrl()}/api/referees`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(friend),
    });
    expect(signedUp.status).toBe(201);
    const mail = await waitForMail(
      open.owner.registration.email,
      (message) => message.subject === 'A referral needs your decision: Priya',
    );
    const link = /https?:\/\/\S+\/api\/owner-unsubscribe\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no unsubscribe link in: ${mail.text}`);
    const { context, page } = await openPage(browser, 'phone');
    try {
      await page.goto(link);
      await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(
        new URL(link).pathname.replace('/api/owner-unsubscribe/', '/unsubscribe/owner/'),
      );
      await page
        .getByText(
          `You will no longer get e-mails when a referral needs your decision for ${open.owner.registration.businessName}.`,
        )
        .waitFor();
      expect(await axeViolations(page, ['serious', 'critical'])).toEqual([]);
      await screenshot(page, 'owner-unsubscribe', 'phone');
      const account = (await (
        await fetch(`${baseUrl()}/api/user/${open.owner.userId}`, { headers: { cookie: open.owner.cookie } })
      ).json()) as OwnerUser;
      expect(account.reviewMails).toBe(false);
    } finally {
      await context.close();
    }
  });
});
