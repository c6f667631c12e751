import { useParams } from '@referrals/ui/light-router';
import { Card, ResetPasswordForm } from '@referrals/ui/light';
import { PortalHeader } from '../../components/PortalHeader.tsx';
import * as page from '../../components/portal.module.css';
import { paths } from '../../config/paths.ts';

/** `/referrer/reset-password/:token`: the link of a password-reset e-mail sets a new password. */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return (
    <div className={page.page}>
      <PortalHeader />
      <main className={`${page.main} ${page.narrow}`}>
        <Card className={page.authCard}>
          <ResetPasswordForm
            resetPath="/api/referrers/password/reset"
            token={token}
            signInPath={paths.login}
            forgotPasswordPath={paths.forgotPassword}
          />
        </Card>
      </main>
    </div>
  );
}
