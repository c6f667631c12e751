import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../session/admin-request.ts';
import { cmsQueryRoot } from './cms-api.ts';

export const settingsQueryKey = [...cmsQueryRoot, 'settings'] as const;

/** `GET /api/admin/cms/settings`: every key and its value (the analytics keys to super admins only). */
export function useCmsSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) =>
      adminRequest<Record<string, string>>('GET', '/api/admin/cms/settings', undefined, { signal }),
  });
}

/** `PUT /api/admin/cms/settings/{key}` `{ value }`: refused with 400 and the reason when the value does not fit. */
export function putSetting(key: string, value: string): Promise<{ key: string; value: string }> {
  return adminRequest('PUT', `/api/admin/cms/settings/${encodeURIComponent(key)}`, { value });
}

/** {@link putSetting} that also writes the saved value into the loaded settings (no refetch needed); stable. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useCallback(
    async (key: string, value: string) => {
      const saved = await putSetting(key, value);
      queryClient.setQueryData<Record<string, string>>(settingsQueryKey, (settings) =>
        settings ? { ...settings, [saved.key]: saved.value } : settings,
      );
      return saved;
    },
    [queryClient],
  );
}
