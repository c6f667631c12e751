import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPostDto, CmsPageDto, MediaFileDto } from '@referrals/contracts';
import { adminRequest } from '../session/admin-request.ts';

/** A page or a blog post: the two kinds of item the CMS edits with the same editor. */
export type CmsItemKind = 'page' | 'post';
export type CmsItemOf<Kind extends CmsItemKind> = Kind extends 'post' ? BlogPostDto : CmsPageDto;

/** Where the admin API keeps each kind. */
export const CMS_ITEM_API: Record<CmsItemKind, string> = {
  page: '/api/admin/cms/pages',
  post: '/api/admin/cms/blog',
};

/** The API path of item `id`. */
export const cmsItemPath = (kind: CmsItemKind, id: string) =>
  `${CMS_ITEM_API[kind]}/${encodeURIComponent(id)}`;

/** Key prefix of every CMS query: a change to one item refetches the lists and counts that show it. */
export const cmsQueryRoot = ['admin', 'cms'] as const;
export const cmsItemsQueryKey = (kind: CmsItemKind) => [...cmsQueryRoot, kind] as const;
export const mediaQueryKey = [...cmsQueryRoot, 'media'] as const;

/** `GET /api/admin/cms/pages` or `/blog`: every page or post, drafts included. */
export function useCmsItems<Kind extends CmsItemKind>(kind: Kind) {
  return useQuery({
    queryKey: [...cmsItemsQueryKey(kind), 'list'],
    queryFn: ({ signal }) =>
      adminRequest<CmsItemOf<Kind>[]>('GET', CMS_ITEM_API[kind], undefined, { signal }),
  });
}

/** `DELETE /api/admin/cms/pages/{id}` or `/blog/{id}`; the lists are refetched after. */
export function useDeleteCmsItem(kind: CmsItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest<void>('DELETE', cmsItemPath(kind, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsQueryRoot }),
  });
}

/** `GET /api/admin/cms/media`: the media library, newest first. */
export function useMediaFiles() {
  return useQuery({
    queryKey: [...mediaQueryKey, 'list'],
    queryFn: ({ signal }) =>
      adminRequest<MediaFileDto[]>('GET', '/api/admin/cms/media', undefined, { signal }),
  });
}

/** Whether a library file is an image (shown as a preview, offered by the image pickers). */
export const isImageFile = (file: Pick<MediaFileDto, 'mimeType'>) => file.mimeType.startsWith('image/');

/** The public address of an item: a page's `/cms/pages/{slug}`, a post's `/blog/{slug}`. */
export function publicItemPath(kind: CmsItemKind, slug: string): string {
  return kind === 'page' ? `/cms/pages/${encodeURIComponent(slug)}` : `/blog/${encodeURIComponent(slug)}`;
}

/** A file's size as the media cards show it (docs/product-rules.md §9: KB per file). */
export const sizeInKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The library's total as the Overview shows it (MB in total). */
export const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
