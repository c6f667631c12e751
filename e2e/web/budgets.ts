import { seedReferralCampaign, seedReferrer } from '../support/referral-page.ts';

/**
 * JavaScript budgets per route: KiB of script a phone downloads (gzip, as transferred) on a cold load,
 * counted until the network is idle. Adding a route to the product means adding its row here; the page
 * weight test loads every row and fails over budget.
 */
export interface RouteBudget {
  /** Path loaded, as a visitor types it. */
  path: string;
  /** What the row is, in test names. */
  label: string;
  /** A heading the page shows once loaded: proves the route rendered, not a fallback or a redirect. */
  heading: string;
  /** Budget in KiB (1024 bytes) of gzip-encoded JavaScript. */
  kib: number;
  /**
   * Public routes must not fetch antd, CKEditor or any code of the signed-in areas; the referrer portal's
   * pages (opened on phones too) may fetch its own remote but nothing else of that list; the admin pages
   * theirs and no owner or referrer code.
   */
  audience: 'public' | 'referrer' | 'owner' | 'admin';
  /**
   * The page is loaded signed in: as a new owner, or as a new referrer of a new campaign with their campaign
   * chosen (the portal's stored UI state).
   */
  signedIn?: 'owner' | 'referrer';
  /**
   * For a page that shows data: makes it through the API and returns the address to load (`path` then names
   * the route in test names only).
   */
  seed?: () => Promise<string>;
}

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { path: '/', label: 'landing page', heading: 'Start your free trial', kib: 200, audience: 'public' },
  { path: '/login', label: 'owner login', heading: 'Welcome Back', kib: 200, audience: 'public' },
  {
    path: '/forgot-password',
    label: 'forgotten password',
    heading: 'Forgot your password?',
    kib: 200,
    audience: 'public',
  },
  { path: '/subscribe', label: 'plan selection', heading: 'Choose your plan', kib: 200, audience: 'public' },
  {
    // An unknown code loads exactly the scripts of a real voucher (the page's one chunk is fetched before the
    // API answers; e2e/browser/voucher-page.test.ts checks it) without a voucher to issue first.
    path: '/voucher/NO-SUCH-VOUCHER',
    label: 'voucher page',
    heading: 'Voucher Not Found',
    kib: 200,
    audience: 'public',
  },
  {
    path: '/refer/{businessSlug}',
    label: 'referral page',
    heading: 'Join and get your link',
    kib: 200,
    audience: 'public',
    seed: async () => (await seedReferralCampaign()).pagePath,
  },
  {
    path: '/refer/{businessSlug}/{referralCode}',
    label: "referral page through a referrer's link",
    heading: 'Claim your welcome reward',
    kib: 200,
    audience: 'public',
    seed: async () => {
      const { campaign } = await seedReferralCampaign();
      return new URL((await seedReferrer(campaign.id)).referralLink).pathname;
    },
  },
  {
    // The page's one chunk is fetched before the API answers, whatever it answers: an unknown link weighs
    // what a real one does (e2e/browser/referral-page.test.ts follows a real one).
    path: '/verify/no-such-link',
    label: 'verification page',
    heading: 'This link is not valid',
    kib: 200,
    audience: 'public',
  },
  {
    // The referrer portal is opened on phones; its signed-in pages keep the same 200 KiB budget.
    path: '/referrer/login',
    label: 'referrer login',
    heading: 'Referrer Login',
    kib: 200,
    audience: 'referrer',
  },
  {
    path: '/referrer/campaigns',
    label: "referrer's campaigns (signed in)",
    heading: 'Welcome back, Sam!',
    kib: 200,
    audience: 'referrer',
    signedIn: 'referrer',
  },
  {
    path: '/referrer/dashboard',
    label: 'referrer dashboard (signed in)',
    heading: 'Welcome back, Sam!',
    kib: 200,
    audience: 'referrer',
    signedIn: 'referrer',
  },
  {
    path: '/no/such/page',
    label: 'not-found page',
    heading: '404 Page Not Found',
    kib: 200,
    audience: 'public',
  },
  {
    path: '/dashboard',
    label: 'owner dashboard (signed in)',
    heading: 'Dashboard',
    kib: 700,
    audience: 'owner',
    signedIn: 'owner',
  },
  {
    // The administrators' sign-in loads their remote with antd, like the owner's area: antd is a shared
    // singleton, and a shared package is bundled whole (~434 KiB gzip), so the area's budget is the owner's.
    path: '/admin',
    label: 'admin login',
    heading: 'Admin Login',
    kib: 700,
    audience: 'admin',
  },
];
