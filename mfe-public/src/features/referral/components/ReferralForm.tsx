import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type HTMLInputTypeAttribute,
  type ReactNode,
} from 'react';
import { askedOfFriend, CUSTOMER_DURATIONS, type FriendField } from '@referrals/contracts';
import {
  FormField,
  inputClassName,
  messageIdOf,
  serverMessageOf,
  showServerFieldErrors,
} from '@referrals/ui/light';
import * as controls from '../../../components/controls.module.css';
import { useRegister, type Registered, type Registration } from '../api/register.ts';
import type { FieldErrors, validateRegistration } from '../lib/validate.ts';
import * as styles from './referral.module.css';
import { PolicyLink } from '../../../components/PolicyLink.tsx';

type CustomerDuration = (typeof CUSTOMER_DURATIONS)[number];

/** What the visitor types and ticks. */
export interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  postcode: string;
  password: string;
  customerDuration: CustomerDuration | '';
  testimonial: string;
  programConsent: boolean;
  privacyAccepted: boolean;
  marketingConsent: boolean;
}

type TextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'postcode' | 'password';
type Consent = 'programConsent' | 'privacyAccepted' | 'marketingConsent';

const EMPTY_FORM: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  postcode: '',
  password: '',
  customerDuration: '',
  testimonial: '',
  programConsent: false,
  privacyAccepted: false,
  marketingConsent: false,
};

/** Every field in the order shown: the first invalid one gets the focus after a refused submit. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'postcode',
  'password',
  'customerDuration',
  'testimonial',
  'programConsent',
  'privacyAccepted',
  'marketingConsent',
] as const satisfies readonly (keyof FormValues)[];

const DURATION_LABELS: Record<CustomerDuration, string> = {
  'less-than-6-months': 'Less than 6 months',
  '6-12-months': '6 to 12 months',
  '1-2-years': '1 to 2 years',
  'more-than-2-years': 'More than 2 years',
};

/** The on-demand module of the yup checks. */
type Validator = { validateRegistration: typeof validateRegistration };
let validatorModule: Promise<Validator> | undefined;
/**
 * The shared yup schemas, fetched once on demand: when the visitor first touches the form (so it is there
 * by the time they submit), not with the page, whose first load on a phone stays within its budget.
 */
function loadValidator(): Promise<Validator> {
  validatorModule ??= import('../lib/validate.ts').catch((error: unknown) => {
    validatorModule = undefined;
    throw error;
  });
  return validatorModule;
}

/** Props of {@link ReferralForm}. */
export interface ReferralFormProps {
  campaignId: string;
  businessName: string;
  /** The code of the link the friend followed: the form registers a referee. Without it, a referrer. */
  referralCode?: string;
  /** What a friend is asked besides first name and e-mail (the campaign's "What we ask a friend"). */
  friendFields: readonly FriendField[];
  /** What the form starts with (a friend starting over with the right e-mail); empty by default. */
  initialValues?: FormValues;
  /** The field to focus when the form appears (the e-mail of a friend starting over). */
  autoFocus?: 'email';
  /** The label of the submit button. */
  submitLabel: string;
  /** A checked registration is on its way: the page fetches its success screen meanwhile. */
  onSending: () => void;
  onRegistered: (registered: Registered, sent: Registration, typed: FormValues) => void;
}

/**
 * The referral page's registration form (docs/product-rules.md §5). A referrer gives their name, e-mail,
 * phone, postcode and a password, how long they have been a customer and a testimonial; a friend their first
 * name and e-mail, and only what the campaign asks of the last name, phone and postcode (no password: a
 * friend never signs in). Both give the consents, which are sent (programme and privacy required, marketing
 * optional). Checked with the schemas the server
 * applies. The server's own refusals (409 already registered, 429 too many sign-ups) are shown as it words
 * them, under "Registration Failed" above the button: an alert that stays until the next try, where a toast
 * would be gone before a phone's keyboard is.
 */
