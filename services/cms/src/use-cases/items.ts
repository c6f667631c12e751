import type { EntityManager } from '@mikro-orm/sql';
import type {
  AdminPrincipal,
  BlogPostDto,
  BlogPostInput,
  CmsMovedAnswer,
  CmsPageDto,
} from '@referrals/contracts';
import { isUniqueViolation, isUuid, type AppError, type Bus, type Clock } from '@referrals/service-kit';
import { randomUUID } from 'node:crypto';
import { BlogPost, CmsPage } from '../entities/cms-page.ts';
import { CmsRevision } from '../entities/cms-revision.ts';
import { SlugRedirect } from '../entities/slug-redirect.ts';
import { CmsErrors } from '../errors.ts';
import { sanitizeCmsHtml } from '../rich-text.ts';
import { pageDto, postDto } from './item-dto.ts';
import { forgetItem } from './forget-item.ts';
import { announcePublicChange } from './public-change.ts';
import { applyPublication } from './publication-schedule.ts';
import { withFeaturedImageMedia, withResponsiveImages } from './responsive-images.ts';
import { recordRevision } from './revisions.ts';
import { saverOf } from './saved-by.ts';

/** The two kinds of CMS item that have a slug, an address and revisions of their fields. */
export type ItemKind = 'page' | 'post';

/** A page or a post row (a post has an excerpt too). */
export type ItemRow = CmsPage | BlogPost;

/** What an admin saves: a page's fields, and a post's excerpt. */
export type ItemInput = Omit<BlogPostInput, 'excerpt'> & { excerpt?: string | null };

/** Per kind: its table, its not-found answer and its DTO. */
export const ITEM_KINDS = {
  page: { entity: CmsPage, notFound: CmsErrors.pageNotFound, dto: pageDto },
  post: { entity: BlogPost, notFound: CmsErrors.postNotFound, dto: postDto as (row: ItemRow) => BlogPostDto },
} as const satisfies Record<
  ItemKind,
  { entity: unknown; notFound: () => AppError; dto: (row: never) => CmsPageDto }
>;

/** The item's DTO: a CmsPageDto, or a BlogPostDto for a post. */
export function itemDto(kind: ItemKind, row: ItemRow): CmsPageDto | BlogPostDto {
  return kind === 'page' ? pageDto(row) : postDto(row as BlogPost);
}

/** The item of `kind` with this id, drafts included; a malformed or unknown id is the kind's not-found. */
export async function findItem(em: EntityManager, kind: ItemKind, id: string): Promise<ItemRow> {
  const row = (await em.findOne(ITEM_KINDS[kind].entity as typeof CmsPage, { id })) as ItemRow | null;
  if (row === null) throw ITEM_KINDS[kind].notFound();
  return row;
}

/** A page's or post's fields as a revision keeps them (and a restore writes them back). */
export function itemSnapshot(kind: ItemKind, row: ItemRow): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {
    title: row.title,
    slug: row.slug,
    content: row.content,
    featuredImage: row.featuredImage,
    metaDescription: row.metaDescription,
    isPublished: row.isPublished,
    publishAt: row.publishAt?.toISOString() ?? null,
  };
  if (kind === 'post') snapshot.excerpt = (row as BlogPost).excerpt;
  return snapshot;
}

export interface ItemWrite {
  em: EntityManager;
  bus: Bus;
  clock: Clock;
  principal: AdminPrincipal;
  requestId?: string;
}

/**
 * Creates (`id` null) or updates a page or post: the content through the CMS allow-list, the slug unique per
 * kind (a published item's old slug keeps answering with its new address), `publishedAt` set at the first
 * publication; the revision is kept and, when readers can see the change, the public-change event recorded,
 * all in one transaction.
 */
export async function saveItem(
  write: ItemWrite,
  kind: ItemKind,
  id: string | null,
  input: ItemInput,
  options: { fold?: boolean } = {},
): Promise<CmsPageDto | BlogPostDto> {
  const savedBy = await saverOf(write.bus, write.principal);
  const entity = ITEM_KINDS[kind].entity as typeof CmsPage;
  const row = await slugConflictOnUniqueViolation(kind, () =>
    write.em.transactional(async (em) => {
      const now = write.clock.now();
      const existing = id === null ? null : await findItem(em, kind, id);
      const slug = input.slug;
      const holder = await em.findOne(entity, { slug });
      if (holder !== null && holder.id !== existing?.id) throw CmsErrors.slugTaken(kind);
      const wasPublic = existing?.isPublished ?? false;
      const before = existing && { snapshot: itemSnapshot(kind, existing), savedAt: existing.updatedAt };
      const row: ItemRow =
        existing ??
        em.create(entity, {
          id: randomUUID(),
          title: input.title,
          slug,
          content: '',
          featuredImage: null,
          metaDescription: null,
          isPublished: false,
          publishAt: null,
          publishedAt: null,
          createdAt: now,
          updatedAt: now,
          ...(kind === 'post' ? { excerpt: null } : {}),
        });
      if (existing === null) em.persist(row);
      if (existing !== null && existing.slug !== slug && wasPublic) {
        await keepRedirect(em, kind, existing.slug, existing.id, now);
      }
      // A slug in use again no longer leads elsewhere: the item that holds it now answers for it.
      await em.nativeDelete(SlugRedirect, { kind, oldSlug: slug });
      row.title = input.title;
      row.slug = slug;
      row.content = await withResponsiveImages(em, sanitizeCmsHtml(input.content), {
        featuredImage: input.featuredImage !== null,
      });
      row.featuredImage = input.featuredImage;
      row.metaDescription = input.metaDescription;
      await applyPublication(em, kind, row, input, now);
      if (kind === 'post') (row as BlogPost).excerpt = input.excerpt ?? null;
      row.updatedAt = now;
      await recordRevision(em, {
        kind,
        itemId: row.id,
        snapshot: itemSnapshot(kind, row),
        savedBy,
        now,
        fold: options.fold,
        // A starter page has no revision yet: its text as the CMS wrote it stays one step back.
        previous: before ?? undefined,
      });
      if (wasPublic || row.isPublished) announcePublicChange(em, { requestId: write.requestId });
      return row;
    }),
  );
  return itemDto(kind, row);
}

