/** Every path this microfrontend links to or owns, in one place. */
export const paths = {
  /** The administrators' sign-in page. */
  login: '/admin',
  dashboard: '/admin/dashboard',
  /** Route pattern of the master-admin view of one business; link with {@link businessPath}. */
  business: '/admin/business/:id',
  /** Route pattern of the CMS page editor; link with {@link pageEditPath}. */
  pageEdit: '/admin/pages/edit/:id',
  newPost: '/admin/blog/new',
  /** Route pattern of the blog editor of a saved post; link with {@link blogEditPath}. */
  blogEdit: '/admin/blog/edit/:id',
  /** Owned by mfe-public. */
  home: '/',
} as const;

export const businessPath = (id: string): string => `/admin/business/${encodeURIComponent(id)}`;
export const pageEditPath = (id: string): string => `/admin/pages/edit/${encodeURIComponent(id)}`;
export const blogEditPath = (id: string): string => `/admin/blog/edit/${encodeURIComponent(id)}`;
