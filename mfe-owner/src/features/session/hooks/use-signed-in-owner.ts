import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetOwnerSession } from '@referrals/ui';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/account/get-current-user.ts';

/**
 * The signed-in owner for a page of the owner's area. When the current-user lookup fails (no session, expired
 * session, no answer) the browser's session hint is stale: it is forgotten and the owner goes to /login
 * (docs/product-rules.md §2). Render a full-screen spinner until `isSuccess`.
 */
export function useSignedInOwner() {
  const navigate = useNavigate();
  const currentUser = useCurrentUser();

  useEffect(() => {
    if (currentUser.isError) {
      forgetOwnerSession();
      navigate(paths.login, { replace: true });
    }
  }, [currentUser.isError, navigate]);

  return currentUser;
}
