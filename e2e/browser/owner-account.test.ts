import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { IdentitySubjects, type OwnerUser, type Principal } from '@referrals/contracts';
import { asService } from '@referrals/service-kit';
import { buildRegistration, uniqueSuffix } from '@referrals/testing';
import {
  launchBrowser,
  openPage,
  screenshot,
  type ViewportName,
  expectToast,
  signIn,
} from '../support/browser.ts';
import { startInProcessStack, type InProcessStack } from '../support/in-process-stack.ts';
import { registerOwner } from '../support/api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openAccountMenuItem(page: Page, businessName: string, item: string): Promise<void> {
  await page.getByRole('button', { name: businessName }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe.each<ViewportName>(['phone', 'desktop'])('the owner account on a %s', (viewport) => {
  it('when the owner edits the profile and changes the password, then the new details show and only the new password signs in', async () => {
    const { registration } = await registerOwner();
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, registration.email, registration.password);

      await openAccountMenuItem(page, registration.businessName, 'Account Settings');
      const dialog = page.getByRole('dialog', { name: 'Account Settings' });
      await dialog.waitFor();
      await dialog.getByLabel('Contact name').fill('Jordan Lee');
      await dialog.getByLabel('Current password').fill(registration.password);
      await dialog.getByLabel('New password', { exact: true }).fill('brand-new-secret');
      await dialog.getByLabel('Confirm new password').fill('something-else');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Error');
      await page.getByText('New passwords do not match').first().waitFor();

      await dialog.getByLabel('Confirm new password').fill('brand-new-secret');
      await screenshot(page, 'account-settings', viewport);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Account Updated');
      await dialog.waitFor({ state: 'hidden' });

      await openAccountMenuItem(page, registration.businessName, 'Account Settings');
      await page.getByRole('dialog', { name: 'Account Settings' }).getByLabel('Contact name').waitFor();
      const contact = await page
        .getByRole('dialog', { name: 'Account Settings' })
        .getByLabel('Contact name')
        .inputValue();
      if (contact !== 'Jordan Lee') throw new Error(`contact name after saving is "${contact}"`);
      await page.keyboard.press('Escape');

      await openAccountMenuItem(page, registration.businessName, 'Logout');
      await page.waitForURL('**/login');
      await page.getByLabel('Email').fill(registration.email);
      await page.getByLabel('Password', { exact: true }).fill(registration.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, 'Login Failed');

      await signIn(page, registration.email, 'brand-new-secret');
      await page.getByText(`Welcome back, ${registration.businessName}`).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when the owner changes the e-mail, then the dialog asks for the current password and the new e-mail signs in', async () => {
    const { registration } = await registerOwner();
    const email = `moved-${uniqueSuffix()}@example.com`;
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, registration.email, registration.password);

      await openAccountMenuItem(page, registration.businessName, 'Account Settings');
      const dialog = page.getByRole('dialog', { name: 'Account Settings' });
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByText('Enter your current password below to change your email.').waitFor();
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Update Failed');
      await dialog.getByText('Current password is required to change the email').first().waitFor();

      await dialog.getByLabel('Current password').fill(registration.password);
      await screenshot(page, 'account-settings-email', viewport);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Account Updated');
      await dialog.waitFor({ state: 'hidden' });

      await openAccountMenuItem(page, registration.businessName, 'Logout');
      await page.waitForURL('**/login');
      await signIn(page, email, registration.password);
      await page.getByText(`Welcome back, ${registration.businessName}`).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when the owner opens Billing and takes an upgrade, then the plan changes and the trial days are shown', async () => {
    const { registration } = await registerOwner();
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, registration.email, registration.password);
      await openAccountMenuItem(page, registration.businessName, 'Billing');
      const dialog = page.getByRole('dialog', { name: 'Billing & Subscription' });
      await dialog.waitFor();
      await dialog
        .getByText(/14 days left/)
        .first()
        .waitFor();
      await dialog.getByText('Basic').first().waitFor();
      await screenshot(page, 'billing', viewport);
      await dialog
        .getByRole('button', { name: /Professional/ })
        .first()
        .click();
      await dialog.getByText('Professional').first().waitFor();
      await dialog.getByRole('button', { name: 'Upgrade to Professional' }).waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'Upgrade to Enterprise' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('an owner with two businesses under one login', () => {
  let stack: InProcessStack;
  beforeAll(async () => {
    stack = await startInProcessStack('two-businesses');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each<ViewportName>(['phone', 'desktop'])(
    'when they switch business on a %s, then the dashboard greets the other business',
    async (viewport) => {
      const { registration, cookie } = await registerOwner({}, stack.url);
      const token = cookie.slice('sid='.length);
      const { principal } = await stack.bus.request<{ principal: Principal & { kind: 'owner' } }>(
        IdentitySubjects.resolveSession,
        { token },
      );
      const second = buildRegistration({ businessName: `Second Venue ${viewport}` });
      // As the admin service's "duplicate business" will: a bus-only subject that only a service may call.
      const created = await asService(stack.bus, 'admin').request<OwnerUser>(
        IdentitySubjects.createBusinessForLogin,
        {
          loginId: principal.loginId,
          businessName: second.businessName,
          businessType: second.businessType,
          businessAddress: second.businessAddress,
          postcode: second.postcode,
          phoneNumber: second.phoneNumber,
          contactName: second.contactName,
          website: second.website,
        },
      );
      const { context, page } = await openPage(browser, viewport, stack.url);
      try {
        await signIn(page, registration.email, registration.password);
        await page.getByText(`Welcome back, ${registration.businessName}`).waitFor();
        await page.getByRole('combobox').first().click();
        await page.getByTitle(created.businessName).click();
        await page.getByText(`Welcome back, ${created.businessName}`).waitFor();
        await screenshot(page, 'business-switched', viewport);
      } finally {
        await context.close();
      }
    },
  );
});
