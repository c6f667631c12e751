import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl, distributedRun } from './env.ts';

/** Where {@link screenshot} saves, for people to look at (nothing compares them). */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('../artifacts/screenshots', import.meta.url));
/** Screenshots are taken only when `E2E_SCREENSHOTS=1` asks for them. */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** The two sizes journeys run at: public pages are used on phones. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The sizes a journey that runs at both (`describe.each(JOURNEY_VIEWPORTS)`) runs at in this run: the phone
 * in both modes, the desktop in the embedded run only, since a layout is the same whatever the stack's mode.
 */
export const JOURNEY_VIEWPORTS: readonly ViewportName[] = distributedRun() ? ['phone'] : ['phone', 'desktop'];

/** Debian's Chromium, as every browser suite and Lighthouse start it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless use without a sandbox or GPU, and no network chatter (this machine has no outside network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Debian's Chromium, headless. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  url: string = baseUrl(),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    // A journey clicks as soon as a control is in place, which a dialog zooming in or a menu sliding in moves
    // under the pointer: journeys run as someone who asked for less motion (the areas honour it).
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Saves a full-page screenshot under e2e/artifacts/screenshots when {@link SCREENSHOTS} asks for it. */
export async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${viewport}.png`), fullPage: true });
}

/**
 * Lets the app take a server-rendered page over (docs/adr/0022-server-rendered-public-pages.md) and waits until
 * it has: for a visitor who is not signed in, the app starts when they reach for a button or a form field, so
 * this focuses the copy's first button in view, as a keyboard user tabbing to it would, without pressing it. A page
 * without a server-rendered copy is the app's already.
 */
export async function takeOverServerPage(page: Page): Promise<void> {
  const copy = page.locator('#server-page');
  if ((await copy.count()) === 0) return;
  await copy.locator('button:visible').first().focus();
  await copy.waitFor({ state: 'detached' });
}

/**
 * Waits until every finite animation and transition of the page has ended (a dialog's zoom, a menu's slide, a
 * toast's fade). A click while a dialog still zooms in can land beside its target, and a half-faded element
 * reads as low contrast. Not waited for: an endless one (a spinner's turn, which moves nothing else: it never
 * ends), and one of an element that shows no text and takes no pointer (antd's click wave fades for 2 s around
 * the button just pressed, and covers nothing).
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      if (animation.playState !== 'running') return true;
      if (animation.effect?.getTiming().iterations === Infinity) return true;
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return (
        target instanceof HTMLElement &&
        !target.textContent &&
        getComputedStyle(target).pointerEvents === 'none'
      );
    }),
  );
}

/**
 * Opens the account menu (the header's button named after the owner's business or the referrer) and picks
 * `item`, waiting for the menu to slide in and for what the item opens (a dialog's zoom) to stand still: a
 * click during either animation can land beside its target.
 */
export async function openAccountMenuItem(page: Page, accountName: string, item: string): Promise<void> {
  await dismissToasts(page);
  await page.getByRole('button', { name: accountName }).click();
  await untilStill(page);
  await page.getByRole('menuitem', { name: item }).click();
  await untilStill(page);
}

/**
 * Closes the toasts on screen with their × (antd's in the owner and admin areas, the light ones elsewhere), as
 * a person does when one covers what they want to tap next: on a phone a toast spans the screen's width.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.ant-notification-notice, [data-toast]');
  for (const close of await page
    .locator('.ant-notification-notice-close, [data-toast] button[aria-label="Close"]')
    .all()) {
    // A toast may time out and leave while it is being clicked: either way it is gone.
    await close.click({ timeout: 1_000 }).catch(() => undefined);
  }
  await toasts.first().waitFor({ state: 'detached' });
}

/** Signs in through /login and waits for the dashboard. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Waits for the toast titled `title` (that says `description`, when given): an antd notification in the owner
 * area, a light toast (`data-toast`) on the public pages.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('.ant-notification-notice, [data-toast]').filter({ hasText: title });
  await (description ? toast.filter({ hasText: description }) : toast).first().waitFor();
}
