import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import {
  ReferralEvents,
  type CampaignDto,
  type CampaignReferrerDto,
  type CampaignStatsDto,
  type PlanUsageDto,
  type ReferrerRegisteredData,
} from '@referrals/contracts';
import {
  buildCampaign,
  buildReferee,
  buildReferrer,
  buildVoucherIssued,
  buildVoucherRedeemed,
  uniqueSuffix,
} from '@referrals/testing';
import { eventually } from '@referrals/service-kit/testing';
import {
  JOURNEY_VIEWPORTS,
  dismissToasts,
  launchBrowser,
  openPage,
  screenshot,
  type ViewportName,
  expectToast,
  signIn,
  untilStill,
} from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';
import { startInProcessStack, type InProcessStack } from '../support/in-process-stack.ts';
import { seedReferrer } from '../support/referral-page.ts';
import { registerOwnerKnownToCampaigns, type RegisteredOwner } from '../support/api.ts';
import { buildReferrerSignUp, joinWhenKnown, verifiedReferee } from '../api/referral-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const BASIC_LIMIT = 'Your Basic plan allows 1 active campaign. Upgrade to Professional to run up to 5.';

/** The columns docs/product-rules.md §3 ticks by default, in the order the dialog lists them. */
const CAMPAIGN_DEFAULT_COLUMNS = [
  'id',
  'name',
  'description',
  'duration',
  'geographicRadius',
  'targetDemo',
  'headerImage',
  'logoImage',
  'primaryColor',
  'secondaryColor',
  'welcomeMessage',
  'rewardExplanation',
  'businessValueProp',
  'refereeContent1Title',
  'refereeContent1Body',
  'refereeContent1Image',
  'refereeContent2Title',
  'refereeContent2Body',
  'refereeContent2Image',
  'refereeContent3Title',
  'refereeContent3Body',
  'refereeContent3Image',
  'constantRewardEnabled',
  'constantRewardName',
  'inviteeRewardEnabled',
  'inviteeRewardName',
  'isActive',
  'createdAt',
  'updatedAt',
  'businessName',
  'businessSlug',
  'userId',
];
const REFERRER_DEFAULT_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'postcode',
  'customerDuration',
  'testimonial',
  'heardAboutBusiness',
  'marketingConsent',
  'referralCode',
  'campaignName',
  'isVerified',
  'createdAt',
  'totalReferrals',
  'successfulReferrals',
  'vouchersEarned',
];

/** The friend (referee) columns ticked by default, in file order. */
const FRIEND_DEFAULT_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'marketingConsent',
  'state',
  'referredBy',
  'voucherCode',
  'voucherState',
  'redeemedAt',
  'redeemedBy',
  'campaignName',
  'createdAt',
];

/** The cells of one CSV line by the RFC 4180 rules (quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  for (let at = 0; at <= line.length;) {
    if (line[at] === '"') {
      let cell = '';
      at += 1;
      while (at < line.length && !(line[at] === '"' && line[at + 1] !== '"')) {
        cell += line[at];
        at += line[at] === '"' ? 2 : 1;
      }
      cells.push(cell);
      at += 2;
    } else {
      const end = line.indexOf(',', at) === -1 ? line.length : line.indexOf(',', at);
      cells.push(line.slice(at, end));
      at = end + 1;
    }
  }
  return cells;
}

/** A CSV file's rows as records by its header row. */
const csvRecords = (lines: readonly string[]): Record<string, string>[] => {
  const [header = '', ...rows] = lines;
  const fields = csvCells(header);
  return rows.map((row) => Object.fromEntries(csvCells(row).map((cell, index) => [fields[index], cell])));
};

async function callApi<T>(
  owner: RegisteredOwner,
  method: string,
  path: string,
  body?: unknown,
  url = baseUrl(),
): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const createCampaign = (owner: RegisteredOwner, overrides: Record<string, unknown> = {}, url = baseUrl()) =>
  callApi<CampaignDto>(
    owner,
    'POST',
    '/api/campaigns',
    buildCampaign(owner.userId, {
      name: 'Spring referrals',
      description: '<p>Bring a <strong>friend</strong> &amp; you both save</p>',
      duration: '3months',
      inviteeRewardEnabled: false,
      ...overrides,
    }),
    url,
  );

