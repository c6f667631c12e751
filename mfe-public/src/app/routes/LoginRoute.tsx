import { Link } from '@referrals/ui/light-router';
import { Card } from '@referrals/ui/light';
import { SimpleHeader } from '../../components/SimpleHeader.tsx';
import * as page from '../../components/simple-page.module.css';
import { paths } from '../../config/paths.ts';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';
import * as styles from './login.module.css';

/** `/login`: business owner login (docs/product-rules.md §2). */
export function LoginRoute() {
  return (
    <div className={page.page}>
      <SimpleHeader />
      <main className={styles.main}>
        <Card className={styles.card}>
          <h1 className={styles.title}>Welcome Back</h1>
          <p className={styles.lead}>Sign in to your account</p>
          <LoginForm />
          <p className={styles.footer}>
            New here? <Link to={paths.landing}>Start Free Trial</Link>
          </p>
        </Card>
      </main>
    </div>
  );
}
