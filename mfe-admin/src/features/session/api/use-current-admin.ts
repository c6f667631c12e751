import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminUserDto } from '@referrals/contracts';
import { refreshAdminUser } from '../../../lib/session/session-store.ts';
import { getMe } from './sign-in.ts';

/**
 * The signed-in administrator as the server knows them now (`GET /api/admin/auth/me`), starting from the stored
 * copy; the stored copy follows (a name or role changed since sign-in).
 */
export function useCurrentAdmin(stored: AdminUserDto): AdminUserDto {
  const me = useQuery({ queryKey: ['admin', 'me'], queryFn: ({ signal }) => getMe(signal), staleTime: 0 });
  useEffect(() => {
    if (me.data) refreshAdminUser(me.data);
  }, [me.data]);
  return me.data ?? stored;
}