export function ReferralForm({
  campaignId,
  businessName,
  referralCode,
  friendFields,
  initialValues = EMPTY_FORM,
  autoFocus,
  submitLabel,
  onSending,
  onRegistered,
}: ReferralFormProps) {
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [validator, setValidator] = useState<Validator | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const asReferee = referralCode !== undefined;
  const asked = (field: FriendField) => !asReferee || friendFields.includes(field);
  const sent = useRef<{ registration: Registration; typed: FormValues } | null>(null);
  useEffect(() => {
    if (autoFocus) document.getElementById(idOf(autoFocus))?.focus();
  }, [autoFocus]);

  const registration = useRegister({
    onSuccess: (registered) => {
      if (sent.current) onRegistered(registered, sent.current.registration, sent.current.typed);
    },
    onError: (error) => {
      showServerFieldErrors(error, FIELD_ORDER, (field, { message }) =>
        setErrors((current) => ({ ...current, [field]: message })),
      );
      setFailure(serverMessageOf(error, 'We could not sign you up just now. Please try again.'));
    },
  });

  const toRegistration = (form: FormValues): Registration => {
    const person = {
      campaignId,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phoneNumber: form.phoneNumber,
      postcode: form.postcode,
      password: form.password,
      programConsent: form.programConsent,
      privacyAccepted: form.privacyAccepted,
      marketingConsent: form.marketingConsent,
    };
    if (referralCode !== undefined)
      return { as: 'referee', input: askedOfFriend({ ...person, referralCode }, friendFields) };
    return {
      as: 'referrer',
      input: {
        ...person,
        customerDuration: form.customerDuration || undefined,
        testimonial: form.testimonial.trim() || undefined,
      },
    };
  };

  const prefetchValidator = () => {
    if (!validator) loadValidator().then(setValidator, () => undefined);
  };

  const update = (next: FormValues) => {
    setValues(next);
    // After a refused submit, messages follow the typing: a fixed field loses its message at once.
    if (submitted && validator) {
      const result = validator.validateRegistration(toRegistration(next), friendFields);
      setErrors(result.valid ? {} : result.errors);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registration.isPending) return;
    setFailure(null);
    let loaded: Validator;
    try {
      loaded = validator ?? (await loadValidator());
    } catch {
      setFailure('The page could not reach the server. Check your connection and try again.');
      return;
    }
    setValidator(loaded);
    setSubmitted(true);
    const result = loaded.validateRegistration(toRegistration(values), friendFields);
    if (!result.valid) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) document.getElementById(idOf(first))?.focus();
      else setFailure(result.errors.campaignId ?? result.errors.referralCode ?? null);
      return;
    }
    setErrors({});
    onSending();
    sent.current = { registration: result.registration, typed: values };
    registration.mutate(result.registration);
  };

  const a11y = (field: keyof FormValues, hasExtra = false) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] || hasExtra ? messageIdOf(idOf(field)) : undefined,
  });

  const textField = (
    field: TextField,
    label: string,
    inputProps: {
      type?: HTMLInputTypeAttribute;
      autoComplete: string;
      inputMode?: 'tel' | 'email' | 'text';
      autoCapitalize?: string;
    },
    options: { wide?: boolean; extra?: ReactNode } = {},
  ) => (
    <FormField
      id={idOf(field)}
      label={label}
      required
      error={errors[field]}
      extra={options.extra}
      className={options.wide ? styles.wide : undefined}
    >
      <input
        {...inputProps}
        id={idOf(field)}
        name={field}
        value={values[field]}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          update({ ...values, [field]: event.target.value })
        }
        className={inputClassName(Boolean(errors[field]), styles.field)}
        aria-required
        {...a11y(field, Boolean(options.extra))}
      />
    </FormField>
  );

  const consent = (field: Consent, label: ReactNode, required: boolean) => (
    <div className={styles.consent}>
      <label className={controls.checkbox}>
        <input
          type="checkbox"
          id={idOf(field)}
          name={field}
          checked={values[field]}
          onChange={(event) => update({ ...values, [field]: event.target.checked })}
          aria-required={required || undefined}
          {...a11y(field)}
        />
        <span>{label}</span>
      </label>
      {errors[field] && (
        <p id={messageIdOf(idOf(field))} className={styles.consentError}>
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={prefetchValidator}
      noValidate
      aria-label={asReferee ? 'Sign up' : 'Join the referral programme'}
    >
      <div className={styles.fields}>
        {textField('firstName', 'First name', { autoComplete: 'given-name', autoCapitalize: 'words' })}
        {asked('lastName') &&
          textField('lastName', 'Last name', { autoComplete: 'family-name', autoCapitalize: 'words' })}
        {textField(
          'email',
          'Email',
          { type: 'email', autoComplete: 'email', inputMode: 'email', autoCapitalize: 'none' },
          { wide: true },
        )}
        {asked('phoneNumber') &&
          textField('phoneNumber', 'Phone number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {asked('postcode') &&
          textField('postcode', 'Postcode', { autoComplete: 'postal-code', autoCapitalize: 'characters' })}
        {!asReferee && (
          <>
            {textField(
              'password',
              'Password',
              { type: 'password', autoComplete: 'new-password' },
              {
                wide: true,
                extra: 'At least 6 characters. You will use it to sign in and follow your rewards.',
              },
            )}
            <FormField
              id={idOf('customerDuration')}
              label="How long have you been a customer? (optional)"
              error={errors.customerDuration}
              className={styles.wide}
            >
              <select
                id={idOf('customerDuration')}
                name="customerDuration"
                value={values.customerDuration}
                onChange={(event) =>
                  update({
                    ...values,
                    customerDuration: event.target.value as FormValues['customerDuration'],
                  })
                }
                className={inputClassName(
                  Boolean(errors.customerDuration),
                  `${styles.field} ${controls.select} ${values.customerDuration ? '' : controls.placeholder}`,
                )}
                {...a11y('customerDuration')}
              >
                <option value="">Choose one</option>
                {CUSTOMER_DURATIONS.map((duration) => (
                  <option key={duration} value={duration}>
                    {DURATION_LABELS[duration]}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id={idOf('testimonial')}
              label={`What do you love about ${businessName}? (optional)`}
              error={errors.testimonial}
              className={styles.wide}
            >
              <textarea
                id={idOf('testimonial')}
                name="testimonial"
                rows={3}
                value={values.testimonial}
                onChange={(event) => update({ ...values, testimonial: event.target.value })}
                className={inputClassName(Boolean(errors.testimonial), `${styles.field} ${styles.textarea}`)}
                {...a11y('testimonial')}
              />
            </FormField>
          </>
        )}
      </div>
      <fieldset className={styles.consents}>
        <legend className={styles.consentsLegend}>Your consent</legend>
        {consent('programConsent', `I agree to take part in ${businessName}'s referral programme`, true)}
        {consent(
          'privacyAccepted',
          <>
            I accept the <PolicyLink to="privacy">privacy policy</PolicyLink>
          </>,
          true,
        )}
        {consent('marketingConsent', `Send me news and offers from ${businessName} (optional)`, false)}
      </fieldset>
      {failure && (
        <p className={`${styles.notice} ${styles.failure}`} role="alert">
          <strong>Registration Failed.</strong> {failure}
        </p>
      )}
      <button type="submit" className={styles.submit} aria-busy={registration.isPending || undefined}>
        {registration.isPending && <span className={styles.spinner} aria-hidden="true" />}
        {registration.isPending ? 'Signing Up...' : submitLabel}
      </button>
    </form>
  );
}

/** The id of a field's control (one form per page). */
function idOf(field: keyof FormValues): string {
  return `join-${field}`;
}
