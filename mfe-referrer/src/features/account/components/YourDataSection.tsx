import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { referrerAccountDeletionSchema } from '@referrals/contracts';
import {
  Button,
  FormField,
  messageIdOf,
  PasswordInput,
  serverMessageOf,
  showToast,
} from '@referrals/ui/light';
import { isSessionRefused, useEndSession } from '../../../lib/session/use-end-session.ts';
import { useDeleteAccount, useDownloadData } from '../api/account.ts';
import * as styles from './account.module.css';

/** "Your data": a copy of everything held about the person, and the deletion of their account. */
export function YourDataSection() {
  const [confirming, setConfirming] = useState(false);
  const endSession = useEndSession();
  const download = useDownloadData();

  const downloadData = () =>
    download.mutate(undefined, {
      onError: (error) => {
        if (isSessionRefused(error)) {
          endSession();
          return;
        }
        showToast({
          title: 'Download Failed',
          description: serverMessageOf(error, 'Your data could not be downloaded. Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <section className={styles.dataSection} aria-labelledby="your-data-title">
      <h3 id="your-data-title" className={styles.sectionTitle}>
        Your data
      </h3>
      <p className={styles.hint}>Download a copy of everything we hold about you, or delete your account.</p>
      <div className={styles.dataActions}>
        <Button size="large" loading={download.isPending} onClick={downloadData}>
          Download my data
        </Button>
        {!confirming && (
          <Button size="large" className={styles.danger} onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        )}
      </div>
      {confirming && <DeleteAccountForm onCancel={() => setConfirming(false)} />}
    </section>
  );
}

/** The deletion, behind what it means and the password. */
function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const endSession = useEndSession();
  const deletion = useDeleteAccount();
  const { register, handleSubmit, setError, setFocus, formState } = useForm({
    resolver: yupResolver(referrerAccountDeletionSchema),
    defaultValues: { password: '' },
  });
  const error = formState.errors.password?.message;
  // The button that opened this form is gone: the focus goes where the person types next.
  useEffect(() => setFocus('password'), [setFocus]);

  const remove = handleSubmit((input) =>
    deletion.mutate(input, {
      onSuccess: () =>
        endSession({
          title: 'Account Deleted',
          description:
            'Your referrer account has been deleted. Your referrals stay counted without your details.',
        }),
      onError: (failure) => {
        if (isSessionRefused(failure)) {
          endSession();
          return;
        }
        const message = serverMessageOf(failure, 'Your account could not be deleted. Please try again.');
        setError('password', { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form
      onSubmit={remove}
      noValidate
      className={styles.deleteBox}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-effects"
    >
      <h4 id="delete-account-title" className={styles.deleteTitle}>
        Delete your account?
      </h4>
      <ul id="delete-account-effects" className={styles.effects}>
        <li>You are signed out and can no longer sign in; your referral links stop working.</li>
        <li>Your referrals stay counted for the business, without your name, e-mail or phone number.</li>
        <li>Reward vouchers you have not redeemed yet are cancelled.</li>
        <li>This cannot be undone.</li>
      </ul>
      <FormField id="delete-password" label="Your password" error={error}>
        <PasswordInput
          id="delete-password"
          autoComplete="current-password"
          invalid={!!error}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? messageIdOf('delete-password') : undefined}
          aria-required="true"
          {...register('password')}
        />
      </FormField>
      <div className={styles.actions}>
        <Button size="large" onClick={onCancel}>
          Keep my account
        </Button>
        <Button type="submit" size="large" className={styles.dangerSolid} loading={deletion.isPending}>
          Delete my account
        </Button>
      </div>
    </form>
  );
}
