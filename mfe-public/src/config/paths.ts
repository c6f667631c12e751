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

/** Anchors of the landing page's sections. */
export const landingSections = {
  features: 'features',
  pricing: 'pricing',
  getStarted: 'get-started',
} as const;
