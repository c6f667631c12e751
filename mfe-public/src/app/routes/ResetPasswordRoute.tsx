import { useParams } from '@referrals/ui/light-router';
import { Card, ResetPasswordForm } from '@referrals/ui/light';
import { SimpleHeader } from '../../components/SimpleHeader.tsx';
import * as page from '../../components/simple-page.module.css';
import { paths } from '../../config/paths.ts';
import { ownerPasswordResetApi } from '../../features/auth/api/password-reset.ts';
import * as styles from './login.module.css';

/** `/reset-password/{token}`: the link of a business owner's forgotten-password e-mail. */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return (
    <div className={page.page}>
      <SimpleHeader />
      <main className={styles.main}>
        <Card className={styles.card}>
          <ResetPasswordForm
            resetPath={ownerPasswordResetApi.reset}
            token={token}
            signInPath={paths.login}
            forgotPasswordPath={paths.forgotPassword}
          />
        </Card>
      </main>
    </div>
  );
}
