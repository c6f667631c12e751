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
  /** Public routes must not fetch antd, CKEditor or any code of the signed-in areas. */
  audience: 'public' | 'owner';
}

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  { path: '/', label: 'landing page', heading: 'Start your free trial', kib: 200, audience: 'public' },
  { path: '/login', label: 'owner login', heading: 'Welcome Back', kib: 200, audience: 'public' },
  { path: '/subscribe', label: 'plan selection', heading: 'Choose your plan', kib: 200, audience: 'public' },
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
  },
];
