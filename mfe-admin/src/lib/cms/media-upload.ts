import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaFileDto } from '@referrals/contracts';
import { adminFormRequest } from '../session/admin-request.ts';
import { mediaQueryKey } from './cms-api.ts';

export interface MediaUploadInput {
  file: File;
  altText: string;
  description: string;
}

/** `POST /api/admin/cms/media/upload` (multipart: file, altText, description). */
export function uploadMediaFile({ file, altText, description }: MediaUploadInput): Promise<MediaFileDto> {
  const form = new FormData();
  form.append('file', file);
  if (altText.trim()) form.append('altText', altText.trim());
  if (description.trim()) form.append('description', description.trim());
  return adminFormRequest<MediaFileDto>('/api/admin/cms/media/upload', form);
}

/** {@link uploadMediaFile}, the library refetched after. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMediaFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
