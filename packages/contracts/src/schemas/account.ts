import { boolean, object, string, type InferType } from 'yup';

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

/** Business registration as the API accepts it (SPEC.md §3 and §5). termsAccepted is a form-only field. */
export const registrationSchema = object({
  businessName: requiredText('Business name is required').max(120, 'Business name is too long'),
  businessType: string()
    .required('Business type is required')
    .oneOf([...BUSINESS_TYPES], 'Business type is required'),
  businessAddress: requiredText('Business address is required').max(300, 'Business address is too long'),
  postcode: requiredText('Postcode is required').max(20, 'Postcode is too long'),
  phoneNumber: requiredText('Phone number is required').max(40, 'Phone number is too long'),
  contactName: requiredText('Contact name is required').max(120, 'Contact name is too long'),
  email: string()
    .trim()
    .required('Valid email is required')
    .email('Valid email is required')
    .max(254, 'Valid email is required'),
  password: string()
    .required('Password must be at least 6 characters')
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
    .max(200, 'Password is too long'),
  website: string().trim().max(300, 'Website is too long').optional(),
});

/** The registration form: the API payload plus the terms checkbox, which must be ticked. */
export const registrationFormSchema = registrationSchema.shape({
  termsAccepted: boolean().required('You must accept the terms').oneOf([true], 'You must accept the terms'),
});

export const loginSchema = object({
  email: string().trim().required('Email is required').max(254, 'Invalid credentials'),
  password: string().required('Password is required').max(200, 'Invalid credentials'),
});

export type RegistrationInput = InferType<typeof registrationSchema>;
export type RegistrationFormValues = InferType<typeof registrationFormSchema>;
export type LoginInput = InferType<typeof loginSchema>;
