import { useEffect } from 'react';
import { navigate } from '@referrals/ui/light-router';

/**
 * After a renamed slug's 301 (followed by the read), the item's slug is not the one in the address: the
 * address becomes the item's own, in place, so that it is the one shared and bookmarked from now on.
 */
export function useMovedSlug(
  askedSlug: string,
  actualSlug: string | undefined,
  pathOf: (slug: string) => string,
) {
  useEffect(() => {
    if (actualSlug !== undefined && actualSlug !== askedSlug)
      navigate(`${pathOf(actualSlug)}${window.location.search}${window.location.hash}`, { replace: true });
  }, [askedSlug, actualSlug, pathOf]);
}
