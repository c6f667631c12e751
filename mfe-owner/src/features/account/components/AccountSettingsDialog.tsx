import { Alert, Button, Checkbox, Form, Input, Modal, Skeleton } from 'antd';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { businessSlugPreview, type OwnerUser, type ProfileUpdateInput } from '@referrals/contracts';
import { passwordToggle, serverMessageOf, showServerFieldErrors, useToast } from '@referrals/ui';
import { referralPagePath } from '../../../config/paths.ts';
import { useProfile } from '../../../lib/account/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { OwnerMailSettings, type OwnerMailValues } from './OwnerMailSettings.tsx';
import { OPENING_HOURS_FIELDS, PlaceFields, type PlaceValues } from './PlaceFields.tsx';
import * as styles from './account.module.css';

/** The dialog's fields: the profile, the time zone and e-mails, then the password change. */
export interface AccountSettingsValues extends OwnerMailValues, PlaceValues {
  businessName: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  businessAddress: string;
  postcode: string;
  website: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** Asks for a referral address matching the new name (links already shared then stop working). */
  refreshSlug: boolean;
}

type TextField = Exclude<
  keyof AccountSettingsValues,
  'refreshSlug' | keyof OwnerMailValues | keyof PlaceValues
>;

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' } as const;

const FIELD_NAMES: FieldPath<AccountSettingsValues>[] = [
  'businessName',
  'contactName',
  'email',
  'phoneNumber',
  'businessAddress',
  'postcode',
  'website',
  'bookingUrl',
  ...OPENING_HOURS_FIELDS,
  'timeZone',
  'currentPassword',
  'newPassword',
];

function valuesOf(profile: OwnerUser): AccountSettingsValues {
  return {
    businessName: profile.businessName,
    contactName: profile.contactName,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    businessAddress: profile.businessAddress,
    postcode: profile.postcode,
    website: profile.website ?? '',
    bookingUrl: profile.bookingUrl ?? '',
    openingHours: profile.openingHours,
    refreshSlug: false,
    timeZone: profile.timeZone ?? '',
    reviewMails: profile.reviewMails,
    dailySummary: profile.dailySummary,
    ...EMPTY_PASSWORDS,
  };
}

/** Whether the e-mail typed is another login e-mail than the stored one (letter case and spaces aside). */
function emailChanged(typed: string, profile: OwnerUser): boolean {
  return typed.trim().toLowerCase() !== profile.email.trim().toLowerCase();
}

/**
 * The PATCH payload: the profile, plus both passwords only when a new one is given (docs/product-rules.md §5),
 * and the current password when the e-mail changes (the server asks for it: the e-mail is the sign-in name).
 */
function toPayload(
  { currentPassword, newPassword, confirmPassword: _confirm, refreshSlug, ...profile }: AccountSettingsValues,
  withCurrentPassword: boolean,
): ProfileUpdateInput {
  const withSlug = refreshSlug ? { ...profile, refreshSlug } : profile;
  if (newPassword) return { ...withSlug, currentPassword, newPassword };
  return withCurrentPassword ? { ...withSlug, currentPassword } : withSlug;
}

interface AccountSettingsFormProps {
  userId: string;
  profile: OwnerUser;
  onClose: () => void;
}

/**
 * The form, mounted once the profile is known so that it starts prefilled; a background refetch of the
 * profile does not overwrite what the owner is typing.
 */
