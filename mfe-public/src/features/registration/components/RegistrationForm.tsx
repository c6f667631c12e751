import type { ReactNode } from 'react';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { Controller, useForm, useWatch, type DefaultValues, type FieldPath } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router-dom';
import {
  BUSINESS_TYPES,
  businessSlugPreview,
  registrationFormSchema,
  type RegistrationFormValues,
  type RegistrationInput,
} from '@referrals/contracts';
import { rememberOwnerSession, serverMessageOf, showServerFieldErrors, useToast } from '@referrals/ui';
import { paths } from '../../../config/paths.ts';
import { useRegisterBusiness } from '../api/register-business.ts';
import * as styles from './registration.module.css';

/** SPEC.md §9: the redirect to plan selection follows a successful registration after one second. */
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

const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((type) => ({ value: type, label: type }));

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

/** `{host}/{slug}-refer`, as the referral links of the business will read (SPEC.md §5). */
function ReferralUrlPreview({ businessName }: { businessName: string }) {
  return (
    <span className={styles.preview}>
      Your referral URL:{' '}
      <span className={styles.previewUrl} data-testid="referral-url-preview">
        {`${window.location.host}/${businessSlugPreview(businessName)}-refer`}
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
 * Business registration (SPEC.md §2, §4, §5), validated by the same yup schema the gateway uses. Usable in
 * the trial modal or inline.
 */
export function RegistrationForm({ onRegistered, idPrefix = 'registration' }: RegistrationFormProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { control, handleSubmit, reset, setError, formState } = useForm<RegistrationFormValues>({
    resolver: yupResolver(registrationFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = formState;
  const businessName = useWatch({ control, name: 'businessName' });

  const registration = useRegisterBusiness({
    onSuccess: ({ user }) => {
      rememberOwnerSession(user);
      toast({
        title: 'Registration Successful!',
        description: 'Your account has been created. Redirecting you to choose a plan...',
      });
      reset(EMPTY_FORM);
      onRegistered?.();
      window.setTimeout(() => navigate(paths.subscribe), REDIRECT_AFTER_REGISTRATION_MS);
    },
    onError: (error) => {
      showServerFieldErrors(error, FIELD_NAMES, setError);
      toast({
        title: 'Registration Failed',
        description: serverMessageOf(error, 'Your account could not be created. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const id = (field: keyof RegistrationFormValues) => `${idPrefix}-${field}`;
  const status = (field: keyof RegistrationFormValues) => (errors[field] ? 'error' : undefined);

  const textField = (
    field: Exclude<keyof RegistrationFormValues, 'termsAccepted' | 'businessType'>,
    label: string,
    inputProps: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'tel' | 'email' | 'url';
      placeholder?: string;
    },
    options: { wide?: boolean; extra?: ReactNode; optional?: boolean } = {},
  ) => (
    <Form.Item
      label={label}
      htmlFor={id(field)}
      required={!options.optional}
      className={options.wide ? styles.wide : undefined}
      validateStatus={status(field)}
      help={errors[field]?.message}
      extra={options.extra}
    >
      <Controller
        name={field}
        control={control}
        render={({ field: { value, ...rest } }) => (
          <Input
            {...rest}
            {...inputProps}
            value={value ?? ''}
            id={id(field)}
            size="large"
            status={status(field)}
            aria-invalid={errors[field] ? true : undefined}
          />
        )}
      />
    </Form.Item>
  );

  const submit = handleSubmit((values) => registration.mutate(toPayload(values)));

  return (
    <form onSubmit={submit} noValidate aria-label="Business registration">
      <Form layout="vertical" component={false}>
        <div className={styles.grid}>
          {textField(
            'businessName',
            'Business name',
            { autoComplete: 'organization', placeholder: 'e.g. Bloom Hair Studio' },
            { wide: true, extra: <ReferralUrlPreview businessName={businessName ?? ''} /> },
          )}
          <Form.Item
            label="Business type"
            htmlFor={id('businessType')}
            required
            validateStatus={status('businessType')}
            help={errors.businessType?.message}
          >
            <Controller
              name="businessType"
              control={control}
              render={({ field }) => (
                <Select
                  {...field}
                  id={id('businessType')}
                  size="large"
                  placeholder="Select a type"
                  options={BUSINESS_TYPE_OPTIONS}
                  // No slide-in: the list is usable the moment it shows (a tap during the animation was lost).
                  transitionName=""
                  status={status('businessType')}
                  aria-invalid={errors.businessType ? true : undefined}
                />
              )}
            />
          </Form.Item>
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
          <Form.Item
            className={styles.wide}
            validateStatus={status('termsAccepted')}
            help={errors.termsAccepted?.message}
          >
            <Controller
              name="termsAccepted"
              control={control}
              render={({ field: { value, onChange, ...rest } }) => (
                <Checkbox
                  {...rest}
                  id={id('termsAccepted')}
                  checked={value}
                  onChange={(event) => onChange(event.target.checked)}
                  aria-invalid={errors.termsAccepted ? true : undefined}
                >
                  I accept the terms of service and privacy policy
                </Checkbox>
              )}
            />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={registration.isPending}>
          {registration.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Form>
    </form>
  );
}
