import { useQuery } from '@tanstack/react-query';
import type { AdminBusinessDto } from '@referrals/contracts';
import { adminRequest } from '../session/admin-request.ts';

/** Key prefix of every business query (the list, single businesses and their lists). */
export const businessesQueryRoot = ['admin', 'businesses'] as const;

/** The API path of business `id`. */
export const businessApiPath = (id: string) => `/api/admin/businesses/${encodeURIComponent(id)}`;

/** `GET /api/admin/businesses`. */
export function useBusinesses() {
  return useQuery({
    queryKey: [...businessesQueryRoot, 'list'],
    queryFn: ({ signal }) =>
      adminRequest<AdminBusinessDto[]>('GET', '/api/admin/businesses', undefined, { signal }),
  });
}

/** `GET /api/admin/businesses/{id}`. */
export function useBusiness(id: string) {
  return useQuery({
    queryKey: [...businessesQueryRoot, 'one', id],
    queryFn: ({ signal }) =>
      adminRequest<AdminBusinessDto>('GET', businessApiPath(id), undefined, { signal }),
  });
}
