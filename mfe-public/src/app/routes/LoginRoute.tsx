import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { SimpleHeader } from '../../components/SimpleHeader.tsx';
import { paths } from '../../config/paths.ts';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';

/** `/login`: business owner login (SPEC.md §2). */
export function LoginRoute() {
  return (
    <div style={{ minHeight: '100dvh', background: 'linear-gradient(180deg, #eff6ff 0%, #f8fafc 60%)' }}>
      <SimpleHeader />
      <main style={{ padding: '8px 16px 48px', display: 'flex', justifyContent: 'center' }}>
        <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 28 } }}>
          <Typography.Title level={1} style={{ fontSize: 28, margin: '0 0 4px', textAlign: 'center' }}>
            Welcome Back
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 24 }}>
            Sign in to your account
          </Typography.Paragraph>
          <LoginForm />
          <Typography.Paragraph style={{ textAlign: 'center', margin: '20px 0 0' }}>
            New here? <Link to={paths.landing}>Start Free Trial</Link>
          </Typography.Paragraph>
        </Card>
      </main>
    </div>
  );
}
