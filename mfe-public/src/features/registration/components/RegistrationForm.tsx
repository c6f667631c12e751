import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Controller, useForm, useWatch, type DefaultValues, type FieldPath } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from '@referrals/ui/light-router';
import {
  BUSINESS_TYPES,
  businessSlugPreview,
  registrationFormSchema,
  type RegistrationFormValues,
  type RegistrationInput,
} from '@referrals/contracts';
import {
  Button,
  FormField,
  inputClassName,
  messageIdOf,
  rememberOwnerSession,
  serverMessageOf,
  showServerFieldErrors,
  showToast,
} from '@referrals/ui/light';
import * as controls from '../../../components/controls.module.css';
import { paths, referralPagePath } from '../../../config/paths.ts';
import { useRegisterBusiness } from '../api/register-business.ts';
import * as styles from './registration.module.css';
import { PolicyLink } from '../../../components/PolicyLink.tsx';

/** docs/product-rules.md §9: the redirect to plan selection follows a successful registration after one second. */
export const REDIRECT_AFTER_REGISTRATION_MS = 1000;

// The business type starts unselected (undefined), which the schema reports as "Business type is required".
const EMPTY_FORM: DefaultValues<RegistrationFormValues> = {
  businessName: '',
  businessAddress: '',
  postcode: '',
  phoneNumber: '',
  contactName: '',
  email: '',
  password: '',
  website: '',
  termsAccepted: false,
};

const FIELD_NAMES: FieldPath<RegistrationFormValues>[] = [
  'businessName',
  'businessType',
  'businessAddress',
  'postcode',
  'phoneNumber',
  'contactName',
  'email',
  'password',
  'website',
  'termsAccepted',
];

/** The payload the API takes: the form without the terms checkbox, and no empty website. */
function toPayload({ termsAccepted: _terms, website, ...fields }: RegistrationFormValues): RegistrationInput {
  return website ? { ...fields, website } : fields;
}

/** `{host}/refer/{slug}`, the referral page the business will have (docs/product-rules.md §5). */
function ReferralUrlPreview({ businessName }: { businessName: string }) {
  return (
    <span className={styles.preview}>
      Your referral URL:{' '}
      <span className={styles.previewUrl} data-testid="referral-url-preview">
        {`${window.location.host}${referralPagePath(businessSlugPreview(businessName))}`}
      </span>
    </span>
  );
}

/** Props of {@link RegistrationForm}. */
export interface RegistrationFormProps {
  /** Called once the account exists (the modal closes); the redirect to plan selection follows anyway. */
  onRegistered?: () => void;
  /** Prefix of the field ids, for pages that show two forms. */
  idPrefix?: string;
}

/**
 * Business registration (docs/product-rules.md §2, §4, §5), validated by the same yup schema the gateway uses. Usable in
 * the trial modal or inline.
 */
export function RegistrationForm({ onRegistered, idPrefix = 'registration' }: RegistrationFormProps) {
  const navigate = useNavigate();
  const { control, handleSubmit, reset, setError, formState } = useForm<RegistrationFormValues>({
    resolver: yupResolver(registrationFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = formState;
  const businessName = useWatch({ control, name: 'businessName' });

  const registration = useRegisterBusiness({
    onSuccess: ({ user }) => {
      rememberOwnerSession(user);
      showToast({
        title: 'Registration Successful!',
        description: 'Your account has been created. Redirecting you to choose a plan...',
      });
      reset(EMPTY_FORM);
      onRegistered?.();
      window.setTimeout(() => navigate(paths.subscribe), REDIRECT_AFTER_REGISTRATION_MS);
    },
    onError: (error) => {
      showServerFieldErrors(error, FIELD_NAMES, setError);
      showToast({
        title: 'Registration Failed',
        description: serverMessageOf(error, 'Your account could not be created. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const id = (field: keyof RegistrationFormValues) => `${idPrefix}-${field}`;
  /** What every control says about its state: invalid, and where its message is. */
  const a11y = (field: keyof RegistrationFormValues, hasExtra = false) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] || hasExtra ? messageIdOf(id(field)) : undefined,
  });

  const textField = (
    field: Exclude<keyof RegistrationFormValues, 'termsAccepted' | 'businessType'>,
    label: string,
    inputProps: {
      type?: HTMLInputTypeAttribute;
      autoComplete?: string;
      inputMode?: 'tel' | 'email' | 'url';
      placeholder?: string;
    },
    options: { wide?: boolean; extra?: ReactNode; optional?: boolean } = {},
  ) => (
    <FormField
      id={id(field)}
      label={label}
      required={!options.optional}
      className={options.wide ? styles.wide : undefined}
      error={errors[field]?.message}
      extra={options.extra}
    >
      <Controller
        name={field}
        control={control}
        render={({ field: { value, ...rest } }) => (
          <input
            {...rest}
            {...inputProps}
            value={value ?? ''}
            id={id(field)}
            className={inputClassName(!!errors[field])}
            aria-required={!options.optional || undefined}
            {...a11y(field, !!options.extra)}
          />
        )}
      />
    </FormField>
  );

  const submit = handleSubmit((values) => registration.mutate(toPayload(values)));

  return (
    <form onSubmit={submit} noValidate aria-label="Business registration">
      <div className={styles.grid}>
        {textField(
          'businessName',
          'Business name',
          { autoComplete: 'organization', placeholder: 'e.g. Bloom Hair Studio' },
          { wide: true, extra: <ReferralUrlPreview businessName={businessName ?? ''} /> },
        )}
        <FormField
          id={id('businessType')}
          label="Business type"
          required
          error={errors.businessType?.message}
        >
          <Controller
            name="businessType"
            control={control}
            render={({ field: { value, ...rest } }) => (
              // The platform's own list: on phones it opens the system picker, and it weighs nothing.
              <select
                {...rest}
                value={value ?? ''}
                id={id('businessType')}
                className={inputClassName(
                  !!errors.businessType,
                  `${controls.select} ${value ? '' : controls.placeholder}`,
                )}
                aria-required
                {...a11y('businessType')}
              >
                <option value="" disabled>
                  Select a type
                </option>
                {BUSINESS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          />
        </FormField>
        {textField('contactName', 'Contact name', { autoComplete: 'name' })}
        {textField('businessAddress', 'Business address', { autoComplete: 'street-address' })}
        {textField('postcode', 'Postcode', { autoComplete: 'postal-code' })}
        {textField('phoneNumber', 'Phone number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {textField('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {textField('password', 'Password', {
          type: 'password',
          autoComplete: 'new-password',
          placeholder: 'At least 6 characters',
        })}
        {textField(
          'website',
          'Website (optional)',
          { type: 'url', autoComplete: 'url', inputMode: 'url', placeholder: 'https://' },
          { optional: true },
        )}
        <FormField id={id('termsAccepted')} className={styles.wide} error={errors.termsAccepted?.message}>
          <Controller
            name="termsAccepted"
            control={control}
            render={({ field: { value, onChange, ...rest } }) => (
              <label className={controls.checkbox}>
                <input
                  {...rest}
                  type="checkbox"
                  id={id('termsAccepted')}
                  checked={value}
                  onChange={(event) => onChange(event.target.checked)}
                  {...a11y('termsAccepted')}
                />
                <span>
                  I accept the <PolicyLink to="terms">terms of service</PolicyLink> and{' '}
                  <PolicyLink to="privacy">privacy policy</PolicyLink>
                </span>
              </label>
            )}
          />
        </FormField>
      </div>
      <Button type="submit" variant="primary" size="large" block loading={registration.isPending}>
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
