/** Every path this microfrontend links to or owns, in one place. */
export const paths = {
  landing: '/',
  login: '/login',
  /** An owner asks for a link to set a new password. */
  forgotPassword: '/forgot-password',
  /** The link of that e-mail. */
  resetPassword: '/reset-password/:token',
  subscribe: '/subscribe',
  /** The public referral page of a business: a customer joins (`?campaign={id}` picks one of several). */
  referral: '/refer/:businessSlug',
  /** The same page through a referrer's personal link: a friend signs up. */
  referralWithCode: '/refer/:businessSlug/:referralCode',
  /** The link of a verification e-mail (`?as=referrer` for a referrer's). */
  verify: '/verify/:token',
  /** A voucher's page; its absolute address is `voucherAddress(origin, code)` (features/voucher). */
  voucher: '/voucher/:code',
  /** Where a browser opening an e-mail's unsubscribe link (`/api/unsubscribe/{token}`) is sent. */
  unsubscribe: '/unsubscribe/:token',
  /** The same for an owner e-mail's link (`/api/owner-unsubscribe/{token}`). */
  ownerUnsubscribe: '/unsubscribe/owner/:token',
  /** The blog's published posts, newest first. */
  blog: '/blog',
  /** A blog post (`?preview=true`: an admin signed in on this browser sees the draft). */
  blogPost: '/blog/:slug',
  /** A published CMS page under the CMS's own prefix. */
  cmsPage: '/cms/pages/:slug',
  /** The same page at its own address; every literal route of any remote wins over it (routePatternScore). */
  sitePage: '/:slug',
  /** What a shareable preview link of a draft page or post shows. */
  preview: '/preview/:token',
  /** The site's terms and privacy policy: CMS pages at their own address, linked from the registration forms. */
  terms: '/terms',
  privacy: '/privacy',
  /** Owned by mfe-owner. */
  dashboard: '/dashboard',
  /** The owner's counter, where a voucher is found by its code (owned by mfe-owner). */
  counter: '/redeem',
  /** Owned by mfe-referrer. */
  referrerLogin: '/referrer/login',
} as const;

/** The public referral page of a business: the address its customers join at (docs/product-rules.md §5). */
export const referralPagePath = (businessSlug: string): string =>
  `/refer/${encodeURIComponent(businessSlug)}`;

/** A blog post's address. */
export const blogPostPath = (slug: string): string => `/blog/${encodeURIComponent(slug)}`;

/** A CMS page's address under the CMS's prefix. */
export const cmsPagePath = (slug: string): string => `/cms/pages/${encodeURIComponent(slug)}`;

/** A CMS page's own address. */
export const sitePagePath = (slug: string): string => `/${encodeURIComponent(slug)}`;

/** Anchors of the landing page's sections. */
export const landingSections = {
  features: 'features',
  pricing: 'pricing',
  getStarted: 'get-started',
} as const;
