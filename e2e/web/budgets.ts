/**
 * JavaScript budgets per route: KiB of script a phone downloads (gzip, as transferred) on a cold load,
 * counted until the network is idle. Adding a route to the product means adding its row here; the page
 * weight test (page-weight.test.ts) loads every row and fails over budget, and the gateway's registry test
 * (gateway/test/page-registries.test.ts) fails while a route of the remotes manifest has no row. Plain data,
 * imported by that unit test too: what a row needs made first is named (`seed`) and made by the page weight
 * test.
 */

/**
 * Data a page shows, made through the API before it loads; each gives the values of the `{name}` parameters
 * of the row's `path`: `referral-page` a published referral campaign (`businessSlug`), `referral-link` that
 * and a referrer of it (`businessSlug`, `referralCode`), `owner-campaign` a campaign of the signed-in owner
 * named {@link SEEDED_NAMES}`.campaign` (`id`), `business` a business named {@link SEEDED_NAMES}`.business`
 * (`id`), `cms-page` and `blog-post` a CMS page and a blog post made by the stack's first super admin (`id`).
 */
export type RouteSeed =
  'referral-page' | 'referral-link' | 'owner-campaign' | 'business' | 'cms-page' | 'blog-post';

/** The names the seeds give what they make, shown as the headings of its pages. */
export const SEEDED_NAMES = { campaign: 'Weekend Regulars', business: 'Page Weight Barbers' } as const;

