import { Card, ForgotPasswordForm } from '@referrals/ui/light';
import { PortalHeader } from '../../components/PortalHeader.tsx';
import * as page from '../../components/portal.module.css';
import { paths } from '../../config/paths.ts';

/** `/referrer/forgot-password`: a referrer asks for a link to set a new password. */
export function ForgotPasswordRoute() {
  return (
    <div className={page.page}>
      <PortalHeader />
      <main className={`${page.main} ${page.narrow}`}>
        <Card className={page.authCard}>
          <ForgotPasswordForm requestPath="/api/referrers/password/forgot" signInPath={paths.login} />
        </Card>
      </main>
    </div>
  );
}
