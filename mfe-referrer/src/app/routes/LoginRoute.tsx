import { Link } from '@referrals/ui/light-router';
import { Card } from '@referrals/ui/light';
import { PortalHeader } from '../../components/PortalHeader.tsx';
import * as page from '../../components/portal.module.css';
import { paths } from '../../config/paths.ts';
import { SignInForm } from '../../features/auth/components/SignInForm.tsx';

/** `/referrer/login`: a referrer signs in to follow their referrals and rewards. */
export function LoginRoute() {
  return (
    <div className={page.page}>
      <PortalHeader />
      <main className={`${page.main} ${page.narrow}`}>
        <Card className={page.authCard}>
          <h1 className={`${page.title} ${page.centered}`}>Referrer Login</h1>
          <p className={`${page.lead} ${page.centered}`}>Sign in to see your referrals and rewards</p>
          <SignInForm />
          <p className={page.links}>
            <Link to={paths.home} className={page.link}>
              Find a business to refer
            </Link>
          </p>
        </Card>
      </main>
    </div>
  );
}
