import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AdminSignInInput } from '@referrals/contracts';
import { FullScreenSpinner, useToast } from '@referrals/ui';
import { paths } from '../../config/paths.ts';
import { getMe, submitAdminLogin } from '../../features/session/api/sign-in.ts';
import { AdminLoginForm } from '../../features/session/components/AdminLoginForm.tsx';
import { refreshAdminUser, useAdminSession } from '../../lib/session/session-store.ts';
import * as styles from '../../features/session/components/session.module.css';

/**
 * `/admin`: the administrators' sign-in. With a stored session that the server still accepts
 * (`GET /api/admin/auth/me`), straight to the dashboard.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const session = useAdminSession();
  const [submitting, setSubmitting] = useState(false);
  const me = useQuery({
    queryKey: ['admin', 'me', 'sign-in-check'],
    queryFn: ({ signal }) => getMe(signal),
    enabled: session !== null && !submitting,
    staleTime: 0,
    gcTime: 0,
  });

  useEffect(() => {
    if (!me.data) return;
    refreshAdminUser(me.data);
    navigate(paths.dashboard, { replace: true });
  }, [me.data, navigate]);

  const submit = async (credentials: AdminSignInInput) => {
    setSubmitting(true);
    const failure = await submitAdminLogin(credentials);
    setSubmitting(false);
    if (failure) {
      toast({ ...failure, variant: 'destructive' });
      return;
    }
    navigate(paths.dashboard);
  };

  if (session && !submitting && (me.isPending || me.data)) return <FullScreenSpinner />;
  return (
    <main className={styles.screen}>
      <AdminLoginForm onSubmit={(credentials) => void submit(credentials)} submitting={submitting} />
    </main>
  );
}
