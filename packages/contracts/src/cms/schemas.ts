import { array, boolean, number, object, string, type InferType, type ObjectSchema } from 'yup';
import { STORED_FILE_NAME, UPLOADED_FILE_PATH } from '../shared/uploads.ts';
import { MEDIA_IMAGE_WIDTHS, MEDIA_KINDS, type MediaRecordInput } from './media.ts';

/** A page's or post's address word: lowercase letters, digits and single hyphens between them. */
export const CMS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CMS_SLUG_MAX_LENGTH = 100;
/** Longest page or post content, in characters of HTML. */
export const CMS_CONTENT_MAX_LENGTH = 200_000;

/** The blog editor's slug of a new post: lowercased, runs of anything else than letters and digits a hyphen. */
export function slugifyTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CMS_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

const slugField = string()
  .trim()
  .required('Slug is required')
  .max(CMS_SLUG_MAX_LENGTH, `Slug must be at most ${CMS_SLUG_MAX_LENGTH} characters`)
  .matches(CMS_SLUG_PATTERN, 'Slug may only contain lowercase letters, digits and hyphens (e.g. about-us)');

const imageField = string()
  .trim()
  .nullable()
  .default(null)
  .transform((value: string | null) => (value === '' ? null : value))
  .matches(UPLOADED_FILE_PATH, {
    message: 'Pick the image from the media library (an address starting with /uploads/)',
    excludeEmptyString: true,
  });

const optionalText = (max: number, message: string) =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .max(max, message);

/** A future publication time (ISO 8601), or null for none. */
const publishAtField = string()
  .nullable()
  .default(null)
  .transform((value: string | null) => (value === '' ? null : value))
  .test('iso-date', 'Enter the publication time as a date and time', (value) =>
    value == null ? true : !Number.isNaN(Date.parse(value)),
  );

const pageFields = {
  title: string().trim().required('Title is required').max(200, 'Title must be at most 200 characters'),
  slug: slugField,
  content: string()
    .default('')
    .max(CMS_CONTENT_MAX_LENGTH, 'The content is too long to save (at most 200,000 characters of HTML)'),
  featuredImage: imageField,
  metaDescription: optionalText(300, 'Meta description must be at most 300 characters'),
  isPublished: boolean().default(false),
  /**
   * Publishes the item at this future time (beyond docs/product-rules.md): it stays a draft until then and
   * appears publicly within a minute of it. Null cancels a schedule.
   */
  publishAt: publishAtField,
};

/** POST /api/admin/cms/pages and PUT /api/admin/cms/pages/{id}. */
export const cmsPageSchema = object(pageFields);
export type CmsPageInput = InferType<typeof cmsPageSchema>;

/** POST /api/admin/cms/blog and PUT /api/admin/cms/blog/{id}. */
export const blogPostSchema = object({
  ...pageFields,
  excerpt: optionalText(1_000, 'Excerpt must be at most 1,000 characters'),
});
export type BlogPostInput = InferType<typeof blogPostSchema>;

/** PUT /api/admin/cms/settings/{key}: the value is checked by the key's kind in the service. */
export const cmsSettingSchema = object({
  value: string().defined('Value is required').strict(),
});

/** GET /api/cms/blog: `published=true` (the only list the public gets) and the next page's cursor. */
export const publicBlogQuerySchema = object({
  published: string().oneOf(['true'], 'Only published posts are listed').default('true'),
  cursor: string().max(200, 'Invalid cursor').optional(),
});

/** The multipart fields of POST /api/admin/cms/media/upload besides the file. */
export const mediaUploadFieldsSchema = object({
  altText: optionalText(300, 'Alt text must be at most 300 characters'),
  description: optionalText(1_000, 'Description must be at most 1,000 characters'),
});

/** Why alt text is required for images (the upload dialog says so; beyond docs/product-rules.md §5). */
export const ALT_TEXT_REQUIRED = 'Alt text is required for images: it is what screen readers say instead';

/** DELETE /api/admin/cms/media/{id}: `force=true` deletes a file that pages, posts or settings still use. */
export const mediaDeleteQuerySchema = object({
  force: string().oneOf(['true', 'false'], 'force must be true or false').optional(),
});

const pixels = number().nullable().default(null).integer('Invalid size').min(1, 'Invalid size');

/** `CmsSubjects.recordMedia`: what the gateway sends once an uploaded file passed its checks. */
export const mediaRecordSchema: ObjectSchema<MediaRecordInput> = object({
  filename: string().required('File name is required').matches(STORED_FILE_NAME, 'Invalid file name'),
  originalName: string().trim().required('Original name is required').max(255, 'Original name is too long'),
  mimeType: string()
    .required('Type is required')
    .oneOf(
      Object.values(MEDIA_KINDS).flatMap((kind) => [...kind.mimeTypes]),
      'This type of file is not taken',
    ),
  size: number().required('Size is required').integer('Invalid size').min(0, 'Invalid size'),
  width: pixels,
  height: pixels,
  variantWidths: array(
    number()
      .required()
      .oneOf([...MEDIA_IMAGE_WIDTHS], 'Unknown image width'),
  ).default([]),
  altText: optionalText(300, 'Alt text must be at most 300 characters'),
  description: optionalText(1_000, 'Description must be at most 1,000 characters'),
});
