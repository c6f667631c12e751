import { Card, ForgotPasswordForm } from '@referrals/ui/light';
import { SimpleHeader } from '../../components/SimpleHeader.tsx';
import * as page from '../../components/simple-page.module.css';
import { paths } from '../../config/paths.ts';
import { ownerPasswordResetApi } from '../../features/auth/api/password-reset.ts';
import * as styles from './login.module.css';

/** `/forgot-password`: a business owner asks for a link to set a new password. */
export function ForgotPasswordRoute() {
  return (
    <div className={page.page}>
      <SimpleHeader />
      <main className={styles.main}>
        <Card className={styles.card}>
          <ForgotPasswordForm requestPath={ownerPasswordResetApi.request} signInPath={paths.login} />
        </Card>
      </main>
    </div>
  );
}
