import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { CampaignDto } from '@referrals/contracts';
import { buildCampaign } from '@referrals/testing';
import {
  launchBrowser,
  openAccountMenuItem,
  openPage,
  screenshot,
  signIn,
  untilStill,
} from '../support/browser.ts';
import { registerOwnerKnownToCampaigns } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Waits for antd's opening animations and for toasts to leave, so that axe sees the screen at rest. */
async function settle(page: Page): Promise<void> {
  await page.locator('.ant-notification-notice').first().waitFor({ state: 'hidden' });
  await untilStill(page);
}

describe('the owner area on a phone (390x844) passes axe-core with no serious or critical violation', () => {
  it('when the owner walks every screen, then each has none', async () => {
    const { registration, userId } = await registerOwnerKnownToCampaigns();
    const { context, page } = await openPage(browser, 'phone');
    const found: Record<string, string[]> = {};
    const check = async (screen: string) => {
      await settle(page);
      // Moderate and minor findings are left to people: they are often matters of judgement.
      found[screen] = await axeViolations(page, ['serious', 'critical']);
      await screenshot(page, `a11y-${screen}`, 'phone');
    };
    try {
      await signIn(page, registration.email, registration.password);
      const created = await page.request.post('/api/campaigns', { data: buildCampaign(userId) });
      expect(created.status()).toBe(201);
      const campaign = (await created.json()) as CampaignDto;

      await page.goto('/dashboard');
      await page.getByRole('heading', { name: campaign.name }).first().waitFor();
      await check('dashboard');

      for (const [item, dialogName, ready] of [
        ['Account Settings', 'Account Settings', 'Save Changes'],
        ['Billing', 'Billing & Subscription', 'Upgrade to Professional'],
      ] as const) {
        await page.getByRole('button', { name: registration.businessName }).click();
        // The menu slides in: a click before it stands still can miss its item (seen once in CI).
        await untilStill(page);
        await page.getByRole('menuitem', { name: item }).click();
        const dialog = page.getByRole('dialog', { name: dialogName });
        await dialog.getByRole('button', { name: ready }).waitFor();
        await check(`dialog-${item.toLowerCase().replace(' ', '-')}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      await page.getByRole('button', { name: 'Export Report' }).click();
      const exportDialog = page.getByRole('dialog', { name: 'Export Data' });
      await exportDialog.waitFor();
      await untilStill(page);
      await exportDialog.getByText('Referrers', { exact: true }).click();
      await check('dialog-export');
      await page.keyboard.press('Escape');
      await exportDialog.waitFor({ state: 'hidden' });

      await page.goto(`/campaign/${campaign.id}`);
      await page.getByRole('heading', { name: campaign.name, exact: true }).waitFor();
      await check('campaign-detail');

      await page.goto(`/campaign/${campaign.id}/referees`);
      await page.getByRole('heading', { level: 1, name: 'Referees' }).waitFor();
      await check('campaign-referees');

      await page.goto('/redeem');
      await page.getByRole('heading', { level: 1, name: 'Redeem a voucher' }).waitFor();
      await check('redeem');

      await page.goto('/redeem/referral');
      await page.getByRole('heading', { level: 1, name: 'Record a referral' }).waitFor();
      await check('counter-referral');

      await page.goto(`/campaign/${campaign.id}/edit`);
      await page.getByRole('heading', { name: 'Edit Campaign' }).waitFor();
      await page.getByRole('textbox', { name: /^Description\./ }).waitFor();
      await check('campaign-edit');

      await page.goto('/campaign-wizard');
      await page.getByRole('heading', { name: 'Basics', level: 2 }).waitFor();
      await page.getByRole('textbox', { name: /^Description\./ }).waitFor();
      await check('wizard-1');
      await page.getByLabel('Campaign name').fill('Accessible drive');
      for (const [index, heading] of [
        [2, 'Visual Branding'],
        [3, 'Content and Messaging'],
        [4, 'Reward Structure'],
        [5, 'Launch'],
      ] as const) {
        if (heading === 'Launch') {
          await page.getByRole('switch', { name: 'Invitee reward' }).click();
          await page.getByLabel('Invitee reward name').fill('A free coffee');
        }
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
        await check(`wizard-${index}`);
      }
    } finally {
      await screenshot(page, 'a11y-last', 'phone');
      await context.close();
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
  }, 240_000);
});

describe('motion in the owner area', () => {
  it.each([
    ['no-preference', ['the dialog', 'the menu']],
    ['reduce', []],
  ] as const)(
    'when the system’s motion setting is %s, then opening Account Settings from the menu animates %j',
    async (reducedMotion, animated) => {
      const { registration } = await registerOwnerKnownToCampaigns();
      const { context, page } = await openPage(browser, 'phone');
      try {
        await page.emulateMedia({ reducedMotion });
        await signIn(page, registration.email, registration.password);
        // Every animation or transition that starts from here on, by where it runs.
        await page.evaluate(() => {
          const started = new Set<string>();
          (window as unknown as { started: Set<string> }).started = started;
          const note = (event: Event) => {
            const target = event.target as Element;
            if (target.closest('.ant-dropdown')) started.add('the menu');
            if (target.closest('.ant-modal, .ant-modal-mask')) started.add('the dialog');
          };
          document.addEventListener('animationstart', note, true);
          document.addEventListener('transitionstart', note, true);
        });
        await openAccountMenuItem(page, registration.businessName, 'Account Settings');
        await page.getByRole('dialog', { name: 'Account Settings' }).getByLabel('Contact name').waitFor();
        const started = await page.evaluate(() =>
          [...(window as unknown as { started: Set<string> }).started].sort(),
        );
        expect(started).toEqual(animated);
      } finally {
        await context.close();
      }
    },
  );
});
