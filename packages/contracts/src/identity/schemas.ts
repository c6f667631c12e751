import { boolean, object, string, type InferType } from 'yup';
import { SUBSCRIPTION_TIERS } from './dto.ts';

export const BUSINESS_TYPES = [
  'Hair Salon / Beauty',
  'Gym / Fitness',
  'Restaurant / Cafe',
  'Retail Store',
  'Professional Services',
  'Other',
] as const;

export const MIN_PASSWORD_LENGTH = 6;

const requiredText = (message: string) => string().trim().required(message);

const PASSWORD_LENGTH_MESSAGE = 'Password must be at least 6 characters';

const WEBSITE_MESSAGE = 'Website must be a web address starting with https:// or http://';

/** An absolute http(s) URL with a host: never `javascript:`, `data:` or a relative path. */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const businessFields = {
  businessName: requiredText('Business name is required').max(120, 'Business name is too long'),
  businessType: string()
    .required('Business type is required')
    .oneOf([...BUSINESS_TYPES], 'Business type is required'),
  businessAddress: requiredText('Business address is required').max(300, 'Business address is too long'),
  postcode: requiredText('Postcode is required').max(20, 'Postcode is too long'),
  phoneNumber: requiredText('Phone number is required').max(40, 'Phone number is too long'),
  contactName: requiredText('Contact name is required').max(120, 'Contact name is too long'),
  website: string()
    .trim()
    .max(300, 'Website is too long')
    .test('web-address', WEBSITE_MESSAGE, (value) => !value || isWebAddress(value))
    .optional(),
};

const emailField = () =>
  string()
    .trim()
    .required('Valid email is required')
    .email('Valid email is required')
    .max(254, 'Valid email is required');

/** A password field a form may send empty when nothing was typed: empty counts as not given. */
const optionalPassword = () =>
  string()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .max(200, 'Password is too long')
    .optional();

/** Business registration as the API accepts it (docs/product-rules.md §3 and §5). termsAccepted is a form-only field. */
export const registrationSchema = object({
  businessName: businessFields.businessName,
  businessType: businessFields.businessType,
  businessAddress: businessFields.businessAddress,
  postcode: businessFields.postcode,
  phoneNumber: businessFields.phoneNumber,
  contactName: businessFields.contactName,
  email: emailField(),
  password: string()
    .required(PASSWORD_LENGTH_MESSAGE)
    .min(MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE)
    .max(200, 'Password is too long'),
  website: businessFields.website,
});

/** The registration form: the API payload plus the terms checkbox, which must be ticked. */
export const registrationFormSchema = registrationSchema.shape({
  termsAccepted: boolean().required('You must accept the terms').oneOf([true], 'You must accept the terms'),
});

export const loginSchema = object({
  email: string().trim().required('Email is required').max(254, 'Invalid credentials'),
  password: string().required('Password is required').max(200, 'Invalid credentials'),
});

/**
 * The answer to a new login e-mail without the current password. Only the service knows the stored e-mail, so
 * it checks; the Account Settings form asks for the password when the e-mail field differs from the loaded one.
 */
export const CURRENT_PASSWORD_REQUIRED_FOR_EMAIL = 'Current password is required to change the email';

/**
 * PATCH /api/user/update/{userId}: the Account Settings dialog (docs/product-rules.md §7). The e-mail is the login's (shared
 * by every business of the login); a new password or a new e-mail needs the current one, which the service
 * checks.
 */
export const profileUpdateSchema = object({
  businessName: businessFields.businessName,
  contactName: businessFields.contactName,
  email: emailField(),
  phoneNumber: businessFields.phoneNumber,
  businessAddress: businessFields.businessAddress,
  postcode: businessFields.postcode,
  website: businessFields.website,
  currentPassword: optionalPassword().when('newPassword', {
    is: (newPassword: unknown) => typeof newPassword === 'string' && newPassword.length > 0,
    then: (schema) => schema.required('Current password is required to set a new password'),
  }),
  newPassword: optionalPassword().min(MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE),
  /**
   * The slug (the business's referral address) stays as it was when the name changes, so shared links keep
   * working; true asks for a new one derived from the new name.
   */
  refreshSlug: boolean().optional(),
});

/** POST /api/user/{userId}/plan: the plan chosen on /subscribe. */
export const planChoiceSchema = object({
  subscriptionTier: string()
    .required('Choose a plan: basic, professional or enterprise')
    .oneOf([...SUBSCRIPTION_TIERS], 'Choose a plan: basic, professional or enterprise'),
});

/** The business details of a registration without the login's e-mail and password. */
export const businessDetailsSchema = object(businessFields);

/**
 * Bus-only `identity.business.create-for-login` (no gateway route): another business under an existing login,
 * e.g. an administrator duplicating a business.
 */
export const createBusinessForLoginSchema = businessDetailsSchema.shape({
  loginId: string().required('Login id is required').uuid('Login id is required'),
});

export type RegistrationInput = InferType<typeof registrationSchema>;
export type RegistrationFormValues = InferType<typeof registrationFormSchema>;
export type LoginInput = InferType<typeof loginSchema>;
export type ProfileUpdateInput = InferType<typeof profileUpdateSchema>;
export type PlanChoiceInput = InferType<typeof planChoiceSchema>;
export type BusinessDetailsInput = InferType<typeof businessDetailsSchema>;
export type CreateBusinessForLoginInput = InferType<typeof createBusinessForLoginSchema>;
