import type { BlogPostDto, CmsPageDto } from '@referrals/contracts';
import type { BlogPost, CmsPage } from '../entities/cms-page.ts';

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

export function pageDto(page: CmsPage): CmsPageDto {
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    content: page.content,
    featuredImage: page.featuredImage ?? null,
    metaDescription: page.metaDescription ?? null,
    isPublished: page.isPublished,
    publishAt: iso(page.publishAt),
    publishedAt: iso(page.publishedAt),
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}

export function postDto(post: BlogPost): BlogPostDto {
  return { ...pageDto(post), excerpt: post.excerpt ?? null };
}
