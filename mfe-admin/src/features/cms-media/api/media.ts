import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsQueryRoot } from '../../../lib/cms/cms-api.ts';
import { deleteMediaFile } from '../lib/media-delete.ts';

/** {@link deleteMediaFile}; the library (and the Overview's counts) refetched after a deletion. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: string; force: boolean }) => deleteMediaFile(id, force),
    onSuccess: (outcome) => {
      if (outcome.kind === 'deleted') void queryClient.invalidateQueries({ queryKey: cmsQueryRoot });
    },
  });
}