function AccountSettingsForm({ userId, profile, onClose }: AccountSettingsFormProps) {
  const { toast } = useToast();
  const { control, handleSubmit, reset, getValues, setError, formState } = useForm<AccountSettingsValues>({
    defaultValues: valuesOf(profile),
  });
  const { errors } = formState;
  const businessName = useWatch({ control, name: 'businessName' });
  const renamed = businessName.trim() !== profile.businessName;
  const email = useWatch({ control, name: 'email' });
  const newEmail = emailChanged(email, profile);

  const update = useUpdateProfile({
    onSuccess: () => {
      toast({
        title: 'Account Updated',
        description: 'Your account settings have been updated successfully.',
      });
      reset({ ...getValues(), ...EMPTY_PASSWORDS });
      onClose();
    },
    onError: (error) => {
      showServerFieldErrors(error, FIELD_NAMES, setError);
      toast({
        title: 'Update Failed',
        description: serverMessageOf(error, 'Your account settings could not be updated.'),
        variant: 'destructive',
      });
    },
  });

  // docs/product-rules.md §5: the only client check is that a new password matches its confirmation.
  const submit = handleSubmit((values) => {
    if (values.newPassword && values.newPassword !== values.confirmPassword) {
      toast({ title: 'Error', description: 'New passwords do not match', variant: 'destructive' });
      return;
    }
    update.mutate({ userId, payload: toPayload(values, emailChanged(values.email, profile)) });
  });

  const id = (field: TextField) => `account-settings-${field}`;
  const status = (field: TextField) => (errors[field] ? 'error' : undefined);

  const field = (
    name: TextField,
    label: string,
    inputProps: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'tel' | 'email' | 'url';
      placeholder?: string;
    } = {},
  ) => (
    <Form.Item
      label={label}
      htmlFor={id(name)}
      validateStatus={status(name)}
      help={errors[name]?.message}
      className={styles.field}
    >
      <Controller
        name={name}
        control={control}
        render={({ field: { value, ...rest } }) => {
          const common = {
            ...rest,
            value: value ?? '',
            id: id(name),
            status: status(name),
            'aria-invalid': errors[name] ? true : undefined,
            autoComplete: inputProps.autoComplete,
          } as const;
          return inputProps.type === 'password' ? (
            <Input.Password {...common} iconRender={passwordToggle} />
          ) : (
            <Input
              {...common}
              type={inputProps.type}
              inputMode={inputProps.inputMode}
              placeholder={inputProps.placeholder}
            />
          );
        }}
      />
    </Form.Item>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Account settings">
      <Form layout="vertical" component={false}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Profile</legend>
          <div className={styles.fields}>
            {field('businessName', 'Business name', { autoComplete: 'organization' })}
            {field('contactName', 'Contact name', { autoComplete: 'name' })}
            {field('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
            {field('phoneNumber', 'Phone number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
            {field('businessAddress', 'Business address', { autoComplete: 'street-address' })}
            {field('postcode', 'Postcode', { autoComplete: 'postal-code' })}
            {field('website', 'Website', {
              type: 'url',
              autoComplete: 'url',
              inputMode: 'url',
              placeholder: 'https://',
            })}
          </div>
          <PlaceFields control={control} errors={errors} />
          {newEmail && (
            <Alert
              type="info"
              showIcon
              className={styles.spaced}
              title="Enter your current password below to change your email. Your other devices will be signed out."
            />
          )}
          {renamed && (
            <Controller
              control={control}
              name="refreshSlug"
              render={({ field: checkbox }) => (
                <Checkbox
                  checked={checkbox.value}
                  onChange={(event) => checkbox.onChange(event.target.checked)}
                  className={styles.spaced}
                >
                  Also change my referral address to{' '}
                  <span className={styles.address}>
                    {window.location.host}
                    {referralPagePath(businessSlugPreview(businessName))}
                  </span>{' '}
                  (links already shared will stop working)
                </Checkbox>
              )}
            />
          )}
        </fieldset>
        <OwnerMailSettings control={control} timeZoneError={errors.timeZone} />
        <fieldset className={`${styles.group} ${styles.passwordGroup}`}>
          <legend className={styles.legend}>Change password</legend>
          <p className={styles.hint}>
            {newEmail
              ? 'Your current password is needed to change your email. Leave the new password empty to keep it.'
              : 'Leave these empty to keep your current password.'}
          </p>
          <div className={styles.fields}>
            {field('currentPassword', 'Current password', {
              type: 'password',
              autoComplete: 'current-password',
            })}
            {field('newPassword', 'New password', { type: 'password', autoComplete: 'new-password' })}
            {field('confirmPassword', 'Confirm new password', {
              type: 'password',
              autoComplete: 'new-password',
            })}
          </div>
        </fieldset>
        <div className={styles.actions}>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </Form>
    </form>
  );
}

interface AccountSettingsDialogProps {
  open: boolean;
  /** The current business: whose profile is edited. */
  userId: string;
  onClose: () => void;
}

/** Account Settings (docs/product-rules.md §2 "Dialogs on the dashboard", §4, §5, §8): edit the profile and the password. */
export function AccountSettingsDialog({ open, userId, onClose }: AccountSettingsDialogProps) {
  const profile = useProfile(open ? userId : undefined);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Account Settings"
      footer={null}
      width={640}
      destroyOnHidden
      centered
    >
      {profile.isSuccess ? (
        <AccountSettingsForm userId={userId} profile={profile.data} onClose={onClose} />
      ) : profile.isError ? (
        <Alert
          type="error"
          showIcon
          title="Your account could not be loaded"
          description={serverMessageOf(profile.error, 'Please try again in a moment.')}
          action={<Button onClick={() => void profile.refetch()}>Retry</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
