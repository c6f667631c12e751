import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The fields pages and blog posts share (CmsPageDto). */
const pageProperties = {
  id: p.uuid().primary(),
  title: p.text(),
  /** Unique among items of the same kind. */
  slug: p.text().unique(),
  /** Sanitised HTML: written only through the CMS allow-list (rich-text.ts). */
  content: p.text(),
  featuredImage: p.text().nullable(),
  metaDescription: p.text().nullable(),
  isPublished: p.boolean(),
  /** A scheduled publication's time, null when none is scheduled. */
  publishAt: p.datetime().nullable(),
  /** Set the first time the item is published; kept on unpublish. */
  publishedAt: p.datetime().nullable(),
  createdAt: p.datetime(),
  updatedAt: p.datetime(),
};

/** A CMS page, shown publicly at `/{slug}` once published. */
export const CmsPage = defineEntity({
  name: 'CmsPage',
  tableName: 'cms_page',
  properties: pageProperties,
});
export type CmsPage = InferEntity<typeof CmsPage>;

/** A blog post, shown publicly at `/blog/{slug}` once published. */
export const BlogPost = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_post',
  properties: { ...pageProperties, excerpt: p.text().nullable() },
});
export type BlogPost = InferEntity<typeof BlogPost>;
