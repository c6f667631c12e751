import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { TEST_SUPER_ADMIN, uniqueSuffix } from '@referrals/testing';
import { buildReferrerSignUp, joinWhenKnown, openCampaign } from '../api/referral-support.ts';
import { registerOwner } from '../support/api.ts';
import { launchBrowser, openPage, screenshot, signIn, takeOverServerPage } from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';

/**
 * On a phone (390x844) every control a finger taps is at least 44x44 CSS px (WCAG 2.5.5): every visible link,
 * button and checkbox (a checkbox's target is the label around it) of the landing page with its registration
 * form, both sign-in pages, the referrer's dashboard and the admin's business and user lists. A toast, which
 * spans a phone's width, never covers the control just used.
 */

/** The smallest tap target, in CSS px. */
const MIN_TARGET = 44;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Each visible control of the page smaller than {@link MIN_TARGET} either way, named with its size. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], input[type="checkbox"]',
    );
    return [...controls].flatMap((control) => {
      const target = control instanceof HTMLInputElement ? (control.closest('label') ?? control) : control;
      if (!target.checkVisibility({ visibilityProperty: true })) return [];
      const { width, height } = target.getBoundingClientRect();
      if (width >= min && height >= min) return [];
      const name =
        control.getAttribute('aria-label') ?? (target.textContent ?? '').trim().replace(/\s+/g, ' ');
      return [`${control.tagName.toLowerCase()} "${name}" ${Math.round(width)}x${Math.round(height)}`];
    });
  }, MIN_TARGET);
}

/** Taps `control` and waits for the toast titled `title`: true when the toast covers where the control was. */
async function toastCovers(page: Page, control: Locator, title: string): Promise<boolean> {
  const tapped = await control.boundingBox();
  await control.click();
  return toastOver(page, tapped, title);
}

/** True when the toast titled `title` covers `box` (a control's place on the screen). */
async function toastOver(page: Page, tapped: Box, title: string): Promise<boolean> {
  const toast = await page.locator('[data-toast]').filter({ hasText: title }).boundingBox();
  if (!tapped || !toast) throw new Error(`the control or the "${title}" toast is not on screen`);
  const apart =
    toast.y + toast.height <= tapped.y ||
    tapped.y + tapped.height <= toast.y ||
    toast.x + toast.width <= tapped.x ||
    tapped.x + tapped.width <= toast.x;
  return !apart;
}

type Box = Awaited<ReturnType<Locator['boundingBox']>>;

describe('tap targets on a phone', () => {
  it('when an owner signs in, then the "Login Successful" toast leaves the dashboard’s account menu free to tap', async () => {
    const { registration } = await registerOwner();
    const { context, page } = await openPage(browser, 'phone');
    try {
      await signIn(page, registration.email, registration.password);
      const menu = page.getByRole('button', { name: registration.businessName });
      await menu.waitFor();
      expect(await toastOver(page, await menu.boundingBox(), 'Login Successful')).toBe(false);
      await screenshot(page, 'tap-targets-owner-signed-in', 'phone');
    } finally {
      await context.close();
    }
  });

  it('when the public pages and the referrer sign-in show, then every link and button is at least 44x44', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      const offenders: Record<string, string[]> = {};
      await page.goto('/');
      // The server-rendered copy is replaced by the app's page: act on the app's, not on the copy.
      await takeOverServerPage(page);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.getByRole('form', { name: 'Business registration' }).waitFor();
      offenders.landing = await smallTargets(page);
      await screenshot(page, 'tap-targets-landing', 'phone');

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
      offenders.login = await smallTargets(page);
      await screenshot(page, 'tap-targets-login', 'phone');

      await page.goto('/referrer/login');
      await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
      offenders.referrerLogin = await smallTargets(page);
      await screenshot(page, 'tap-targets-referrer-login', 'phone');
      expect(offenders).toEqual({ landing: [], login: [], referrerLogin: [] });
    } finally {
      await context.close();
    }
  });

  it('when a referrer opens a campaign, then every control of the dashboard is at least 44x44 and no toast covers the control tapped', async () => {
    const { campaign } = await openCampaign();
    const form = buildReferrerSignUp(campaign.id, { firstName: 'Tapi' });
    await joinWhenKnown(form);
    const { context, page } = await openPage(browser, 'phone');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    try {
      await page.goto('/referrer/login');
      await page.getByLabel('Email').fill(form.email);
      await page.getByLabel('Password', { exact: true }).fill(form.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await page.getByRole('link', { name: 'All my campaigns' }).waitFor();
      await page.getByRole('region', { name: 'Top Referrers' }).getByText('You').waitFor();
      expect(await smallTargets(page)).toEqual([]);
      await screenshot(page, 'tap-targets-referrer-dashboard', 'phone');

      const copy = page
        .getByRole('region', { name: 'Your referral link' })
        .getByRole('button', { name: 'Copy', exact: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await toastCovers(page, copy, 'Copied!')).toBe(false);

      await page.getByRole('button', { name: 'Choose a memorable code' }).click();
      await page.getByLabel('Choose a memorable code').fill(`T${uniqueSuffix().slice(0, 8)}`);
      const save = page.getByRole('button', { name: 'Save code' });
      await save.evaluate((button) =>
        window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 16),
      );
      expect(await toastCovers(page, save, 'Code Updated')).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('when an admin lists the businesses and the admin users, then every row action is at least 44x44', async () => {
    await openCampaign();
    const { context, page } = await openPage(browser, 'phone');
    try {
      await page.goto('/admin');
      await page.getByLabel('Email').fill(TEST_SUPER_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(TEST_SUPER_ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/admin/dashboard');
      await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached' });

      await page.getByRole('tab', { name: 'Businesses' }).click();
      await page
        .getByRole('button', { name: /^Duplicate / })
        .first()
        .waitFor();
      const businesses = await smallTargets(page);
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .scrollIntoViewIfNeeded();
      await screenshot(page, 'tap-targets-admin-businesses', 'phone');

      await page.getByRole('tab', { name: 'Admin Users' }).click();
      await page.getByRole('button', { name: 'Create Admin' }).first().waitFor();
      const users = await smallTargets(page);
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .scrollIntoViewIfNeeded();
      await screenshot(page, 'tap-targets-admin-users', 'phone');
      expect({ businesses, users }).toEqual({ businesses: [], users: [] });
    } finally {
      await context.close();
    }
  });
});
