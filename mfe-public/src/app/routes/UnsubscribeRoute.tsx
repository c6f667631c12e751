import { Card } from '@referrals/ui/light';
import { useParams } from '@referrals/ui/light-router';
import { SimpleHeader } from '../../components/SimpleHeader.tsx';
import * as page from '../../components/simple-page.module.css';
import type { UnsubscribeAudience } from '../../features/unsubscribe/api/unsubscribe.ts';
import { UnsubscribeStatus } from '../../features/unsubscribe/components/UnsubscribeStatus.tsx';
import * as styles from './login.module.css';

/** `/unsubscribe/{token}`: where a browser opening a referrer e-mail's unsubscribe link is sent. */
export function UnsubscribeRoute() {
  return <UnsubscribePage audience="referrer" />;
}

/** `/unsubscribe/owner/{token}`: the same for an owner e-mail's link. */
export function OwnerUnsubscribeRoute() {
  return <UnsubscribePage audience="owner" />;
}

function UnsubscribePage({ audience }: { audience: UnsubscribeAudience }) {
  const { token = '' } = useParams();
  return (
    <div className={page.page}>
      <SimpleHeader />
      <main className={styles.main}>
        <Card className={styles.card}>
          <UnsubscribeStatus token={token} audience={audience} />
        </Card>
      </main>
    </div>
  );
}
