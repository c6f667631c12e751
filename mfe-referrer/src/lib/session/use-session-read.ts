import { useEffect } from 'react';
import type { ReadResult } from '@referrals/ui/light';
import { isSessionRefused, useEndSession } from './use-end-session.ts';

/**
 * A read of a signed-in page: a refused session (401) ends the portal's state and opens the login page;
 * `failed` is any other failure, for the page to say so.
 */
export function useSessionRead<T>(read: ReadResult<T>): { failed: boolean } {
  const endSession = useEndSession();
  const refused = read.isError && isSessionRefused(read.error);
  useEffect(() => {
    if (refused) endSession();
  }, [refused, endSession]);
  return { failed: read.isError && !refused };
}
