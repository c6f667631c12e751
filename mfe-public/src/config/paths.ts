/** Every path this microfrontend links to or owns, in one place. */
export const paths = {
  landing: '/',
  login: '/login',
  subscribe: '/subscribe',
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
