/** Every path this microfrontend links to or owns, in one place. */
export const paths = {
  /** The administrators' sign-in page. */
  login: '/admin',
  dashboard: '/admin/dashboard',
  /** Route pattern of the master-admin view of one business; link with {@link businessPath}. */
  business: '/admin/business/:id',
  /** Owned by mfe-public. */
  home: '/',
} as const;

export const businessPath = (id: string): string => `/admin/business/${encodeURIComponent(id)}`;