/** Two saves racing for one slug: the one that lost hears what a save of a taken slug hears. */
async function slugConflictOnUniqueViolation<T>(kind: ItemKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw CmsErrors.slugTaken(kind);
    throw error;
  }
}

/** Remembers that `oldSlug` of a published item now answers with the item's current address. */
async function keepRedirect(
  em: EntityManager,
  kind: ItemKind,
  oldSlug: string,
  itemId: string,
  now: Date,
): Promise<void> {
  const redirect = await em.findOne(SlugRedirect, { kind, oldSlug });
  if (redirect !== null) {
    redirect.itemId = itemId;
    return;
  }
  em.persist(em.create(SlugRedirect, { id: randomUUID(), kind, oldSlug, itemId, createdAt: now }));
}

/** Deletes a page or post with its redirects; the public-change event when readers could see it. */
export async function deleteItem(write: ItemWrite, kind: ItemKind, id: string): Promise<void> {
  await write.em.transactional(async (em) => {
    const row = await findItem(em, kind, id);
    await em.nativeDelete(SlugRedirect, { kind, itemId: row.id });
    // Nothing is left to restore them into.
    await em.nativeDelete(CmsRevision, { kind, itemId: row.id });
    await forgetItem(em, kind, row.id);
    if (row.isPublished) announcePublicChange(em, { requestId: write.requestId });
    em.remove(row);
  });
}

/**
 * A published page or post by its slug, for anyone; a published item's old slug answers where the item is
 * now (the gateway answers 301), and anything else, drafts included, is the kind's not-found.
 */
export async function publicItem(
  em: EntityManager,
  kind: ItemKind,
  slug: unknown,
): Promise<CmsPageDto | BlogPostDto | CmsMovedAnswer> {
  const { entity, notFound } = ITEM_KINDS[kind];
  if (typeof slug !== 'string') throw notFound();
  const row = (await em.findOne(entity as typeof CmsPage, { slug })) as ItemRow | null;
  if (row !== null) {
    if (!row.isPublished) throw notFound();
    return (await withFeaturedImageMedia(em, [itemDto(kind, row)]))[0] as CmsPageDto | BlogPostDto;
  }
  const redirect = await em.findOne(SlugRedirect, { kind, oldSlug: slug });
  if (redirect === null) throw notFound();
  const target = (await em.findOne(entity as typeof CmsPage, { id: redirect.itemId })) as ItemRow | null;
  if (target === null || !target.isPublished) throw notFound();
  return { movedTo: target.slug };
}

/** Every page or post for the admin lists, newest first. */
export async function listItems(em: EntityManager, kind: ItemKind): Promise<(CmsPageDto | BlogPostDto)[]> {
  const rows = (await em.find(
    ITEM_KINDS[kind].entity as typeof CmsPage,
    {},
    {
      orderBy: { createdAt: 'desc', id: 'desc' },
    },
  )) as ItemRow[];
  return rows.map((row) => itemDto(kind, row));
}

/** A post by its slug for an admin, drafts included (the blog editor's preview). */
export async function adminPostBySlug(em: EntityManager, slug: unknown): Promise<BlogPostDto> {
  const row = typeof slug === 'string' ? await em.findOne(BlogPost, { slug }) : null;
  if (row === null) throw CmsErrors.postNotFound();
  return (await withFeaturedImageMedia(em, [postDto(row)]))[0] as BlogPostDto;
}

/** The kind of the page or post with this id (ids are random UUIDs: one names one item of either kind). */
export async function kindOfItem(em: EntityManager, id: unknown): Promise<ItemKind> {
  if (!isUuid(id)) throw CmsErrors.itemNotFound();
  if ((await em.count(CmsPage, { id })) > 0) return 'page';
  if ((await em.count(BlogPost, { id })) > 0) return 'post';
  throw CmsErrors.itemNotFound();
}
