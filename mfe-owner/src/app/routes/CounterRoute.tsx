import type { ComponentProps, ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FullScreenSpinner } from '@referrals/ui';
import { campaignsQueryRoot } from '../../features/campaigns/api/get-campaigns.ts';
import { CounterPage } from '../../features/counter/components/CounterPage.tsx';
import { refereesQueryRoot } from '../../features/referees/api/get-campaign-referees.ts';
import { reviewQueryRoot } from '../../features/referees/api/review.ts';
import { referrersQueryRoot } from '../../features/referrers/api/get-campaign-referrers.ts';
import { useSignedInOwner } from '../../features/session/hooks/use-signed-in-owner.ts';

/**
 * A counter screen of the signed-in owner. What is done at the counter (a redemption, a referral recorded or
 * decided) counts at once: `children` gets `refresh`, which reads the lists and figures that show it again.
 */
export function CounterRoute({
  children,
  ...page
}: Omit<ComponentProps<typeof CounterPage>, 'children'> & { children: (refresh: () => void) => ReactNode }) {
  const queryClient = useQueryClient();
  const currentUser = useSignedInOwner();
  if (!currentUser.isSuccess) return <FullScreenSpinner />;
  const refresh = () => {
    for (const queryKey of [refereesQueryRoot, reviewQueryRoot, referrersQueryRoot, campaignsQueryRoot])
      void queryClient.invalidateQueries({ queryKey });
  };
  return <CounterPage {...page}>{children(refresh)}</CounterPage>;
}
