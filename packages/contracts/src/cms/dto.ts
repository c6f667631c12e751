import type { ResponsiveImage } from './media.ts';

/** A CMS page as the admin screens and the public page read it. `content` is sanitised HTML. */
export interface CmsPageDto {
  id: string;
  title: string;
  slug: string;
  content: string;
  /** An `/uploads/` address from the media library, or null. */
  featuredImage: string | null;
  /**
   * The featured image's size and `srcset` when it is an image of the media library with WebP copies; given
   * by the public reads and previews (absent from the admin lists), null otherwise.
   */
  featuredImageMedia?: ResponsiveImage | null;
  metaDescription: string | null;
  isPublished: boolean;
  /** When a scheduled publication happens (a future time), or null when none is scheduled. */
  publishAt: string | null;
  /** Set the first time the page is published (the scheduled time for a scheduled one); kept on unpublish. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A blog post: a page with an excerpt. */
export interface BlogPostDto extends CmsPageDto {
  excerpt: string | null;
}

/** The kinds of item the CMS keeps revisions of. */
export const CMS_ITEM_KINDS = ['page', 'post', 'setting'] as const;
export type CmsItemKind = (typeof CMS_ITEM_KINDS)[number];

/**
 * An earlier version of a page, post or setting. Saves by the same admin within 10 minutes fold into one;
 * at least the last 25 per item are kept.
 */
export interface CmsRevisionDto {
  id: string;
  kind: CmsItemKind;
  /** The page's or post's id, or the setting's key. */
  itemId: string;
  savedAt: string;
  /** Who saved it, or null when the admin has been deleted since (or the CMS itself seeded it). */
  savedBy: { id: string; name: string } | null;
  /** What the item was at that save: the page's or post's input fields, or `{ value }` of a setting. */
  snapshot: Record<string, unknown>;
}

/** A shareable preview link of a draft: `/preview/{token}`, valid 7 days unless revoked. */
export interface CmsPreviewLinkDto {
  id: string;
  kind: Extract<CmsItemKind, 'page' | 'post'>;
  itemId: string;
  /** `/preview/{token}`: only in the answer that created it (the service keeps a hash). */
  url: string | null;
  createdAt: string;
  expiresAt: string;
  createdBy: { id: string; name: string } | null;
}

/** Days a preview link works for. */
export const PREVIEW_LINK_DAYS = 7;

/** GET /api/cms/preview/{token}: what the link shows, as the public page or post would show it once published. */
export type CmsPreviewDto = { kind: 'page'; page: CmsPageDto } | { kind: 'post'; post: BlogPostDto };

/** A public read by a slug that was renamed: where the item is now (the gateway answers 301 to it). */
export interface CmsMovedAnswer {
  movedTo: string;
}

/** One page of a list read: the items and the cursor of the next page (null on the last). */
export interface CmsList<T> {
  items: T[];
  next: string | null;
}

/** Posts a public list page holds unless asked otherwise. */
export const BLOG_PAGE_SIZE = 20;

/** A file of the media library. Images carry their size and WebP copies at a few widths for `srcset`. */
export interface MediaFileDto {
  id: string;
  filename: string;
  originalName: string;
  mimeType: string;
  /** Bytes. */
  size: number;
  /** `/uploads/{filename}`. */
  url: string;
  altText: string | null;
  description: string | null;
  width: number | null;
  height: number | null;
  /** WebP copies, narrowest first: `srcset` entries. Empty for anything that is not an image. */
  variants: { width: number; url: string }[];
  createdAt: string;
}

/** Where a media file is used: DELETE answers 409 with these unless forced. */
export interface MediaUsage {
  kind: CmsItemKind;
  /** The page's or post's id, or the setting's key. */
  id: string;
  /** The page's or post's title, or the setting's key. */
  title: string;
}

/** What the sitemap and the RSS feed list. */
export interface CmsSiteIndex {
  pages: { slug: string; title: string; updatedAt: string }[];
  /** The newest 20 published posts for the feed; every published post for the sitemap. */
  posts: {
    slug: string;
    title: string;
    excerpt: string | null;
    publishedAt: string;
    updatedAt: string;
  }[];
  /** When the public settings last changed: the landing page's last change. */
  settingsUpdatedAt: string | null;
}

/**
 * The library images among the public image settings' values, by address (`/uploads/….png`): what lets the
 * landing page fetch no more of each than it shows. An address that is no library image (or has no copies) is
 * absent: the page shows it as it is.
 */
export type CmsSettingImages = Record<string, ResponsiveImage>;

/** What the gateway's served HTML needs from the settings, private ones included. */
export interface CmsPageSettings {
  settings: Record<string, string>;
}
