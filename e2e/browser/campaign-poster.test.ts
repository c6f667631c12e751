import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { CampaignDto, UploadAnswer } from '@referrals/contracts';
import { buildCampaign, pngImage, uniqueSuffix } from '@referrals/testing';
import { registerOwnerKnownToCampaigns, type RegisteredOwner } from '../support/api.ts';
import {
  JOURNEY_VIEWPORTS,
  SCREENSHOTS,
  SCREENSHOTS_DIR,
  launchBrowser,
  openPage,
  screenshot,
  signIn,
} from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';

/**
 * The campaign page's rewards and its counter poster (docs/product-rules.md §2 "Campaign detail"): the rewards
 * and milestones as configured, and an A4 PDF whose text `pdftotext` (Debian's poppler-utils) reads.
 */

/** A business name with the accents the poster's font must carry. */
const BUSINESS_NAME = `Salon Éloïse & Zoë ${uniqueSuffix()}`;
const SENTENCE =
  'Refer a friend: they get 20% off (up to £50), you get £10 off for every friend who comes in.';

let browser: Browser;
const downloads = mkdtempSync(join(tmpdir(), 'counter-poster-'));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(downloads, { recursive: true, force: true });
});

/** The text of a PDF file as `pdftotext` reads it, whitespace runs as single spaces. */
function pdfText(file: string): string {
  const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr || result.error?.message}`);
  return result.stdout.replace(/\s+/g, ' ');
}

/** Renders the PDF's first page beside the suites' screenshots, for people to look at, when they are taken. */
function savePreview(file: string, name: string): void {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  spawnSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, join(SCREENSHOTS_DIR, name)]);
}

/** The page size of a PDF in points, as `pdfinfo` reads it. */
function pdfPageSize(file: string): string {
  const result = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  return /Page size:\s+(.+)/.exec(result.stdout)?.[1] ?? '';
}

async function uploadLogo(owner: RegisteredOwner): Promise<string> {
  const form = new FormData();
  form.set('type', 'logoImage');
  form.set(
    'file',
    new Blob([new Uint8Array(pngImage(40, 40, [219, 39, 119]))], { type: 'image/png' }),
    'logo.png',
  );
  const response = await fetch(`${baseUrl()}/api/upload`, {
    method: 'POST',
    headers: { cookie: owner.cookie, origin: baseUrl() },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as UploadAnswer).url;
}

async function createCampaign(
  owner: RegisteredOwner,
  overrides: Record<string, unknown>,
): Promise<CampaignDto> {
  const response = await fetch(`${baseUrl()}/api/campaigns`, {
    method: 'POST',
    headers: { cookie: owner.cookie, 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify(
      buildCampaign(owner.userId, {
        name: 'Window poster campaign',
        primaryColor: '#7c3aed',
        secondaryColor: '#fbbf24',
        inviteeRewardEnabled: true,
        inviteeRewardName: '20% off your first cut',
        inviteeRewardType: 'percentage',
        inviteeRewardValue: 20,
        inviteeRewardMaxDiscount: 50,
        constantRewardEnabled: true,
        constantRewardName: '£10 off your next visit',
        constantRewardType: 'fixed',
        constantRewardValue: 10,
        milestones: [
          {
            rewardName: 'Free colour',
            referralCount: 5,
            rewardType: 'service',
            rewardValue: '£60',
            description: 'A full colour',
          },
          {
            rewardName: 'Free blow-dry',
            referralCount: 2,
            rewardType: 'service',
            rewardValue: '£25',
            description: 'Wash and blow-dry',
          },
        ],
        ...overrides,
      }),
    ),
  });
  if (!response.ok)
    throw new Error(`POST /api/campaigns answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CampaignDto;
}

describe('the campaign page of a campaign with rewards', () => {
  let owner: RegisteredOwner;
  let campaign: CampaignDto;
  beforeAll(async () => {
    owner = await registerOwnerKnownToCampaigns({ businessName: BUSINESS_NAME });
    campaign = await createCampaign(owner, { logoImage: await uploadLogo(owner) });
  });

  it.each(JOURNEY_VIEWPORTS)(
    'when opened on a %s, then it shows both rewards and the milestones in order, noting they do not apply',
    async (viewport) => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await signIn(page, owner.registration.email, owner.registration.password);
        await page.goto(`/campaign/${campaign.id}`);
        const rewards = page.locator('.ant-card', { has: page.getByText('Rewards', { exact: true }) });
        await rewards.getByText('20% off your first cut').waitFor();
        await rewards.getByText('Maximum discount: £50').waitFor();
        await rewards.getByText('£10 off your next visit').waitFor();
        await rewards.getByText("Milestones don't apply while the constant reward is on.").waitFor();
        const milestones = rewards.getByRole('list', { name: 'Milestones' }).getByRole('listitem');
        expect(await milestones.allTextContents()).toEqual([
          expect.stringContaining('1st milestone: Free blow-dry after 2 referrals'),
          expect.stringContaining('2nd milestone: Free colour after 5 referrals'),
        ]);
        await page.getByRole('button', { name: 'Referees' }).click();
        await page.waitForURL(`**/campaign/${campaign.id}/referees`);
        await page.goBack();
        await page.getByRole('button', { name: 'Counter poster' }).waitFor();
        await screenshot(page, 'campaign-rewards', viewport);
      } finally {
        await context.close();
      }
    },
  );

  it('when Counter poster is pressed, then an A4 PDF holds the business, the reward sentence and the sign-up address', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      await page.goto(`/campaign/${campaign.id}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Counter poster' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('counter-poster-window-poster-campaign.pdf');
      const file = join(downloads, download.suggestedFilename());
      await download.saveAs(file);

      const text = pdfText(file);
      expect(text).toContain(BUSINESS_NAME);
      expect(text).toContain(SENTENCE);
      expect(text).toContain(
        `${new URL(baseUrl()).origin}/refer/${campaign.businessSlug}?campaign=${campaign.id}`,
      );
      // A4 is 595.276 x 841.89 points.
      expect(pdfPageSize(file)).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)/);
      savePreview(file, 'counter-poster');
    } finally {
      await context.close();
    }
  });

  it('when the logo cannot be loaded, then the poster is made without it', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      // Before the page loads: its own <img> would otherwise leave the logo in the browser's memory cache.
      await page.route('**/uploads/**', (route) => route.abort());
      await page.goto(`/campaign/${campaign.id}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Counter poster' }).click(),
      ]);
      const file = join(downloads, `without-logo-${download.suggestedFilename()}`);
      await download.saveAs(file);
      const text = pdfText(file);
      expect(text).toContain(BUSINESS_NAME);
      expect(text).toContain(SENTENCE);
      savePreview(file, 'counter-poster-without-logo');
    } finally {
      await context.close();
    }
  });
});