async function callApiUntil<T>(
  owner: RegisteredOwner,
  path: string,
  url: string,
  done: (answer: T) => boolean,
): Promise<T> {
  let answer: T | undefined;
  return eventually(
    async () => {
      answer = await callApi<T>(owner, 'GET', path, undefined, url);
      return done(answer) && answer;
    },
    15_000,
    () => `${path} to reach the expected answer (last: ${JSON.stringify(answer)})`,
  );
}

/** The x-axis labels the chart shows now. */
async function axisLabels(page: Page): Promise<string[]> {
  const ticks = page.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await ticks.first().waitFor();
  return ticks.allTextContents();
}

/** Waits until every x-axis label matches `pattern` (the chart has redrawn for the chosen period). */
async function expectAxisLabels(page: Page, pattern: RegExp): Promise<string[]> {
  let labels: string[] = [];
  return eventually(
    async () => {
      labels = await axisLabels(page);
      return labels.length > 1 && labels.every((label) => pattern.test(label)) && labels;
    },
    30_000,
    () => `every axis label to match ${pattern} (shown: ${JSON.stringify(labels)})`,
  );
}

/**
 * Chooses a period in the selector, again if a busy machine let the click land while the list was still opening
 * or closing (the selector then still shows the previous period).
 */
async function choosePeriod(page: Page, label: string): Promise<void> {
  const selector = page.getByRole('combobox', { name: 'Period' });
  // The select around the combobox shows the chosen period (the option list is rendered elsewhere).
  const shown = page.locator('.ant-select', { has: selector }).filter({ hasText: label });
  await eventually(
    async () => {
      await selector.click();
      await page.locator('.ant-select-item-option', { hasText: label }).click();
      return (await shown.count()) > 0;
    },
    15_000,
    `the period selector to show ${label}`,
  );
}

const today = () => {
  const now = new Date();
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Clicks Export CSV and returns the downloaded file's name and lines (the UTF-8 byte-order mark removed). */
async function exportCsv(page: Page): Promise<{ fileName: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog', { name: 'Export Data' }).getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return {
    fileName: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean),
  };
}

/** A screenshot of the page from its top, without the toasts of earlier steps over it. */
async function capture(page: Page, name: string, viewport: ViewportName): Promise<void> {
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await untilStill(page);
  await screenshot(page, name, viewport);
}

