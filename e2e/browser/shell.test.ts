import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, takeOverServerPage } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the shell', () => {
  it('when a path belongs to no microfrontend, then the 404 page shows inside the site header and footer', async () => {
    const { context, page } = await openPage(browser, 'desktop');
    try {
      await page.goto('/no/such/page');
      await page.getByText('404 Page Not Found').waitFor();
      await page.getByText('The address may be mistyped, or the page may have moved.').waitFor();
      await screenshot(page, 'not-found', 'desktop');
    } finally {
      await context.close();
    }
  });

  it('when the landing page loads, then no owner, referrer or admin code is downloaded', async () => {
    const { context, page } = await openPage(browser, 'phone');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    try {
      await page.goto('/');
      await takeOverServerPage(page);
      await page.getByRole('button', { name: 'Start Free 14-Day Trial' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(requested.some((path) => path.startsWith('/mfe/public/'))).toBe(true);
      expect(requested.filter((path) => /^\/mfe\/(owner|referrer|admin)\//.test(path))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('when the owner microfrontend cannot be loaded, then its routes show a fallback and the rest keeps working', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await context.route('**/mfe/owner/**', (route) => route.abort());
    try {
      await page.goto('/dashboard');
      await page.getByText('This part of the site could not be loaded').waitFor();
      await screenshot(page, 'remote-fallback', 'phone');
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
