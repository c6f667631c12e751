import { useParams, useSearchParams } from '@referrals/ui/light-router';
import { VerificationPage } from '../../features/verification/components/VerificationPage.tsx';

/** `/verify/{token}[?as=referrer]`: the link of a verification e-mail (a referee's unless it says referrer). */
export function VerifyRoute() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  return <VerificationPage token={token} as={search.get('as') === 'referrer' ? 'referrer' : 'referee'} />;
}
