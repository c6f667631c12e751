import { Button, Card, Form, Input } from 'antd';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import { adminSignInSchema, type AdminSignInInput } from '@referrals/contracts';
import { passwordToggle } from '@referrals/ui';
import * as styles from './session.module.css';

interface AdminLoginFormProps {
  onSubmit: (credentials: AdminSignInInput) => void;
  submitting: boolean;
}

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/** The administrators' sign-in card: e-mail and password, both required. */
export function AdminLoginForm({ onSubmit, submitting }: AdminLoginFormProps) {
  const { control, handleSubmit, formState } = useForm<AdminSignInInput>({
    defaultValues: { email: '', password: '' },
    resolver: yupResolver(adminSignInSchema),
  });
  const { errors } = formState;

  return (
    <Card className={styles.card}>
      <h1 className={styles.title}>Admin Login</h1>
      <p className={styles.intro}>Sign in to manage businesses and administrators.</p>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Admin login">
        <Form layout="vertical" component={false}>
          {FIELDS.map(({ name, label, type, autoComplete }) => (
            <Form.Item
              key={name}
              label={label}
              htmlFor={`admin-login-${name}`}
              required
              validateStatus={errors[name] ? 'error' : undefined}
              help={errors[name]?.message}
            >
              <Controller
                name={name}
                control={control}
                render={({ field }) => {
                  const common = {
                    ...field,
                    id: `admin-login-${name}`,
                    autoComplete,
                    'aria-required': true,
                    'aria-invalid': errors[name] ? true : undefined,
                  } as const;
                  return type === 'password' ? (
                    <Input.Password {...common} iconRender={passwordToggle} />
                  ) : (
                    <Input {...common} type="email" inputMode="email" />
                  );
                }}
              />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            Sign In
          </Button>
        </Form>
      </form>
    </Card>
  );
}
