import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { waitForMail } from '../setup/mailbox.ts';
import { axeViolations } from '../support/axe.ts';
import { JOURNEY_VIEWPORTS, launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { seedReferralCampaign, seedReferrer } from '../support/referral-page.ts';

/**
 * A friend's short sign-up (issue 19, "friends join with less to type"): on a phone the form is on the first
 * screen, before the campaign's boxes for friends; the friend gives their first name, e-mail and consent (no
 * password); the page then says what happens next, sends the e-mail again, and lets a mistyped address be
 * corrected in place (the same sign-up, the link sent to the right address). Every screen passes axe-core with no violation at all.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The friend's page of a new referrer of a new campaign, with `overrides` on the seeded campaign. */
async function friendPagePath(overrides: Record<string, unknown> = {}): Promise<string> {
  const { campaign, pagePath } = await seedReferralCampaign(overrides);
  const referrer = await seedReferrer(campaign.id);
  return `${pagePath}/${referrer.referralCode}`;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

describe.each(JOURNEY_VIEWPORTS)('a friend signs up with less to type (%s)', (viewport) => {
  it('when a friend opens the link, then the short form comes first, and after signing up the page says what happens next', async () => {
    const path = await friendPagePath();
    const suffix = `${Date.now().toString(36)}-${viewport}`;
    const { context, page } = await openPage(browser, viewport);
    try {
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Sign up' });
      const submit = form.getByRole('button', { name: 'Sign Up & Get My Reward' });
      await submit.waitFor();
      await page.getByRole('heading', { name: 'Welcome, friend!' }).waitFor();
      for (const field of ['Last name', 'Phone number', 'Postcode', 'Password']) {
        expect(await form.getByLabel(field, { exact: true }).count()).toBe(0);
      }
      if (viewport === 'phone') {
        // The whole form, its button included, on the first screen; the friends' boxes after it.
        const button = await submit.boundingBox();
        expect(button).not.toBeNull();
        expect(button!.y + button!.height).toBeLessThanOrEqual(844);
        const box = await page.getByRole('heading', { name: 'Welcome, friend!' }).boundingBox();
        expect(box!.y).toBeGreaterThan(button!.y);
      }
      await expectNoAxeViolations(page);
      await screenshot(page, 'friend-sign-up', viewport);

      const typo = `nia-${suffix}@exmaple.com`;
      await form.getByLabel('First name').fill('Nia');
      await form.getByLabel('Email').fill(typo);
      await form.getByLabel(/I agree to take part/).check();
      await form.getByLabel('I accept the privacy policy').check();
      await submit.click();
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      await page.getByText(typo, { exact: true }).waitFor();
      const steps = page.getByRole('list');
      await steps.getByText(/Open the e-mail from .* within 48 hours\./).waitFor();
      await steps.getByText('Tap “Confirm my email” in it.').waitFor();
      await steps.getByText('Your voucher appears: show it at the counter on your first visit.').waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, 'friend-next-steps', viewport);

      await page.getByRole('button', { name: 'Send the e-mail again' }).click();
      await page
        .getByRole('status')
        .getByText(`We sent a new link to ${typo}. Links sent before no longer work.`)
        .waitFor();

      // The address was mistyped: corrected in place, nothing else to type again.
      await page.getByRole('button', { name: 'Wrong address? Correct it' }).click();
      const correction = page.getByRole('form', { name: 'Correct your e-mail address' });
      const address = correction.getByLabel('Your e-mail address');
      expect(await address.inputValue()).toBe(typo);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('corrected-email');
      await expectNoAxeViolations(page);
      await screenshot(page, 'friend-wrong-address', viewport);
      const right = `nia-${suffix}@example.com`;
      await address.fill(right);
      await correction.getByRole('button', { name: 'Send the link to this address' }).click();
      await page
        .getByRole('status')
        .getByText(`We sent a new link to ${right}. The link sent to ${typo} no longer works.`)
        .waitFor();
      await page.getByText(right, { exact: true }).waitFor();
      const mail = await waitForMail(right);
      expect(mail.text).toMatch(/\/verify\//);

      // Signing up again with an address that has a sign-up waiting answers that one, which this page did
      // not make: "Wrong address?" then brings the form back with the name kept and the e-mail to type.
      await page.reload();
      await form.getByLabel('First name').fill('Nia');
      await form.getByLabel('Email').fill(right);
      await form.getByLabel(/I agree to take part/).check();
      await form.getByLabel('I accept the privacy policy').check();
      await submit.click();
      await page.getByText('You have already signed up with this e-mail, Nia.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Wrong address? Correct it' }).click();
      await form.getByLabel('Email').waitFor();
      expect(await form.getByLabel('First name').inputValue()).toBe('Nia');
      expect(await form.getByLabel('Email').inputValue()).toBe('');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('join-email');
    } finally {
      await context.close();
    }
  });
});

describe('a campaign that asks a friend for more', () => {
  it('when the owner asks for the last name and postcode, then the friend form asks for both, required, and not for the phone', async () => {
    const path = await friendPagePath({ friendFields: ['lastName', 'postcode'] });
    const { context, page } = await openPage(browser, 'phone');
    try {
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Sign up' });
      await form.getByLabel('Last name').waitFor();
      await form.getByLabel('Postcode').waitFor();
      expect(await form.getByLabel('Phone number').count()).toBe(0);

      await form.getByRole('button', { name: 'Sign Up & Get My Reward' }).click();
      for (const message of ['First name is required', 'Last name is required', 'Postcode is required']) {
        await form.getByText(message, { exact: true }).waitFor();
      }
      await expectNoAxeViolations(page);
      await screenshot(page, 'friend-sign-up-asking-more', 'phone');
    } finally {
      await context.close();
    }
  });
});
