import { boolean, object, string, type InferType } from 'yup';
import { emailField, newPasswordField, optionalNewPassword, signInFields } from '../shared/credentials.ts';
import { SUBSCRIPTION_TIERS } from '../identity/dto.ts';
import { businessDetailsSchema } from '../identity/schemas.ts';

export const ADMIN_ROLES = ['admin', 'super_admin'] as const;

const nameField = (message: string) => string().trim().required(message).max(80, 'Name is too long');
const roleField = string()
  .required('Role is required')
  .oneOf([...ADMIN_ROLES], 'Role must be admin or super_admin');

/** POST /api/admin/auth/login. */
export const adminSignInSchema = object(signInFields);

/** POST /api/admin/users: every field required (a super_admin role only from a super admin). */
export const adminUserCreateSchema = object({
  firstName: nameField('First name is required'),
  lastName: nameField('Last name is required'),
  email: emailField(),
  password: newPasswordField(),
  role: roleField,
});

/** PUT /api/admin/users/{id}: an empty or missing password keeps the current one; `isActive` deactivates. */
export const adminUserUpdateSchema = object({
  firstName: nameField('First name is required'),
  lastName: nameField('Last name is required'),
  email: emailField(),
  role: roleField,
  password: optionalNewPassword(),
  isActive: boolean().optional(),
});

/** PUT /api/admin/businesses/{id}: the business's own details and plan (the e-mail is the login's). */
export const adminBusinessUpdateSchema = businessDetailsSchema.shape({
  subscriptionTier: string()
    .required('Subscription is required')
    .oneOf([...SUBSCRIPTION_TIERS], 'Subscription must be basic, professional or enterprise'),
});

/** The longest reason an administrator may give the owner for disabling or enabling a business. */
export const MAX_BUSINESS_STATUS_REASON_LENGTH = 500;

/**
 * PUT /api/admin/businesses/{id}/status: `reason` (optional, trimmed; empty means none) is stored with the change
 * and told to the owner in the e-mail about it.
 */
export const adminBusinessStatusSchema = object({
  isActive: boolean().strict().required('isActive is required'),
  reason: string()
    .trim()
    .max(
      MAX_BUSINESS_STATUS_REASON_LENGTH,
      `Reason must be at most ${MAX_BUSINESS_STATUS_REASON_LENGTH} characters`,
    )
    .optional(),
});

/**
 * POST /api/admin/businesses/{id}/duplicate: Basic Copy (false or absent) or Complete Copy (true). No default in
 * the schema: a strict schema does not apply one, so the service reads an absent value as false.
 */
export const adminDuplicateSchema = object({
  includeData: boolean().strict().optional(),
  /** The new venue's name; absent or empty: "{name} (copy N)", the first N from 2 that no venue of the login has. */
  name: string().trim().max(120, 'Business name is too long').optional(),
});

export type AdminSignInInput = InferType<typeof adminSignInSchema>;
export type AdminUserCreateInput = InferType<typeof adminUserCreateSchema>;
export type AdminUserUpdateInput = InferType<typeof adminUserUpdateSchema>;
export type AdminBusinessUpdateInput = InferType<typeof adminBusinessUpdateSchema>;
export type AdminBusinessStatusInput = InferType<typeof adminBusinessStatusSchema>;
export type AdminDuplicateInput = InferType<typeof adminDuplicateSchema>;
