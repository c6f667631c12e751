/** Every path this microfrontend links to or owns, in one place. */
export const paths = {
  dashboard: '/dashboard',
  /** Owned by mfe-public. */
  home: '/',
  /** Owned by mfe-public. */
  login: '/login',
} as const;
