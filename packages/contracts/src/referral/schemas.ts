import { boolean, object, string, type InferType } from 'yup';
import type { FriendField } from '../campaign/fields.ts';
import { emailField, newPasswordField } from '../shared/credentials.ts';
import { searchListQuerySchema } from '../shared/search.ts';
import { CUSTOMER_DURATIONS } from './events.ts';

/**
 * The registration form of the referral page (docs/product-rules.md §5 "Referrer/referee registration"),
 * shared by referrers and referees. Consents are sent and required here (this product records consent,
 * with the time it was given).
 */
const personFields = {
  campaignId: string().required('Campaign is required').uuid('Campaign is required'),
  firstName: string().trim().required('First name is required').max(100, 'First name is too long'),
  lastName: string().trim().required('Last name is required').max(100, 'Last name is too long'),
  email: emailField(),
  phoneNumber: string().trim().required('Phone number is required').max(40, 'Phone number is too long'),
  postcode: string().trim().required('Postcode is required').max(20, 'Postcode is too long'),
  password: newPasswordField(),
  programConsent: boolean()
    .required('You must consent to participate')
    .oneOf([true], 'You must consent to participate'),
  privacyAccepted: boolean()
    .required('You must accept the privacy policy')
    .oneOf([true], 'You must accept the privacy policy'),
  marketingConsent: boolean().default(false),
};

/** POST /api/referrers: a customer joins a campaign (the referral page without a code). */
export const referrerRegistrationSchema = object({
  ...personFields,
  customerDuration: string()
    .oneOf([...CUSTOMER_DURATIONS], 'Choose how long you have been a customer')
    .optional(),
  testimonial: string().trim().max(2000, 'Testimonial is too long').optional(),
  heardAboutBusiness: string().trim().max(500, 'Text is too long').optional(),
});

/**
 * POST /api/referees: a friend signs up through a referrer's link (the referral page with a code). First name,
 * e-mail and the consents always; last name, phone number and postcode only as the campaign asks
 * (FRIEND_FIELDS, {@link refereeRegistrationSchemaFor}), so each is optional here, and no password (a friend
 * never signs in: one sent by an older form is accepted and ignored, like any unknown field).
 */
export const refereeRegistrationSchema = object({
  campaignId: personFields.campaignId,
  firstName: personFields.firstName,
  email: personFields.email,
  lastName: string().trim().max(100, 'Last name is too long').default(''),
  phoneNumber: string().trim().max(40, 'Phone number is too long').default(''),
  postcode: string().trim().max(20, 'Postcode is too long').default(''),
  programConsent: personFields.programConsent,
  privacyAccepted: personFields.privacyAccepted,
  marketingConsent: personFields.marketingConsent,
  referralCode: string()
    .trim()
    .required('A referral link is required to sign up')
    .max(40, 'A referral link is required to sign up'),
});

/**
 * A friend's sign-up on a campaign that asks `friendFields`: each of them required, with the messages of
 * docs/product-rules.md §5 (the referral page's form and the referral service check with it alike).
 */
export function refereeRegistrationSchemaFor(
  friendFields: readonly FriendField[],
): typeof refereeRegistrationSchema {
  const asked = Object.fromEntries(friendFields.map((field) => [field, personFields[field]]));
  return refereeRegistrationSchema.shape(asked) as unknown as typeof refereeRegistrationSchema;
}

/** POST /api/referrers/verify, /api/referees/verify and /api/referees/verify/resend: the link's token. */
export const verificationTokenSchema = object({
  token: string()
    .trim()
    .required('The verification link is incomplete')
    .max(200, 'The verification link is invalid'),
});

/**
 * POST /api/referees/{id}/email: "Wrong address?" on the page that signed the friend up, with the secret its
 * answer gave (`correctionToken`) and the right e-mail.
 */
export const refereeEmailCorrectionSchema = object({
  correctionToken: string()
    .trim()
    .required('This sign-up can no longer be corrected from here')
    .max(200, 'This sign-up can no longer be corrected from here'),
  email: emailField(),
});

export type ReferrerRegistrationInput = InferType<typeof referrerRegistrationSchema>;
export type RefereeRegistrationInput = InferType<typeof refereeRegistrationSchema>;
export type VerificationTokenInput = InferType<typeof verificationTokenSchema>;
export type RefereeEmailCorrectionInput = InferType<typeof refereeEmailCorrectionSchema>;

/** Referees per answer of GET /api/referees/campaign/{id}, without and at most with `limit`. */
export const REFEREE_LIST_LIMIT = { default: 100, max: 200 } as const;

/**
 * Query of GET /api/referees/campaign/{id}: the newest `limit` referees whose name, e-mail, phone number or
 * referrer's name contains `search` (any case).
 */
export const refereeListQuerySchema = searchListQuerySchema(REFEREE_LIST_LIMIT);

const CONTACT_NEEDED = 'Enter the friend’s email or phone number';

/**
 * POST /api/referees/counter: a friend who came in without the link and named their referrer. The owner
 * enters the friend's name and an e-mail or a phone number (at least one), with the friend's consent.
 */
export const counterReferralSchema = object({
  referrerId: string().required('Choose who referred them').uuid('Choose who referred them'),
  firstName: personFields.firstName,
  lastName: string().trim().max(100, 'Last name is too long').default(''),
  email: string()
    .trim()
    .email('Valid email is required')
    .max(254, 'Valid email is required')
    .default('')
    .test('contact', CONTACT_NEEDED, function (email) {
      return Boolean(email) || Boolean(this.parent.phoneNumber);
    }),
  phoneNumber: string().trim().max(40, 'Phone number is too long').default(''),
  consent: boolean()
    .required('The friend must agree to be recorded')
    .oneOf([true], 'The friend must agree to be recorded'),
});

export type RefereeListQuery = InferType<typeof refereeListQuerySchema>;
export type CounterReferralInput = InferType<typeof counterReferralSchema>;
