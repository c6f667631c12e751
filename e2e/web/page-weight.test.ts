import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AdminSignInAnswer, CampaignDto, ReferrerAuthDto } from '@referrals/contracts';
import { buildCampaign, buildReferrerSignUp, TEST_SUPER_ADMIN } from '@referrals/testing';
import { registerOwner, registerOwnerKnownToCampaigns, type RegisteredOwner } from '../support/api.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { baseUrl } from '../support/env.ts';
import { seedReferralCampaign, seedReferrer } from '../support/referral-page.ts';
import { ROUTE_BUDGETS, SEEDED_NAMES, type RouteBudget, type RouteSeed } from './budgets.ts';

/** Code of the signed-in areas: the remotes a page of each audience must not fetch. */
const PRIVATE_REMOTES: Record<'public' | 'referrer' | 'admin', RegExp> = {
  public: /^\/mfe\/(?:owner|referrer|admin)\//,
  referrer: /^\/mfe\/(?:owner|admin)\//,
  admin: /^\/mfe\/(?:owner|referrer)\//,
};

/**
 * Strings only antd's and CKEditor's code contain, whatever chunk they end up in: antd's ConfigProvider
 * context (`getPrefixCls`, kept by minifiers as a property name) and CKEditor's package names.
 */
const FORBIDDEN_LIBRARIES: Record<string, RegExp> = {
  antd: /getPrefixCls/,
  CKEditor: /ckeditor5|CKEditorError/,
};

