/** Every path this microfrontend links to or owns, in one place. */
export const paths = {
  /** Owned by mfe-public. */
  home: '/',
} as const;
