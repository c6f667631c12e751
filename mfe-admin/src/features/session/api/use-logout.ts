import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { endAdminSession } from '../../../lib/session/session-store.ts';
import { logout } from './sign-in.ts';

/**
 * Logout: the server ends the session, then the storage is cleared and the administrator is at /admin. The
 * storage is cleared whatever the server answered: a session that cannot be ended there expires on its own.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      endAdminSession();
      queryClient.removeQueries({ queryKey: ['admin'] });
      navigate(paths.login, { replace: true });
    },
  });
}
