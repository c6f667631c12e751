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
  /** Owned by mfe-owner. */
  dashboard: '/dashboard',
  /** Owned by mfe-referrer. */
  referrerLogin: '/referrer/login',
} as const;

/** Anchors of the landing page's sections. */
export const landingSections = {
  features: 'features',
  pricing: 'pricing',
  getStarted: 'get-started',
} as const;
