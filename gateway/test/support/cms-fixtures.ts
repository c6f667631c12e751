import type { BlogPostDto, CmsPageDto } from '@referrals/contracts';

/** The CMS's published content the site's page tests serve through their doubles. */
export const PUBLISHED_AT = '2026-11-20T10:00:00.000Z';

/** A published post with a featured image; its excerpt holds angle brackets, which every page must escape. */
export const samplePost: BlogPostDto = {
  id: '3f1d2c4e-8a9b-4c1d-9e2f-0a1b2c3d4e5f',
  title: 'Five ways to thank your regulars',
  slug: 'thank-your-regulars',
  excerpt: 'Small gestures that bring friends <through> the door.',
  content: '<p>Say thank you.</p>',
  featuredImage: '/uploads/regulars.webp',
  metaDescription: null,
  isPublished: true,
  publishAt: null,
  publishedAt: PUBLISHED_AT,
  createdAt: PUBLISHED_AT,
  updatedAt: PUBLISHED_AT,
};

/** A published page without an image or a meta description. */
export const samplePage: CmsPageDto = {
  id: '4a1d2c4e-8a9b-4c1d-9e2f-0a1b2c3d4e5f',
  title: 'About us',
  slug: 'about',
  content: '<h2>Who we are</h2><p>A small team in London.</p>',
  featuredImage: null,
  metaDescription: null,
  isPublished: true,
  publishAt: null,
  publishedAt: PUBLISHED_AT,
  createdAt: PUBLISHED_AT,
  updatedAt: '2026-11-21T09:00:00.000Z',
};
