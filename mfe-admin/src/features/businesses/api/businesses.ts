import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBusinessDto, AdminBusinessUpdateInput, AdminWorkflowDto } from '@referrals/contracts';
import { adminRequest } from '../../../lib/session/admin-request.ts';
import { businessApiPath, businessesQueryRoot } from '../../../lib/businesses/get-businesses.ts';
import { workflowsQueryKey } from './workflows.ts';

function useBusinessMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessesQueryRoot }),
  });
}

/**
 * A call that starts a workflow (202): the workflow it answers joins the followed list at once, as it started,
 * so the list is polled from then on and its end is toasted even when it ends before the next poll.
 */
function useWorkflowMutation<Input>(call: (input: Input) => Promise<AdminWorkflowDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (started) => {
      queryClient.setQueryData<AdminWorkflowDto[]>(workflowsQueryKey, (list = []) => [
        started,
        ...list.filter((workflow) => workflow.id !== started.id),
      ]);
    },
  });
}

/** `PUT /api/admin/businesses/{id}`: the business's details and plan. */
export function useUpdateBusiness() {
  return useBusinessMutation(({ id, input }: { id: string; input: AdminBusinessUpdateInput }) =>
    adminRequest<AdminBusinessDto>('PUT', businessApiPath(id), input),
  );
}

/** `PUT /api/admin/businesses/{id}/status`: enables or disables the business; the reason (if any) goes to its owner. */
export function useSetBusinessStatus() {
  return useBusinessMutation(({ id, isActive, reason }: { id: string; isActive: boolean; reason: string }) =>
    adminRequest<AdminBusinessDto>('PUT', `${businessApiPath(id)}/status`, {
      isActive,
      ...(reason ? { reason } : {}),
    }),
  );
}

/**
 * `POST /api/admin/businesses/{id}/duplicate`: starts the copy (202), followed through the workflows list; an
 * empty name leaves the default, "{name} (copy N)".
 */
export function useDuplicateBusiness() {
  return useWorkflowMutation(
    ({ id, includeData, name }: { id: string; includeData: boolean; name: string }) =>
      adminRequest<AdminWorkflowDto>('POST', `${businessApiPath(id)}/duplicate`, {
        includeData,
        ...(name ? { name } : {}),
      }),
  );
}

/** `DELETE /api/admin/businesses/{id}`: starts the removal (202), followed through the workflows list. */
export function useDeleteBusiness() {
  return useWorkflowMutation((id: string) => adminRequest<AdminWorkflowDto>('DELETE', businessApiPath(id)));
}

/** The lists of a business whose length the Duplicate Business dialog shows. */
type CountedList = 'campaigns' | 'referrers' | 'referees';

/**
 * How many items `GET /api/admin/businesses/{id}/{list}` holds, asked only while `enabled`; under the same key as
 * the master view's list, so either reads what the other fetched.
 */
export function useBusinessListCount(businessId: string, list: CountedList, enabled = true): number | null {
  const query = useQuery({
    queryKey: [...businessesQueryRoot, 'one', businessId, list],
    queryFn: ({ signal }) =>
      adminRequest<unknown[]>('GET', `${businessApiPath(businessId)}/${list}`, undefined, { signal }),
    enabled,
  });
  return query.data?.length ?? null;
}