interface ScriptTransfer {
  url: string;
  /** Bytes of the gzip-encoded body, as received (headers not counted). */
  bytes: number;
  encoding: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Registers a new owner (known to the campaign service, so the owner's pages can show a campaign) and signs
 * them in through `context`, which keeps the session cookie, as the login page would.
 */
async function signInOwner(context: BrowserContext): Promise<RegisteredOwner> {
  const owner = await registerOwnerKnownToCampaigns();
  const { email, password } = owner.registration;
  const response = await context.request.post('/api/login', {
    data: { email, password },
    headers: { Origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  return owner;
}

/**
 * Signs a new referrer of a new campaign in through `context` (the session cookie) and leaves in its storage
 * what the sign-in page and the campaign choice would (the portal's UI state), before any page loads.
 */
async function signInReferrer(context: BrowserContext): Promise<void> {
  const { campaign } = await seedReferralCampaign();
  const form = buildReferrerSignUp(campaign.id);
  await seedReferrer(campaign.id, form);
  const response = await context.request.post('/api/referrers/auth', {
    data: { email: form.email, password: form.password },
    headers: { Origin: baseUrl() },
  });
  expect(response.status()).toBe(200);
  const auth = (await response.json()) as ReferrerAuthDto;
  await context.addInitScript((answer: ReferrerAuthDto) => {
    localStorage.setItem('referrerToken', answer.referrer.id);
    localStorage.setItem('referrerData', JSON.stringify(answer.referrer));
    localStorage.setItem('referrerCampaigns', JSON.stringify(answer.campaigns));
    localStorage.setItem('referrerCampaign', JSON.stringify(answer.campaigns[0]));
  }, auth);
}

/**
 * Signs the stack's first super admin in and leaves in `context`'s storage the session the admin sign-in page
 * stores (the admin API's bearer token, the administrator and the session's end), before any page loads.
 */
async function signInAdmin(context: BrowserContext): Promise<void> {
  const response = await context.request.post('/api/admin/auth/login', {
    data: { email: TEST_SUPER_ADMIN.email, password: TEST_SUPER_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  await context.addInitScript(
    (answer: AdminSignInAnswer) => {
      localStorage.setItem('adminToken', answer.token);
      localStorage.setItem('adminUser', JSON.stringify(answer.user));
      localStorage.setItem('adminExpiresAt', answer.expiresAt);
    },
    (await response.json()) as AdminSignInAnswer,
  );
}

/** What a row's page shows, made through the API: the values of its path's `{name}` parameters. */
const SEEDS: Record<
  RouteSeed,
  (visitor: { context: BrowserContext; owner?: RegisteredOwner }) => Promise<Record<string, string>>
> = {
  'referral-page': async () => ({ businessSlug: (await seedReferralCampaign()).campaign.businessSlug }),
  'referral-link': async () => {
    const { campaign } = await seedReferralCampaign();
    const { referralCode } = await seedReferrer(campaign.id);
    return { businessSlug: campaign.businessSlug, referralCode };
  },
  'owner-campaign': async ({ context, owner }) => {
    if (!owner) throw new Error('an owner-campaign row is loaded signed in as its owner');
    const response = await context.request.post('/api/campaigns', {
      data: buildCampaign(owner.userId, { name: SEEDED_NAMES.campaign }),
      headers: { Origin: baseUrl() },
    });
    expect(response.status()).toBe(201);
    return { id: ((await response.json()) as CampaignDto).id };
  },
  business: async () => ({ id: (await registerOwner({ businessName: SEEDED_NAMES.business })).userId }),
  'cms-page': async ({ context }) => ({ id: await seedCmsItem(context, 'pages') }),
  'blog-post': async ({ context }) => ({ id: await seedCmsItem(context, 'blog') }),
};

/** Makes a draft page or post as the stack's first super admin; its id. */
async function seedCmsItem(context: BrowserContext, list: 'pages' | 'blog'): Promise<string> {
  const login = await context.request.post('/api/admin/auth/login', {
    data: { email: TEST_SUPER_ADMIN.email, password: TEST_SUPER_ADMIN.password },
  });
  const { token } = (await login.json()) as AdminSignInAnswer;
  const slug = `page-weight-${list}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await context.request.post(`/api/admin/cms/${list}`, {
    data: { title: 'Page weight', slug, content: '<p>Weighed.</p>', isPublished: false },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** How long the network stays quiet before a load counts as done (Playwright's `networkidle`). */
const QUIET_MS = 500;

/**
 * Loads `path` cold (a new context: empty cache) and returns every script transferred until the page has
 * `shown` itself and the network is then quiet, as Chromium's network layer counted it. On a busy host a page
 * may still be evaluating what it fetched when the network first goes quiet, and fetch its lazy parts (the
 * rich-text editor) after: they are counted too. Only gzip is accepted, so the figures are gzip sizes.
 */
async function loadCold(
  page: Page,
  path: string,
  shown: () => Promise<void>,
): Promise<{ scripts: ScriptTransfer[]; bodies: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  for (const event of ['Network.loadingFinished', 'Network.loadingFailed'] as const) {
    cdp.on(event, ({ requestId }: { requestId: string }) => {
      inFlight.delete(requestId);
      lastActivity = Date.now();
    });
  }
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
  const pending = new Map<string, Omit<ScriptTransfer, 'bytes'>>();
  const scripts: ScriptTransfer[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') {
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([key, value]) => [key.toLowerCase(), String(value)]),
      );
      pending.set(requestId, { url: response.url, encoding: headers['content-encoding'] ?? 'identity' });
    }
  });
  const received = new Map<string, number>();
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    received.set(requestId, (received.get(requestId) ?? 0) + encodedDataLength);
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    const script = pending.get(requestId);
    if (script) scripts.push({ ...script, bytes: received.get(requestId) ?? 0 });
  });
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await shown();
  while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await cdp.detach();
  return { scripts, bodies: await Promise.all(bodies) };
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// Several routes at once (jest's `maxConcurrency`, 5, runs concurrent tests of one describe block together), each
// in a context of its own: what a load transfers does not depend on how busy the machine is, and most of a
// load's time is waiting (the network going quiet).
describe('each route on a phone', () => {
  it.concurrent.each<RouteBudget>(ROUTE_BUDGETS)(
    'the $label ($path): when loaded cold, then at most $kib KiB of gzip JavaScript is transferred',
    async (budget) => {
      const { context, page } = await openPage(browser, 'phone');
      try {
        const owner = budget.signedIn === 'owner' ? await signInOwner(context) : undefined;
        if (budget.signedIn === 'referrer') await signInReferrer(context);
        if (budget.signedIn === 'admin') await signInAdmin(context);
        const params = budget.seed ? await SEEDS[budget.seed]({ context, owner }) : {};
        const path = budget.path.replace(/\{(\w+)\}/g, (_segment, name: string) =>
          encodeURIComponent(params[name]!),
        );
        // The page really showed (not a fallback or a redirect to the login page); the count is of bytes, so a
        // busy host is given time.
        const { scripts, bodies } = await loadCold(page, path, () =>
          page
            .getByRole('heading', { name: budget.heading, exact: true })
            .first()
            .waitFor({ timeout: 60_000 }),
        );
        expect(new URL(page.url()).pathname).toBe(path);
        const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
        const report = scripts
          .map((script) => `${kib(script.bytes)} KiB ${script.encoding} ${new URL(script.url).pathname}`)
          .join('\n');
        console.log(`${path}: ${kib(total)} KiB of JavaScript (budget ${budget.kib})\n${report}`);

        expect(scripts.length).toBeGreaterThan(0);
        // Anything sent uncompressed would be counted at full size: every script goes out gzipped.
        expect(scripts.filter((script) => script.encoding !== 'gzip').map((script) => script.url)).toEqual(
          [],
        );
        expect(kib(total)).toBeLessThanOrEqual(budget.kib);
        // What the page's head announces (preloads) is the very request the page makes: nothing comes twice.
        const urls = scripts.map((script) => script.url);
        expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);

        const privateRemotes = budget.audience === 'owner' ? null : PRIVATE_REMOTES[budget.audience];
        if (privateRemotes) {
          const paths = scripts.map((script) => new URL(script.url).pathname);
          expect(paths.filter((path) => privateRemotes.test(path))).toEqual([]);
        }
        // Pages opened on phones from links carry neither antd nor CKEditor; the signed-in areas fetch CKEditor
        // only on the pages that edit rich text.
        const forbidden =
          budget.audience === 'public' || budget.audience === 'referrer'
            ? Object.keys(FORBIDDEN_LIBRARIES)
            : budget.richText
              ? []
              : ['CKEditor'];
        for (const library of forbidden) {
          const fetched = bodies.some((body) => FORBIDDEN_LIBRARIES[library]!.test(body));
          expect({ library, fetched }).toEqual({ library, fetched: false });
        }
      } finally {
        await context.close();
      }
    },
  );
});
