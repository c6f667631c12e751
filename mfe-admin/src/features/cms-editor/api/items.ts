import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPostInput, CmsPageDto, CmsPreviewLinkDto, CmsRevisionDto } from '@referrals/contracts';
import {
  CMS_ITEM_API,
  cmsItemPath,
  cmsItemsQueryKey,
  cmsQueryRoot,
  type CmsItemKind,
  type CmsItemOf,
} from '../../../lib/cms/cms-api.ts';
import { adminRequest } from '../../../lib/session/admin-request.ts';

const itemKey = (kind: CmsItemKind, id: string) => [...cmsItemsQueryKey(kind), 'one', id] as const;

/** `GET /api/admin/cms/pages/{id}` or `/blog/{id}` (drafts included). */
export function useCmsItem<Kind extends CmsItemKind>(kind: Kind, id: string | null) {
  return useQuery({
    queryKey: itemKey(kind, id ?? ''),
    queryFn: ({ signal }) =>
      adminRequest<CmsItemOf<Kind>>('GET', cmsItemPath(kind, id ?? ''), undefined, { signal }),
    enabled: id !== null,
  });
}

/** `POST` a new item (no id) or `PUT` a saved one; every CMS list and count refetched after. */
export function useSaveCmsItem(kind: CmsItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BlogPostInput }) =>
      id === null
        ? adminRequest<CmsPageDto>('POST', CMS_ITEM_API[kind], input)
        : adminRequest<CmsPageDto>('PUT', cmsItemPath(kind, id), input),
    onSuccess: (saved) => {
      queryClient.setQueryData(itemKey(kind, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: cmsQueryRoot });
    },
  });
}

const revisionsKey = (kind: CmsItemKind, id: string) => [...itemKey(kind, id), 'revisions'] as const;
const previewLinksKey = (kind: CmsItemKind, id: string) => [...itemKey(kind, id), 'preview-links'] as const;

/** `GET …/{id}/revisions`: the item's earlier versions, newest first. */
export function useRevisions(kind: CmsItemKind, id: string) {
  return useQuery({
    queryKey: revisionsKey(kind, id),
    queryFn: ({ signal }) =>
      adminRequest<CmsRevisionDto[]>('GET', `${cmsItemPath(kind, id)}/revisions`, undefined, { signal }),
  });
}

/** `POST /api/admin/cms/revisions/{id}/restore`: the item as restored (a restore is a revision too). */
export function useRestoreRevision(kind: CmsItemKind, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) =>
      adminRequest<CmsPageDto>('POST', `/api/admin/cms/revisions/${encodeURIComponent(revisionId)}/restore`),
    onSuccess: (restored) => {
      queryClient.setQueryData(itemKey(kind, itemId), restored);
      void queryClient.invalidateQueries({ queryKey: cmsQueryRoot });
    },
  });
}

/** `GET …/{id}/preview-links`: the item's shareable preview links still working. */
export function usePreviewLinks(kind: CmsItemKind, id: string) {
  return useQuery({
    queryKey: previewLinksKey(kind, id),
    queryFn: ({ signal }) =>
      adminRequest<CmsPreviewLinkDto[]>('GET', `${cmsItemPath(kind, id)}/preview-links`, undefined, {
        signal,
      }),
  });
}

/** `POST …/{id}/preview-links`: a new link; its answer is the only one holding the address. */
export function useCreatePreviewLink(kind: CmsItemKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest<CmsPreviewLinkDto>('POST', `${cmsItemPath(kind, id)}/preview-links`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewLinksKey(kind, id) }),
  });
}

/** `DELETE /api/admin/cms/preview-links/{id}`: the link stops working at once. */
export function useRevokePreviewLink(kind: CmsItemKind, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) =>
      adminRequest<void>('DELETE', `/api/admin/cms/preview-links/${encodeURIComponent(linkId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewLinksKey(kind, itemId) }),
  });
}
