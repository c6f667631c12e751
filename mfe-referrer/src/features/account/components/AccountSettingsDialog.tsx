import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { string } from 'yup';
import { referrerUpdateSchema, type ReferrerAccountDto } from '@referrals/contracts';
import {
  Button,
  Dialog,
  FormField,
  inputClassName,
  messageIdOf,
  NEW_PASSWORDS_DIFFER,
  PasswordInput,
  serverMessageOf,
  showServerFieldErrors,
  showToast,
} from '@referrals/ui/light';
import { rememberReferrer } from '../../../lib/session/referrer-storage.ts';
import { isSessionRefused, useEndSession } from '../../../lib/session/use-end-session.ts';
import { useUpdateAccount } from '../api/account.ts';
import { PreferencesSection } from './PreferencesSection.tsx';
import { YourDataSection } from './YourDataSection.tsx';
import * as styles from './account.module.css';

const EMAIL_NEEDS_PASSWORD = 'Current password is required to change the email';

/** The server's rules plus the confirmation of a new password. */
const settingsSchema = referrerUpdateSchema.shape({
  confirmPassword: string()
    .default('')
    .test('same', NEW_PASSWORDS_DIFFER, function matches(value) {
      return (value ?? '') === ((this.parent as { newPassword?: string }).newPassword ?? '');
    }),
});

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'currentPassword', 'newPassword'] as const;

/** Props of {@link AccountSettingsDialog}. */
export interface AccountSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  referrer: ReferrerAccountDto;
  /** The membership whose `PATCH /api/referrers/update/{id}` saves the settings. */
  referrerId: string;
  onUpdated?: (referrer: ReferrerAccountDto) => void;
}

/**
 * Account Settings: the person's details, a password change, their preferences (postcode, news and offers)
 * and their data (download, deletion).
 */
export function AccountSettingsDialog({ open, onClose, ...props }: AccountSettingsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Account Settings" width={560}>
      <SettingsForm onClose={onClose} {...props} />
      <PreferencesSection />
      <YourDataSection />
    </Dialog>
  );
}

function SettingsForm({
  onClose,
  referrer,
  referrerId,
  onUpdated,
}: Omit<AccountSettingsDialogProps, 'open'>) {
  const endSession = useEndSession();
  const update = useUpdateAccount(referrerId);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: yupResolver(settingsSchema),
    defaultValues: {
      firstName: referrer.firstName,
      lastName: referrer.lastName,
      email: referrer.email,
      phoneNumber: referrer.phoneNumber ?? referrer.phone ?? '',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const { errors } = formState;

  const save = handleSubmit(({ confirmPassword: _confirmation, ...input }) => {
    const emailChanged = input.email.toLowerCase() !== referrer.email.toLowerCase();
    if (emailChanged && !input.currentPassword) {
      setError('currentPassword', { type: 'required', message: EMAIL_NEEDS_PASSWORD }, { shouldFocus: true });
      return;
    }
    update.mutate(input, {
      onSuccess: (answer) => {
        const saved: ReferrerAccountDto = {
          ...referrer,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          phone: input.phoneNumber,
          ...(answer?.id ? answer : {}),
        };
        rememberReferrer(saved);
        onUpdated?.(saved);
        showToast({
          title: 'Account Updated',
          description: 'Your account settings have been updated successfully.',
        });
        onClose();
      },
      onError: (error) => {
        if (isSessionRefused(error)) {
          endSession();
          return;
        }
        showServerFieldErrors(error, FIELDS, setError);
        showToast({
          title: 'Update Failed',
          description: serverMessageOf(
            error,
            'Your account settings could not be updated. Please try again.',
          ),
          variant: 'destructive',
        });
      },
    });
  });

  const describedBy = (field: keyof typeof errors) =>
    errors[field] ? messageIdOf(`account-${field}`) : undefined;
  const textInput = (
    field: 'firstName' | 'lastName' | 'email' | 'phoneNumber',
    type: string,
    autoComplete: string,
  ) => (
    <input
      id={`account-${field}`}
      type={type}
      autoComplete={autoComplete}
      className={inputClassName(!!errors[field])}
      aria-invalid={!!errors[field] || undefined}
      aria-describedby={describedBy(field)}
      aria-required="true"
      {...register(field)}
    />
  );
  const passwordInput = (
    field: 'currentPassword' | 'newPassword' | 'confirmPassword',
    autoComplete: string,
  ) => (
    <PasswordInput
      id={`account-${field}`}
      autoComplete={autoComplete}
      invalid={!!errors[field]}
      aria-invalid={!!errors[field] || undefined}
      aria-describedby={describedBy(field)}
      {...register(field)}
    />
  );

  return (
    <form onSubmit={save} noValidate aria-label="Account settings">
      <div className={styles.twoColumns}>
        <FormField id="account-firstName" label="First name" required error={errors.firstName?.message}>
          {textInput('firstName', 'text', 'given-name')}
        </FormField>
        <FormField id="account-lastName" label="Last name" required error={errors.lastName?.message}>
          {textInput('lastName', 'text', 'family-name')}
        </FormField>
      </div>
      <FormField id="account-email" label="Email" required error={errors.email?.message}>
        {textInput('email', 'email', 'email')}
      </FormField>
      <FormField id="account-phoneNumber" label="Phone" required error={errors.phoneNumber?.message}>
        {textInput('phoneNumber', 'tel', 'tel')}
      </FormField>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Change password</legend>
        <p className={styles.hint}>
          Leave these empty to keep your password. Changing your e-mail needs your current password too.
        </p>
        <FormField
          id="account-currentPassword"
          label="Current password"
          error={errors.currentPassword?.message}
        >
          {passwordInput('currentPassword', 'current-password')}
        </FormField>
        <FormField id="account-newPassword" label="New password" error={errors.newPassword?.message}>
          {passwordInput('newPassword', 'new-password')}
        </FormField>
        <FormField
          id="account-confirmPassword"
          label="Confirm new password"
          error={errors.confirmPassword?.message}
        >
          {passwordInput('confirmPassword', 'new-password')}
        </FormField>
      </fieldset>
      <div className={styles.actions}>
        <Button size="large" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" size="large" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
