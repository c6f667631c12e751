import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { buildRegistration } from '@referrals/testing';
import {
  JOURNEY_VIEWPORTS,
  launchBrowser,
  openPage,
  screenshot,
  expectToast,
  takeOverServerPage,
} from '../support/browser.ts';
import { fillRegistrationForm, REGISTRATION_MESSAGES } from '../support/registration-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(JOURNEY_VIEWPORTS)('the free-trial journey on a %s', (viewport) => {
  it('when a visitor registers, picks a plan, logs out and signs in again, then the dashboard greets their business each time', async () => {
    const { context, page } = await openPage(browser, viewport);
    const registration = buildRegistration();
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Start Free 14-Day Trial' }).first().waitFor();
      if (viewport === 'desktop') await page.getByRole('link', { name: 'Client Login' }).first().waitFor();
      await screenshot(page, 'landing', viewport);

      await page.getByRole('button', { name: 'Start Free 14-Day Trial' }).first().click();
      await page
        .getByRole('button', { name: /Start Free Trial/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
      await dialog.waitFor();

      await dialog.getByRole('button', { name: 'Create Account' }).click();
      for (const message of REGISTRATION_MESSAGES) {
        await dialog.getByText(message, { exact: true }).first().waitFor();
      }
      await screenshot(page, 'registration-errors', viewport);

      await fillRegistrationForm(dialog, registration);
      const host = new URL(page.url()).host;
      const slug = registration.businessName.toLowerCase().replace(/\s+/g, '-');
      // The address the business's referral page will have, not `{slug}-refer`, which no page answers.
      await dialog.getByText(`${host}/refer/${slug}`, { exact: true }).waitFor();
      await screenshot(page, 'registration-filled', viewport);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Registration Successful!');
      await page.waitForURL('**/subscribe');
      await screenshot(page, 'subscribe', viewport);

      await page
        .getByRole('button', { name: /Professional/ })
        .first()
        .click();
      await page.waitForURL('**/dashboard', { timeout: 5_000 });
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.getByText(`Welcome back, ${registration.businessName}`).waitFor();
      await screenshot(page, 'dashboard', viewport);

      await page.getByRole('button', { name: registration.businessName }).click();
      await page.getByRole('menuitem', { name: 'Billing' }).click();
      const billing = page.getByRole('dialog', { name: 'Billing & Subscription' });
      await billing.getByRole('button', { name: 'Upgrade to Enterprise' }).waitFor();
      expect(await billing.getByRole('button', { name: 'Upgrade to Professional' }).count()).toBe(0);
      await billing.getByText('Professional').first().waitFor();
      await billing.getByRole('button', { name: 'Close' }).last().click();

      await page.goto('/');
      await page.getByRole('link', { name: 'My Dashboard' }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Start Free 14-Day Trial' }).count()).toBe(0);
      await page.getByRole('link', { name: 'My Dashboard' }).first().click();
      await page.waitForURL('**/dashboard');

      await page.getByRole('button', { name: registration.businessName }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expectToast(page, 'Logged out successfully');
      await page.waitForURL('**/login');

      await page.goto('/dashboard');
      await page.waitForURL('**/login');

      await page.getByLabel('Email').fill(registration.email);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, 'Login Failed');
      await page.getByText('Invalid credentials').first().waitFor();

      await page.getByLabel('Password', { exact: true }).fill(registration.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, 'Login Successful');
      await page.waitForURL('**/dashboard');
      await page.getByText(`Welcome back, ${registration.businessName}`).waitFor();
      await screenshot(page, 'dashboard-after-login', viewport);
    } finally {
      await context.close();
    }
  });
});

describe('the inline registration form', () => {
  it('when a visitor fills the form at the foot of the landing page, then the account is created and plan selection opens', async () => {
    const { context, page } = await openPage(browser, 'phone');
    const registration = buildRegistration();
    try {
      await page.goto('/');
      // The server-rendered copy is replaced by the app's page: act on the app's, not on the copy.
      await takeOverServerPage(page);
      const section = page.locator('#get-started');
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('heading', { name: 'Start your free trial' }).waitFor();
      await fillRegistrationForm(section, registration);
      await screenshot(page, 'inline-registration', 'phone');
      await section.getByRole('button', { name: 'Create Account' }).click();
      await expectToast(page, 'Registration Successful!');
      await page.waitForURL('**/subscribe');
    } finally {
      await context.close();
    }
  });
});
