import { boolean, object, string, type InferType } from 'yup';
import {
  currentPasswordField,
  emailField,
  newPasswordField,
  optionalNewPassword,
  signInFields,
} from '../shared/credentials.ts';
import { SUBSCRIPTION_TIERS } from './dto.ts';
import { timeZoneField } from './owner-mails.ts';
import { bookingUrlField, openingHoursField } from './place-schemas.ts';

export const BUSINESS_TYPES = [
  'Hair Salon / Beauty',
  'Gym / Fitness',
  'Restaurant / Cafe',
  'Retail Store',
  'Professional Services',
  'Other',
] as const;

const requiredText = (message: string) => string().trim().required(message);

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

/** Business registration as the API accepts it (docs/product-rules.md §3 and §5). termsAccepted is a form-only field. */
export const registrationSchema = object({
  businessName: businessFields.businessName,
  businessType: businessFields.businessType,
  businessAddress: businessFields.businessAddress,
  postcode: businessFields.postcode,
  phoneNumber: businessFields.phoneNumber,
  contactName: businessFields.contactName,
  email: emailField(),
  password: newPasswordField(),
  website: businessFields.website,
});

/** The registration form: the API payload plus the terms checkbox, which must be ticked. */
export const registrationFormSchema = registrationSchema.shape({
  termsAccepted: boolean().required('You must accept the terms').oneOf([true], 'You must accept the terms'),
});

export const loginSchema = object(signInFields);

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
  /** Left out: kept as it is; empty or null: removed. */
  bookingUrl: bookingUrlField(),
  /** Left out: kept as they are; null: removed. */
  openingHours: openingHoursField(),
  currentPassword: currentPasswordField(),
  newPassword: optionalNewPassword(),
  /**
   * The slug (the business's referral address) stays as it was when the name changes, so shared links keep
   * working; true asks for a new one derived from the new name.
   */
  refreshSlug: boolean().optional(),
  /** The business's IANA time zone (its daily summary comes at 08:00 there); null: the platform's; absent: unchanged. */
  timeZone: timeZoneField().nullable().optional(),
  /** The e-mail when a flagged referral needs a decision; absent: unchanged. */
  reviewMails: boolean().optional(),
  /** The daily summary; absent: unchanged. */
  dailySummary: boolean().optional(),
});

/** POST /api/user/{userId}/plan: the plan chosen on /subscribe. */
export const planChoiceSchema = object({
  subscriptionTier: string()
    .required('Choose a plan: basic, professional or enterprise')
    .oneOf([...SUBSCRIPTION_TIERS], 'Choose a plan: basic, professional or enterprise'),
});

/** The business details of a registration without the login's e-mail and password. */
export const businessDetailsSchema = object(businessFields);

export type RegistrationInput = InferType<typeof registrationSchema>;
export type RegistrationFormValues = InferType<typeof registrationFormSchema>;
export type LoginInput = InferType<typeof loginSchema>;
export type ProfileUpdateInput = InferType<typeof profileUpdateSchema>;
export type PlanChoiceInput = InferType<typeof planChoiceSchema>;
export type BusinessDetailsInput = InferType<typeof businessDetailsSchema>;
