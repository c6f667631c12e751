import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserCreateInput, AdminUserDto, AdminUserUpdateInput } from '@referrals/contracts';
import { adminRequest } from '../../../lib/session/admin-request.ts';

export const adminUsersQueryKey = ['admin', 'users'] as const;

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** `GET /api/admin/users`. */
export function useAdminUsers() {
  return useQuery({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => adminRequest<AdminUserDto[]>('GET', '/api/admin/users', undefined, { signal }),
  });
}

/** The users list refetched after each change; errors are the caller's to show. */
function useUsersMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}

/** `POST /api/admin/users`. */
export function useCreateAdminUser() {
  return useUsersMutation((input: AdminUserCreateInput) =>
    adminRequest<AdminUserDto>('POST', '/api/admin/users', input),
  );
}

/** `PUT /api/admin/users/{id}`: an empty password keeps the current one. */
export function useUpdateAdminUser() {
  return useUsersMutation(({ id, input }: { id: string; input: AdminUserUpdateInput }) =>
    adminRequest<AdminUserDto>('PUT', userPath(id), input),
  );
}

/** `DELETE /api/admin/users/{id}`. */
export function useDeleteAdminUser() {
  return useUsersMutation((id: string) => adminRequest<void>('DELETE', userPath(id)));
}

/** `PUT /api/admin/users/{id}/promote-super-admin` (irreversible). */
export function usePromoteAdminUser() {
  return useUsersMutation((id: string) =>
    adminRequest<AdminUserDto>('PUT', `${userPath(id)}/promote-super-admin`),
  );
}
