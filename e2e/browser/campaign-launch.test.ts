import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { CampaignDto } from '@referrals/contracts';
import { axeViolations } from '../support/axe.ts';
import {
  JOURNEY_VIEWPORTS,
  expectToast,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
} from '../support/browser.ts';
import { registerOwnerKnownToCampaigns } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function continueTo(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
}

/** The wizard's message beside its buttons. */
const stepProblem = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

/** A local day as a date input takes it: `YYYY-MM-DD`. */
function dayText(day: Date): string {
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describe.each(JOURNEY_VIEWPORTS)('launching a campaign on a %s', (viewport) => {
  it('when the owner sets a custom end, leaves a milestone unadded and launches, then the wizard settles both and the dashboard shows the campaign live', async () => {
    const { registration } = await registerOwnerKnownToCampaigns();
    const name = `Christmas cuts ${viewport}`;
    const { context, page } = await openPage(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    try {
      await signIn(page, registration.email, registration.password);
      await page.goto('/campaign-wizard');
      await page.getByLabel('Campaign name').fill(name);
      // No geographic radius is asked: nothing limits a campaign to one.
      expect(await page.getByText('Geographic radius').count()).toBe(0);

      // "Custom" asks for the last day, which must be after today (the date input's minimum is tomorrow).
      await page.getByText('Custom', { exact: true }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await stepProblem(page, 'Choose the date the campaign ends.').waitFor();
      const lastDayInput = page.getByLabel('Last day');
      const today = new Date();
      const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
      expect(await lastDayInput.getAttribute('min')).toBe(dayText(tomorrow));
      const lastDay = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 3);
      await lastDayInput.fill(dayText(lastDay));
      // Its note, two lines on a phone, keeps clear of the next field's label (it ran into "Description") once the
      // error of the first Continue has gone (antd animates it out): waits for that layout, fails if it never comes.
      await page.waitForFunction(
        () => {
          const byText = (selector: string, text: string) =>
            [...document.querySelectorAll(selector)].find((element) => element.textContent?.trim() === text);
          const note = byText(
            'div',
            'The campaign starts when you launch it and ends by itself when this day is over.',
          );
          const label = byText('label', 'Description');
          if (!note || !label) return false;
          return label.getBoundingClientRect().top - note.getBoundingClientRect().bottom >= 8;
        },
        undefined,
        { timeout: 5_000 },
      );
      const lastDayText = lastDay.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
      await screenshot(page, 'wizard-custom-end', viewport);

      await continueTo(page, 'Visual Branding');
      await continueTo(page, 'Content and Messaging');
      await continueTo(page, 'Reward Structure');
      await page.getByRole('switch', { name: 'Invitee reward' }).click();
      await page.getByLabel('Invitee reward name').fill('10% off your first visit');

      // A milestone started but not added: Continue says why it cannot add it, at its field.
      await page.getByLabel('Reward description').fill('A free cut after three friends join');
      await page.getByLabel('Referrals required').fill('3');
      await page.getByRole('button', { name: 'Continue' }).click();
      await stepProblem(page, 'Finish the milestone you started').waitFor();
      await page.getByRole('heading', { name: 'Reward Structure', level: 2 }).waitFor();
      expect(await page.getByText('No milestones yet.').count()).toBe(1);
      await screenshot(page, 'wizard-milestone-not-added', viewport);
      await page.getByText('Give the milestone a reward name.').waitFor();
      await page.getByText('Reward value is required').waitFor();
      // Once it can be added, Continue adds it.
      await page.getByLabel('Reward name', { exact: true }).fill('Free haircut');
      await page.getByLabel('Reward value').fill('£20');
      await continueTo(page, 'Launch');
      await page.getByText('1 milestone', { exact: true }).waitFor();
      await page.getByText(`Custom, until ${lastDayText}`).waitFor();

      await page.getByRole('button', { name: 'Launch Campaign' }).click();
      await page.waitForURL('**/dashboard');
      const panel = page.locator('section').filter({
        has: page.getByRole('heading', { name: 'Your campaign is live' }),
      });
      await panel.waitFor();
      const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
      const campaigns = (await (
        await page.request.get(`/api/campaigns/user/${me.user.id}`)
      ).json()) as CampaignDto[];
      const launched = campaigns.find((campaign) => campaign.name === name);
      if (!launched) throw new Error(`the campaign "${name}" was not created`);
      expect(launched.milestones).toHaveLength(1);
      expect(launched.duration).toBe('custom');
      expect(new Date(Date.parse(launched.endsAt ?? '') - 1).toDateString()).toBe(lastDay.toDateString());

      const signUpUrl = `${baseUrl()}/refer/${launched.businessSlug}?campaign=${launched.id}`;
      expect(await panel.getByRole('textbox', { name: 'Sign-up link' }).inputValue()).toBe(signUpUrl);
      await panel.getByRole('img', { name: 'QR code of the sign-up link' }).waitFor();
      expect(
        await panel.getByRole('img', { name: 'QR code of the sign-up link' }).getAttribute('data-qr-value'),
      ).toBe(signUpUrl);
      const message = await panel
        .getByRole('textbox', { name: 'Message to send your customers' })
        .inputValue();
      expect(message).toContain(registration.businessName);
      expect(message).toContain('10% off your first visit');
      expect(message).toContain(signUpUrl);
      expect(await panel.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
        encodeURIComponent(signUpUrl),
      );
      await panel.getByRole('button', { name: 'Counter poster' }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      await screenshot(page, 'dashboard-campaign-live', viewport);

      await panel.getByRole('button', { name: 'Copy link' }).click();
      await expectToast(page, 'Copied!', 'Link copied to clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(signUpUrl);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'QR code (PNG)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`qr-code-christmas-cuts-${viewport}.png`);
      const png = await readFile(await download.path());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

      // Done dismisses it, for good: a reload does not bring it back.
      await panel.getByRole('button', { name: 'Done' }).click();
      await panel.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Your campaign is live' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 180_000);
});