/** How many pixels the page is wider than the screen (a phone user would have to scroll sideways). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(JOURNEY_VIEWPORTS)('the campaign dashboard on a %s', (viewport) => {
  it('when a new owner has no campaign, then the dashboard invites them to create one and leads to the wizard', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      await page.getByText('Create Your First Campaign').waitFor();
      expect(await page.getByRole('button', { name: 'Export Report' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'New Campaign' }).waitFor();
      await capture(page, 'dashboard-empty', viewport);
      await page.getByRole('button', { name: 'Create Campaign' }).click();
      await page.waitForURL('**/campaign-wizard');
    } finally {
      await context.close();
    }
  });

  it('when the owner has a campaign, then its statistics read zero, its card shows plain text and the chart follows the period', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const campaign = await createCampaign(owner);
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      await page.getByRole('heading', { name: 'Campaign Statistics' }).waitFor();
      for (const text of ['Total Referrals', 'Active Referrers', 'Conversion Rate', 'Vouchers Redeemed']) {
        await page.getByText(text, { exact: true }).waitFor();
      }
      await page.getByText('0 new this month').waitFor();
      await page.getByText('0 vouchers issued').waitFor();
      // Nothing to compare with: no made-up growth, no division by zero.
      await page.getByText('No referrals last month').nth(1).waitFor();
      expect(await page.getByText('No referrals last month').count()).toBe(2);
      expect(await page.getByText(/\+12%|\+3\.2%|Infinity|NaN/).count()).toBe(0);
      // One campaign: its name, no campaign to choose.
      expect(await page.getByRole('combobox', { name: 'Campaign shown' }).count()).toBe(0);
      await page.getByText('0%', { exact: true }).waitFor();
      await page.getByText('No referrers yet').waitFor();
      await page.getByText('Start sharing your referral link!').waitFor();
      await page.getByText('No referral activity in this period yet').waitFor();

      const cards = page.getByRole('region', { name: 'Your Campaigns' });
      await cards.getByText('Bring a friend & you both save').waitFor();
      expect(await cards.getByText('<p>').count()).toBe(0);
      await cards.getByText('Active', { exact: true }).waitFor();

      await expectAxisLabels(page, /^\d{1,2} [A-Z][a-z]{2}$/);
      await choosePeriod(page, 'Last 3 months');
      await expectAxisLabels(page, /^w\/c \d{1,2} [A-Z][a-z]{2}$/);
      await choosePeriod(page, 'Last year');
      await expectAxisLabels(page, /^[A-Z][a-z]{2} \d{2}$/);
      await capture(page, 'dashboard-campaign', viewport);
      if (viewport === 'phone') expect(await horizontalOverflow(page)).toBe(0);

      await cards.getByRole('button', { name: 'View Details' }).click();
      await page.waitForURL(`**/campaign/${campaign.id}`);
      await page.getByRole('heading', { name: 'Spring referrals' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('when the owner exports campaigns, referrers and friends, then CSV files of today hold the ticked columns, consents and states in words', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const campaign = await createCampaign(owner, { name: 'Cuts, Colour & Co "VIP" referrals' });
    const ria = await joinWhenKnown(
      buildReferrerSignUp(campaign.id, { firstName: 'Ria', lastName: 'Sharma', marketingConsent: true }),
    );
    const friend = await verifiedReferee(campaign.id, ria.referralCode, {
      firstName: 'Cara',
      marketingConsent: false,
    });
    const { context, page } = await openPage(browser, viewport);
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      await page.getByRole('button', { name: 'Export Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export Data' });
      await dialog.waitFor();
      expect(await dialog.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);

      await untilStill(page);
      await dialog.getByText('Campaigns', { exact: true }).click();
      // Readable labels in the dialog; the CSV header keeps the field names (product-rules §7).
      expect(await dialog.getByRole('checkbox', { name: 'Campaign name', exact: true }).isChecked()).toBe(
        true,
      );
      expect(await dialog.getByRole('checkbox', { name: 'Total referrals' }).isChecked()).toBe(false);
      await dialog.getByRole('checkbox', { name: 'Description', exact: true }).uncheck();
      await dialog.getByRole('checkbox', { name: 'Conversion rate' }).check();
      await capture(page, 'export-dialog', viewport);

      const campaigns = await exportCsv(page);
      expect(campaigns.fileName).toBe(`campaigns-export-${today()}.csv`);
      expect(campaigns.lines[0]).toBe(
        [...CAMPAIGN_DEFAULT_COLUMNS.filter((field) => field !== 'description'), 'conversionRate'].join(','),
      );
      expect(campaigns.lines).toHaveLength(2);
      expect(campaigns.lines[1]).toContain(',"Cuts, Colour & Co ""VIP"" referrals",');
      await expectToast(page, 'Export successful', 'Campaigns data has been exported to CSV');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Export Report' }).click();
      await dialog.waitFor();
      expect(await dialog.getByRole('radio', { name: /Campaigns/ }).isChecked()).toBe(true);
      // A click while the dialog still zooms in can land on the choice beside (seen once in CI, on a phone).
      await untilStill(page);
      await dialog.getByText('Referrers', { exact: true }).click();
      expect(await dialog.getByRole('radio', { name: /Referrers/ }).isChecked()).toBe(true);
      const referrers = await exportCsv(page);
      expect(referrers.fileName).toBe(`referrers-export-${today()}.csv`);
      expect(referrers.lines[0]).toBe(REFERRER_DEFAULT_COLUMNS.join(','));
      expect(csvRecords(referrers.lines)).toEqual([
        expect.objectContaining({ firstName: 'Ria', marketingConsent: 'Yes', isVerified: 'No' }),
      ]);
      await expectToast(page, 'Export successful', 'Referrers data has been exported to CSV');
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Export Report' }).click();
      await dialog.waitFor();
      await untilStill(page);
      await dialog.getByText('Friends', { exact: true }).click();
      expect(await dialog.getByRole('checkbox', { name: 'Consents to marketing' }).isChecked()).toBe(true);
      await capture(page, 'export-dialog-friends', viewport);
      const friends = await exportCsv(page);
      expect(friends.fileName).toBe(`friends-export-${today()}.csv`);
      expect(friends.lines[0]).toBe(FRIEND_DEFAULT_COLUMNS.join(','));
      expect(csvRecords(friends.lines)).toEqual([
        expect.objectContaining({
          firstName: 'Cara',
          email: friend.email,
          marketingConsent: 'No',
          referredBy: 'Ria Sharma',
          voucherCode: friend.voucher.code,
          voucherState: 'Issued',
          redeemedAt: '',
          redeemedBy: '',
          campaignName: 'Cuts, Colour & Co "VIP" referrals',
        }),
      ]);
      expect(['Confirmed', 'To review']).toContain(csvRecords(friends.lines)[0]!.state);
      await expectToast(page, 'Export successful', 'Friends data has been exported to CSV');

      await page.getByRole('button', { name: 'Export Report' }).click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Export Report' }).click();
      expect(await dialog.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('when the owner deactivates a campaign and copies its link, then the status persists and the link is on the clipboard', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const campaign = await createCampaign(owner, {
      primaryColor: '#0f766e',
    });
    const { context, page } = await openPage(browser, viewport);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      await signIn(page, owner.registration.email, owner.registration.password);
      await page.goto(`/campaign/${campaign.id}`);
      await page.getByRole('heading', { name: 'Spring referrals' }).waitFor();
      await page.locator('.campaign-rich-text strong', { hasText: 'friend' }).waitFor();
      const link = `${new URL(baseUrl()).origin}/refer/${campaign.businessSlug}`;
      expect(await page.getByLabel('Referral link').inputValue()).toBe(link);
      await page.getByText('3 Months').waitFor();
      await page.getByText('#0f766e').waitFor();
      // Nothing limits a campaign to a radius: none is shown.
      expect(await page.getByText('Geographic radius').count()).toBe(0);
      await page.getByText(campaign.businessSlug, { exact: true }).waitFor();
      await page.getByText('No referrers yet').waitFor();
      await capture(page, 'campaign-detail', viewport);
      if (viewport === 'phone') expect(await horizontalOverflow(page)).toBe(0);

      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await expectToast(page, 'Copied!', 'URL copied to clipboard');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      const status = page.getByRole('switch', { name: 'Campaign active' });
      expect(await status.getAttribute('aria-checked')).toBe('true');
      await status.click();
      await expectToast(page, 'Campaign Updated');
      await page.getByText('Inactive', { exact: true }).first().waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Spring referrals' }).waitFor();
      expect(await page.getByRole('switch', { name: 'Campaign active' }).getAttribute('aria-checked')).toBe(
        'false',
      );
      await page.getByText('Inactive', { exact: true }).first().waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the campaign page', () => {
  it('when the owner deletes the campaign, then they are back on the dashboard and its card is gone', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const campaign = await createCampaign(owner, { name: 'Short-lived campaign' });
    const { context, page } = await openPage(browser, 'phone');
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      await page.getByText('Short-lived campaign').first().waitFor();
      await page.goto(`/campaign/${campaign.id}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL('**/dashboard');
      await expectToast(page, 'Campaign Deleted');
      await page.getByText('Create Your First Campaign').waitFor();
      expect(await page.getByRole('main').getByText('Short-lived campaign').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('when the owner deletes a referrer, then the referrer is gone from the list and from the server', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const campaign = await createCampaign(owner, { name: 'Referrer clean-up' });
    await seedReferrer(campaign.id, { firstName: 'Morgan', lastName: 'Leaving' });
    const referrersPath = `/api/referrers/campaign/${campaign.id}`;
    await callApiUntil<CampaignReferrerDto[]>(owner, referrersPath, baseUrl(), (list) => list.length === 1);

    const { context, page } = await openPage(browser, 'phone');
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      await page.goto(`/campaign/${campaign.id}`);
      const rows = page.getByRole('list', { name: 'Referrers', exact: true }).getByRole('listitem');
      await rows.first().getByRole('button').click();
      const dialog = page.getByRole('dialog', { name: 'Morgan Leaving' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this referrer?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expectToast(page, 'Referrer deleted', 'Morgan Leaving has been removed.');
      await page.getByText('No referrers yet').waitFor();
      await callApiUntil<CampaignReferrerDto[]>(owner, referrersPath, baseUrl(), (list) => list.length === 0);
    } finally {
      await context.close();
    }
  });

  it('when a basic owner re-activates a second campaign, then the plan limit is shown and the switch stays off', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const first = await createCampaign(owner, { name: 'First campaign' });
    await callApi(owner, 'PATCH', `/api/campaigns/${first.id}`, { isActive: false });
    await createCampaign(owner, { name: 'Second campaign' });
    const { context, page } = await openPage(browser, 'desktop');
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      await page.goto(`/campaign/${first.id}`);
      const status = page.getByRole('switch', { name: 'Campaign active' });
      await status.click();
      await expectToast(page, 'Error', BASIC_LIMIT);
      expect(await status.getAttribute('aria-checked')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('when the campaign does not exist, then "Campaign Not Found" leads back to the dashboard', async () => {
    const owner = await registerOwnerKnownToCampaigns();
    const { context, page } = await openPage(browser, 'desktop');
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      await page.goto(`/campaign/${randomUUID()}`);
      await page.getByRole('heading', { name: 'Campaign Not Found' }).waitFor();
      await page.getByRole('main').getByRole('button', { name: 'Back to Dashboard' }).click();
      await page.waitForURL('**/dashboard');
    } finally {
      await context.close();
    }
  });
});

describe('a campaign with referral activity', () => {
  let stack: InProcessStack;
  beforeAll(async () => {
    stack = await startInProcessStack('campaign-dashboard');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const publish = (type: string, data: unknown) =>
    stack.bus.publishEvent({ id: randomUUID(), type, occurredAt: new Date().toISOString(), data });

  /**
   * What the referral service reports for a campaign: four referrers, six referees, a voucher for each
   * referee and three of them redeemed (Ada 3 referrals / 2 successful, Grace 2 / 1, Alan 1 / 0, Katherine 0).
   */
  async function referralActivity(campaignId: string): Promise<ReferrerRegisteredData[]> {
    const people = [
      { firstName: 'Ada', lastName: 'Lovelace', referrals: 3, successful: 2 },
      { firstName: 'Grace', lastName: 'Hopper', referrals: 2, successful: 1 },
      { firstName: 'Alan', lastName: 'Turing', referrals: 1, successful: 0 },
      { firstName: 'Katherine', lastName: 'Johnson', referrals: 0, successful: 0 },
    ];
    const referrers: ReferrerRegisteredData[] = [];
    for (const person of people) {
      const referrer = buildReferrer(campaignId, {
        firstName: person.firstName,
        lastName: person.lastName,
        email: `${person.firstName.toLowerCase()}-${uniqueSuffix()}@example.com`,
        referralCode: `${person.lastName.toUpperCase()}-${uniqueSuffix()}`,
      });
      referrers.push(referrer);
      await publish(ReferralEvents.referrerRegistered, referrer);
      for (let index = 0; index < person.referrals; index++) {
        await publish(ReferralEvents.refereeRegistered, buildReferee(referrer));
        const voucher = buildVoucherIssued(referrer, 'referee');
        await publish(ReferralEvents.voucherIssued, voucher);
        if (index < person.successful) {
          await publish(ReferralEvents.voucherRedeemed, buildVoucherRedeemed(voucher));
        }
      }
    }
    return referrers;
  }

  it.each(JOURNEY_VIEWPORTS)(
    'when referrals happened on a %s, then the panel, top referrers, chart and referrer list show them',
    async (viewport) => {
      const owner = await registerOwnerKnownToCampaigns({}, stack.url);
      const campaign = await createCampaign(owner, { name: 'Friends of the salon' }, stack.url);
      const [ada, , , katherine] = await referralActivity(campaign.id);
      await callApiUntil<CampaignStatsDto>(
        owner,
        `/api/analytics/campaign/${campaign.id}`,
        stack.url,
        (stats) => stats.totalReferrals === 6 && stats.redeemedVouchers === 3,
      );

      const { context, page } = await openPage(browser, viewport, stack.url);
      try {
        await signIn(page, owner.registration.email, owner.registration.password);
        await page.getByRole('heading', { name: 'Campaign Statistics' }).waitFor();
        await page.getByText('50%', { exact: true }).waitFor();
        await page.getByText('6 vouchers issued').waitFor();
        // All four joined this month, Katherine too though she has referred nobody (3 active referrers).
        await page
          .locator('.ant-card', { hasText: 'Active Referrers' })
          .getByText('4 new this month')
          .waitFor();
        const top = page.getByRole('list', { name: 'Top referrers' }).getByRole('listitem');
        await top.first().waitFor();
        expect(await top.count()).toBe(3);
        expect(await top.first().textContent()).toContain('Ada Lovelace');
        expect(await top.first().textContent()).toContain('2 successful');
        expect(await top.first().textContent()).toContain('67% success');
        expect(await top.nth(1).textContent()).toContain('50% success');
        await page.locator('.recharts-line-curve').first().waitFor();
        expect(await page.getByText('No referral activity in this period yet').count()).toBe(0);
        await capture(page, 'dashboard-data', viewport);

        // A referral while the dashboard is open shows up without a reload.
        await publish(ReferralEvents.refereeRegistered, buildReferee(katherine));
        await page
          .locator('.ant-card', { hasText: 'Total Referrals' })
          .getByText('7', { exact: true })
          .waitFor();
        await page.getByText('42.9%', { exact: true }).waitFor();

        await page.getByRole('button', { name: 'View All Referrers' }).click();
        await page.waitForURL(`**/campaign/${campaign.id}#referrers`);
        const rows = page.getByRole('list', { name: 'Referrers', exact: true }).getByRole('listitem');
        await rows.first().waitFor();
        expect(await rows.count()).toBe(4);
        const search = page.getByRole('searchbox', { name: 'Search referrers' });
        await search.fill('turing');
        await page.waitForFunction(
          () => document.querySelectorAll('[aria-label="Referrers"] li').length === 1,
        );
        expect(await rows.first().textContent()).toContain('Alan Turing');
        await search.fill(ada.referralCode.toLowerCase());
        await page.waitForFunction(
          () => document.querySelectorAll('[aria-label="Referrers"] li').length === 1,
        );
        await rows.first().getByRole('button').click();

        const dialog = page.getByRole('dialog', { name: 'Ada Lovelace' });
        await dialog.waitFor();
        await dialog.getByText(ada.referralCode).waitFor();
        await dialog.getByText('1 to 2 years').waitFor();
        await dialog.getByText('Verified', { exact: true }).waitFor();
        await dialog.getByText('67%', { exact: true }).waitFor();
        await dialog.getByRole('button', { name: 'Delete' }).waitFor();
        await capture(page, 'referrer-dialog', viewport);
      } finally {
        await context.close();
      }
    },
  );

  /** Noon UTC on the 15th of last month: safely inside last month's bucket whatever today is. */
  const lastMonth = () => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
  };

  /**
   * Referrals of one referrer: `referrals` referees at `at`, each with a voucher, the first `redeemed` of them
   * redeemed at `at`.
   */
  async function referralsAt(
    referrer: ReferrerRegisteredData,
    referrals: number,
    redeemed: number,
    at: Date,
  ) {
    for (let index = 0; index < referrals; index++) {
      await publish(ReferralEvents.refereeRegistered, buildReferee(referrer, at));
      const voucher = buildVoucherIssued(referrer, 'referee', at);
      await publish(ReferralEvents.voucherIssued, voucher);
      if (index < redeemed) await publish(ReferralEvents.voucherRedeemed, buildVoucherRedeemed(voucher, at));
    }
  }

  it('when referrals happened last month and this month, then the change figures compare the months of the campaign chosen', async () => {
    const owner = await registerOwnerKnownToCampaigns({}, stack.url);
    // The basic plan runs one campaign at a time: the older one is paused before the newer one starts.
    const busy = await createCampaign(owner, { name: 'Busy campaign' }, stack.url);
    await callApi(owner, 'PATCH', `/api/campaigns/${busy.id}`, { isActive: false }, stack.url);
    await createCampaign(owner, { name: 'Quiet campaign' }, stack.url);
    const referrer = buildReferrer(busy.id, { createdAt: lastMonth().toISOString() });
    await publish(ReferralEvents.referrerRegistered, referrer);
    // Last month 2 referrals, 1 converted (50%); this month 3, 2 converted (66.7%).
    await referralsAt(referrer, 2, 1, lastMonth());
    await referralsAt(referrer, 3, 2, new Date());
    await callApiUntil<CampaignStatsDto>(
      owner,
      `/api/analytics/campaign/${busy.id}`,
      stack.url,
      (stats) => stats.totalReferrals === 5 && stats.redeemedVouchers === 3,
    );

    const { context, page } = await openPage(browser, 'phone', stack.url);
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      const chooser = page.getByRole('combobox', { name: 'Campaign shown' });
      await chooser.waitFor();
      // The first campaign of the list (the newest) by default.
      await page.locator('.ant-select', { has: chooser }).getByText('Quiet campaign').waitFor();
      await page.getByText('No referrals last month').nth(1).waitFor();

      await chooser.click();
      await page.getByTitle('Busy campaign').click();
      const total = page.locator('.ant-card', { hasText: 'Total Referrals' });
      await total.getByText('5', { exact: true }).waitFor();
      await total.getByText('+50% vs last month').waitFor();
      await page
        .locator('.ant-card', { hasText: 'Conversion Rate' })
        .getByText('+16.7 pts vs last month')
        .waitFor();
      expect(await page.getByText(/Infinity|NaN/).count()).toBe(0);
      await capture(page, 'dashboard-change-figures', 'phone');
      expect(await horizontalOverflow(page)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("when the month's referrals near and then pass the plan's limit, then the dashboard says so and leads to Billing", async () => {
    const owner = await registerOwnerKnownToCampaigns({}, stack.url);
    const campaign = await createCampaign(owner, { name: 'Popular campaign' }, stack.url);
    const referrer = buildReferrer(campaign.id);
    await publish(ReferralEvents.referrerRegistered, referrer);
    for (let index = 0; index < 80; index++) {
      await publish(ReferralEvents.refereeRegistered, buildReferee(referrer));
    }
    const usagePath = `/api/analytics/business/${owner.userId}/usage`;
    await callApiUntil<PlanUsageDto>(owner, usagePath, stack.url, (usage) => usage.referralsThisMonth === 80);

    const { context, page } = await openPage(browser, 'desktop', stack.url);
    try {
      await signIn(page, owner.registration.email, owner.registration.password);
      await page.getByText('80 of 100 referrals this month').waitFor();
      await capture(page, 'dashboard-near-limit', 'desktop');
      await page.getByRole('button', { name: 'See plans in Billing' }).click();
      const billing = page.getByRole('dialog', { name: 'Billing & Subscription' });
      await billing.waitFor();
      await page.keyboard.press('Escape');
      await billing.waitFor({ state: 'hidden' });

      // Past the limit while the dashboard is open: told without a reload, and reassured.
      for (let index = 0; index < 21; index++) {
        await publish(ReferralEvents.refereeRegistered, buildReferee(referrer));
      }
      await page.getByText('101 of 100 referrals this month: over your plan’s limit').waitFor();
      await page
        .getByText('New referrals are still accepted, so no friend is turned away.', { exact: false })
        .waitFor();
      await page.getByRole('button', { name: 'Upgrade in Billing' }).click();
      await billing.waitFor();
    } finally {
      await context.close();
    }
  });
});
