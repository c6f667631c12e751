import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { IdentitySubjects, type CopyBusinessStepAnswer, type OwnerUser } from '@referrals/contracts';
import { asService } from '@referrals/service-kit';
import { eventually } from '@referrals/service-kit/testing';
import { buildCampaign, uniqueSuffix } from '@referrals/testing';
import {
  JOURNEY_VIEWPORTS,
  launchBrowser,
  openAccountMenuItem,
  openPage,
  screenshot,
  expectToast,
  signIn,
} from '../support/browser.ts';
import { startInProcessStack, type InProcessStack } from '../support/in-process-stack.ts';
import { registerOwner, registerOwnerKnownToCampaigns } from '../support/api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The plan of the signed-in owner's business, as the API says. */
async function currentTier(page: Page): Promise<string> {
  const { user } = (await (await page.request.get('/api/auth/me')).json()) as { user: OwnerUser };
  return user.subscriptionTier;
}

describe.each(JOURNEY_VIEWPORTS)('the owner account on a %s', (viewport) => {
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
      // The sign-in page is reached; its sign-in below proves it works. Waiting for its 'load' event timed out
      // in about one run of two since the issue-19 changes (the page was at /login, signed out, when looked at).
      await page.waitForURL('**/login', { waitUntil: 'commit' });
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
      // This month's referrals against the plan, and what happens past it.
      await dialog.getByText('0 of 100').waitFor();
      await dialog.getByText(/referrals are still accepted/).waitFor();

      // An upgrade asks first; keeping the plan changes nothing.
      await dialog.getByRole('button', { name: 'Upgrade to Professional' }).click();
      const confirm = page.getByRole('dialog', { name: 'Upgrade to Professional?' });
      await confirm.getByText('£79 a month').waitFor();
      await confirm.getByRole('button', { name: 'Keep Basic' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await currentTier(page)).toBe('basic');
      await dialog.getByRole('button', { name: 'Upgrade to Professional' }).click();
      await confirm.getByRole('button', { name: 'Upgrade to Professional' }).click();
      await expectToast(page, 'Plan Updated', 'You are now on the Professional plan.');
      await dialog.getByRole('button', { name: 'Upgrade to Professional' }).waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'Upgrade to Enterprise' }).waitFor();
      await dialog.getByText('0 of 500').waitFor();

      // Back down: with no active campaign, Basic fits.
      await dialog.getByRole('button', { name: 'Switch to Basic' }).click();
      await page
        .getByRole('dialog', { name: 'Switch to Basic?' })
        .getByRole('button', { name: 'Switch to Basic' })
        .click();
      await expectToast(page, 'Plan Updated', 'You are now on the Basic plan.');
      expect(await currentTier(page)).toBe('basic');
    } finally {
      await context.close();
    }
  });

  it('when the active campaigns do not fit a lower plan, then Billing says how many to deactivate and offers no switch', async () => {
    const { registration, userId } = await registerOwnerKnownToCampaigns();
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, registration.email, registration.password);
      const plan = await page.request.post(`/api/user/${userId}/plan`, {
        data: { subscriptionTier: 'professional' },
      });
      expect(plan.status()).toBe(200);
      await page.request.post('/api/campaigns', { data: buildCampaign(userId) });
      // The plan reaches the campaign service through identity's event: a second campaign waits for it.
      await eventually(
        async () =>
          (await page.request.post('/api/campaigns', { data: buildCampaign(userId) })).status() === 201,
        15_000,
        'the professional plan to reach the campaign service',
      );

      // Billing as the wizard opens it, from the plan's notice before the first step.
      await page.goto('/campaign-wizard');
      await page.getByText('Your Professional plan allows 5 active campaigns; you have 2.').waitFor();
      await page.getByRole('button', { name: 'Change plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Billing & Subscription' });
      await dialog.getByText('Your Professional plan allows 5 active campaigns; you have 2.').waitFor();
      await dialog.getByText('Basic allows 1 active campaign and you have 2: deactivate 1 first.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Switch to Basic' }).isDisabled()).toBe(true);
      await screenshot(page, 'billing-downgrade-blocked', viewport);
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

  it.each(JOURNEY_VIEWPORTS)(
    'when they switch business on a %s, then the dashboard greets the other business',
    async (viewport) => {
      const { registration, userId } = await registerOwner({}, stack.url);
      // As the admin service's "duplicate business" does: a workflow step that only a service may call.
      const { business: copy } = await asService(stack.bus, 'admin').request<CopyBusinessStepAnswer>(
        IdentitySubjects.copyBusinessStep,
        { workflowId: randomUUID(), step: 'copy-business', sourceBusinessId: userId },
      );
      const copyName = copy.businessName;
      expect(copyName).toBe(`${registration.businessName} (copy 2)`);
      const { context, page } = await openPage(browser, viewport, stack.url);
      try {
        await signIn(page, registration.email, registration.password);
        await page.getByText(`Welcome back, ${registration.businessName}`).waitFor();
        await page.getByRole('combobox').first().click();
        await page.getByTitle(copyName).click();
        await page.getByText(`Welcome back, ${copyName}`).waitFor();
        await screenshot(page, 'business-switched', viewport);
      } finally {
        await context.close();
      }
    },
  );
});