export interface RouteBudget {
  /**
   * Path loaded, as a visitor types it; a `{name}` segment is a route parameter whose value `seed` makes (the
   * segment stands for that parameter of the manifest's route).
   */
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
   * The page is loaded signed in: as a new owner, as a new referrer of a new campaign with their campaign
   * chosen (the portal's stored UI state), or as the stack's first super admin (the admin area's stored
   * session).
   */
  signedIn?: 'owner' | 'referrer' | 'admin';
  /** For a page that shows data: what is made first, giving the values of `path`'s `{name}` parameters. */
  seed?: RouteSeed;
  /**
   * The page edits rich text: the only signed-in pages that may fetch the rich-text editor (CKEditor), which
   * every other page of the owner and admin areas must not download.
   */
  richText?: true;
}

/**
 * Every route. The public pages and the referrer portal, opened on phones from shared links, have 125 KiB: React
 * DOM (~64 KiB) is the floor, then the shell with the one federation runtime, the remote's entry and the page's
 * own chunk, with neither react-router nor TanStack Query (docs/adr/0020-light-router-and-one-federation-runtime.md).
 */
export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { path: '/', label: 'landing page', heading: 'Start your free trial', kib: 125, audience: 'public' },
  { path: '/login', label: 'owner login', heading: 'Welcome Back', kib: 125, audience: 'public' },
  {
    path: '/forgot-password',
    label: 'forgotten password',
    heading: 'Forgot your password?',
    kib: 125,
    audience: 'public',
  },
  {
    // The token is read when the form is sent: an unknown one loads what a real link does.
    path: '/reset-password/no-such-token',
    label: 'new password',
    heading: 'Set a new password',
    kib: 125,
    audience: 'public',
  },
  { path: '/subscribe', label: 'plan selection', heading: 'Choose your plan', kib: 125, audience: 'public' },
  {
    // An unknown code loads exactly the scripts of a real voucher (the page's one chunk is fetched before the
    // API answers; e2e/browser/voucher-page.test.ts checks it) without a voucher to issue first.
    path: '/voucher/NO-SUCH-VOUCHER',
    label: 'voucher page',
    heading: 'Voucher Not Found',
    kib: 125,
    audience: 'public',
  },
  {
    path: '/refer/{businessSlug}',
    label: 'referral page',
    heading: 'Join and get your link',
    kib: 125,
    audience: 'public',
    seed: 'referral-page',
  },
  {
    path: '/refer/{businessSlug}/{referralCode}',
    label: "referral page through a referrer's link",
    heading: 'Claim your welcome reward',
    kib: 125,
    audience: 'public',
    seed: 'referral-link',
  },
  {
    // The page's one chunk is fetched before the API answers, whatever it answers: an unknown link weighs
    // what a real one does (e2e/browser/referral-page.test.ts follows a real one).
    path: '/verify/no-such-link',
    label: 'verification page',
    heading: 'This link is not valid',
    kib: 125,
    audience: 'public',
  },
  {
    // An unknown link loads what a real one does (the page's one chunk, then the answer).
    path: '/unsubscribe/no-such-link',
    label: 'unsubscribe page',
    heading: 'This link is not valid',
    kib: 125,
    audience: 'public',
  },
  {
    // An owner e-mail's link: the same page and chunk, asking the owner link's route.
    path: '/unsubscribe/owner/no-such-link',
    label: 'owner unsubscribe page',
    heading: 'This link is not valid',
    kib: 125,
    audience: 'public',
  },
  { path: '/blog', label: 'blog', heading: 'Blog', kib: 125, audience: 'public' },
  {
    // A post's page loads its one chunk before the API answers: an unknown slug weighs what a published post
    // does (e2e/browser/public-site.test.ts reads real ones).
    path: '/blog/no-such-post',
    label: 'blog post',
    heading: 'Post Not Found',
    kib: 125,
    audience: 'public',
  },
  {
    path: '/cms/pages/no-such-page',
    label: 'CMS page',
    heading: 'Page Not Found',
    kib: 125,
    audience: 'public',
  },
  {
    // The same page at its own address (the catch-all `/{slug}`).
    path: '/no-such-page',
    label: 'CMS page at its own address',
    heading: 'Page Not Found',
    kib: 125,
    audience: 'public',
  },
  {
    path: '/preview/no-such-token',
    label: 'preview link',
    heading: 'Preview unavailable',
    kib: 125,
    audience: 'public',
  },
  {
    // The referrer portal is opened on phones; its signed-in pages keep the public pages' 125 KiB budget.
    path: '/referrer/login',
    label: 'referrer login',
    heading: 'Referrer Login',
    kib: 125,
    audience: 'referrer',
  },
  {
    path: '/referrer/login/no-such-token',
    label: "referrer's sign-in link",
    heading: 'This sign-in link no longer works',
    kib: 125,
    audience: 'referrer',
  },
  {
    path: '/referrer/campaigns',
    label: "referrer's campaigns (signed in)",
    heading: 'Welcome back, Sam!',
    kib: 125,
    audience: 'referrer',
    signedIn: 'referrer',
  },
  {
    path: '/referrer/dashboard',
    label: 'referrer dashboard (signed in)',
    heading: 'Welcome back, Sam!',
    kib: 125,
    audience: 'referrer',
    signedIn: 'referrer',
  },
  {
    path: '/referrer/rewards',
    label: 'referrer rewards (signed in)',
    heading: 'My rewards',
    kib: 125,
    audience: 'referrer',
    signedIn: 'referrer',
  },
  {
    path: '/referrer/friends',
    label: 'referrer friends (signed in)',
    heading: 'My friends',
    kib: 125,
    audience: 'referrer',
    signedIn: 'referrer',
  },
  {
    path: '/referrer/forgot-password',
    label: "referrer's forgotten password",
    heading: 'Forgot your password?',
    kib: 125,
    audience: 'referrer',
  },
  {
    path: '/referrer/reset-password/no-such-token',
    label: "referrer's new password",
    heading: 'Set a new password',
    kib: 125,
    audience: 'referrer',
  },
  {
    path: '/no/such/page',
    label: 'not-found page',
    heading: '404 Page Not Found',
    kib: 125,
    audience: 'public',
  },
  {
    path: '/dashboard',
    // antd is bundled per area, tree-shaken, not shared whole (docs/adr/0019-antd-bundled-per-area.md):
    // 423.7 KiB measured on 2026-11-26.
    label: 'owner dashboard (signed in)',
    heading: 'Dashboard',
    kib: 450,
    audience: 'owner',
    signedIn: 'owner',
  },
  {
    // The other pages of the owner and admin areas: each loads the area's common chunk and its own, lazily.
    // Budget: the figure measured on 2026-11-26 (docs/performance.md) plus about 5%, rounded up to 10 KiB.
    path: '/campaign/{id}',
    label: 'campaign page (signed in)',
    heading: SEEDED_NAMES.campaign,
    kib: 480,
    audience: 'owner',
    signedIn: 'owner',
    seed: 'owner-campaign',
  },
  {
    path: '/campaign/{id}/referees',
    label: "campaign's referees (signed in)",
    heading: 'Referees',
    kib: 510,
    audience: 'owner',
    signedIn: 'owner',
    seed: 'owner-campaign',
  },
  {
    // 441.1 KiB measured on 2026-11-27, plus about 5%.
    path: '/campaign/{id}/review',
    label: "campaign's referrals to review (signed in)",
    heading: 'Flagged referrals',
    kib: 470,
    audience: 'owner',
    signedIn: 'owner',
    seed: 'owner-campaign',
  },
  {
    path: '/redeem',
    label: 'voucher redemption (signed in)',
    heading: 'Redeem a voucher',
    kib: 460,
    audience: 'owner',
    signedIn: 'owner',
  },
  {
    path: '/redeem/referral',
    label: 'referral recorded at the counter (signed in)',
    heading: 'Record a referral',
    kib: 470,
    audience: 'owner',
    signedIn: 'owner',
  },
  {
    // The rich-text editor (CKEditor, ~200 KiB) loads on the routes that edit rich text only, so they have a
    // budget of their own: 704.6 KiB measured (the edit page 703.7) on 2026-11-26, plus about 5%.
    path: '/campaign-wizard',
    label: 'campaign wizard (signed in, rich text)',
    heading: 'Create a Campaign',
    kib: 740,
    audience: 'owner',
    signedIn: 'owner',
    richText: true,
  },
  {
    path: '/campaign/{id}/edit',
    label: 'campaign edit page (signed in, rich text)',
    heading: 'Edit Campaign',
    kib: 740,
    audience: 'owner',
    signedIn: 'owner',
    seed: 'owner-campaign',
    richText: true,
  },
  {
    // The administrators' sign-in loads their remote with the antd of its one form (antd is bundled per
    // area, tree-shaken; the signed-in pages are lazy chunks): 362.9 KiB measured on 2026-11-26.
    path: '/admin',
    label: 'admin login',
    heading: 'Admin Login',
    kib: 450,
    audience: 'admin',
  },
  {
    path: '/admin/dashboard',
    label: 'admin dashboard (signed in)',
    heading: 'Welcome, Super Admin',
    kib: 500,
    audience: 'admin',
    signedIn: 'admin',
  },
  {
    path: '/admin/business/{id}',
    label: 'admin view of a business (signed in)',
    heading: SEEDED_NAMES.business,
    kib: 510,
    audience: 'admin',
    signedIn: 'admin',
    seed: 'business',
  },
  {
    // The CMS editors fetch CKEditor (a lazy chunk of the editor route; ~249 KiB gzip of script, its
    // stylesheet is not counted) and no other admin page does: 636.0 KiB measured on 2026-11-27 for each of the
    // three, plus about 5%, rounded up to 10 KiB. The area's 450 KiB cannot hold CKEditor's script.
    path: '/admin/pages/edit/{id}',
    label: 'CMS page editor (signed in, rich text)',
    heading: 'Edit Page',
    kib: 670,
    audience: 'admin',
    signedIn: 'admin',
    seed: 'cms-page',
    richText: true,
  },
  {
    path: '/admin/blog/new',
    label: 'new blog post (signed in, rich text)',
    heading: 'New Blog Post',
    kib: 670,
    audience: 'admin',
    signedIn: 'admin',
    richText: true,
  },
  {
    path: '/admin/blog/edit/{id}',
    label: 'blog editor (signed in, rich text)',
    heading: 'Edit Blog Post',
    kib: 670,
    audience: 'admin',
    signedIn: 'admin',
    seed: 'blog-post',
    richText: true,
  },
];
