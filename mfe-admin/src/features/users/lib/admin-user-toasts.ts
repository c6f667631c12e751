import { serverMessageOf } from '@referrals/ui';

/** The toast of a refused or failed promotion: the server's reason (a 403 says who may promote) when it gave one. */
export function promoteFailureToast(error: unknown) {
  return {
    title: 'Failed to promote user',
    description: serverMessageOf(error, 'The administrator could not be promoted.'),
    variant: 'destructive',
  } as const;
}
