import dayjs from 'dayjs';
import type { ValidationError } from 'yup';
import {
  blogPostSchema,
  cmsPageSchema,
  slugifyTitle,
  type BlogPostDto,
  type BlogPostInput,
  type CmsPageDto,
} from '@referrals/contracts';
import type { CmsItemKind } from '../../../lib/cms/cms-api.ts';

/** What the editor holds: every field as typed (empty strings for none); `publishAt` as `YYYY-MM-DDTHH:mm`. */
export interface EditorValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  metaDescription: string;
  isPublished: boolean;
  publishAt: string;
}

export type EditorField = keyof EditorValues;

const LOCAL_MOMENT = 'YYYY-MM-DDTHH:mm';

/** A new item's fields: docs/product-rules.md §3: a new post starts published, a page's editor too. */
export function blankValues(): EditorValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    featuredImage: '',
    metaDescription: '',
    isPublished: true,
    publishAt: '',
  };
}

/** The editor's fields of a loaded page or post. */
export function valuesOf(item: CmsPageDto | BlogPostDto): EditorValues {
  return {
    title: item.title,
    slug: item.slug,
    excerpt: 'excerpt' in item ? (item.excerpt ?? '') : '',
    content: item.content,
    featuredImage: item.featuredImage ?? '',
    metaDescription: item.metaDescription ?? '',
    isPublished: item.isPublished,
    publishAt: item.publishAt ? dayjs(item.publishAt).format(LOCAL_MOMENT) : '',
  };
}

/**
 * The values after the title changed: a new post's slug follows its title (docs/product-rules.md §5); a saved
 * item's slug, and a page's, stays as it is (its address is public).
 */
export function withTitle(values: EditorValues, title: string, isNewPost: boolean): EditorValues {
  return isNewPost ? { ...values, title, slug: slugifyTitle(title) } : { ...values, title };
}

/** What the Preview button does: open the public address, or (an unsaved post) say why it cannot. */
export function previewTarget(
  kind: CmsItemKind,
  savedSlug: string | null,
): { kind: 'open'; url: string } | { kind: 'unavailable'; title: string; description: string } {
  if (savedSlug === null) {
    return {
      kind: 'unavailable',
      title: 'Preview Unavailable',
      description: 'Please save the post first to enable preview.',
    };
  }
  const slug = encodeURIComponent(savedSlug);
  return { kind: 'open', url: kind === 'post' ? `/blog/${slug}?preview=true` : `/cms/pages/${slug}` };
}

/**
 * The payload of a save, checked with the contract's schema: either the input or the message of each field
 * that does not pass.
 */
export function checkedInput(
  kind: CmsItemKind,
  values: EditorValues,
): { ok: true; input: BlogPostInput } | { ok: false; errors: Partial<Record<EditorField, string>> } {
  const schema = kind === 'post' ? blogPostSchema : cmsPageSchema;
  const raw = {
    ...values,
    publishAt: values.publishAt ? dayjs(values.publishAt).toISOString() : null,
    ...(kind === 'post' ? {} : { excerpt: undefined }),
  };
  try {
    const input = schema.validateSync(raw, { abortEarly: false, stripUnknown: true }) as BlogPostInput;
    return { ok: true, input };
  } catch (error) {
    const errors: Partial<Record<EditorField, string>> = {};
    for (const inner of (error as ValidationError).inner) {
      const field = inner.path as EditorField | undefined;
      if (field && !errors[field]) errors[field] = inner.message;
    }
    return { ok: false, errors };
  }
}

/** Whether two sets of values are the same (the editor has no unsaved change). */
export const sameValues = (a: EditorValues, b: EditorValues) => JSON.stringify(a) === JSON.stringify(b);
