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

/** PUT /api/admin/businesses/{id}/status. */
export const adminBusinessStatusSchema = object({
  isActive: boolean().strict().required('isActive is required'),
});

/**
 * POST /api/admin/businesses/{id}/duplicate: Basic Copy (false or absent) or Complete Copy (true). No default in
 * the schema: a strict schema does not apply one, so the service reads an absent value as false.
 */
export const adminDuplicateSchema = object({
  includeData: boolean().strict().optional(),
});

export type AdminSignInInput = InferType<typeof adminSignInSchema>;
export type AdminUserCreateInput = InferType<typeof adminUserCreateSchema>;
export type AdminUserUpdateInput = InferType<typeof adminUserUpdateSchema>;
export type AdminBusinessUpdateInput = InferType<typeof adminBusinessUpdateSchema>;
export type AdminBusinessStatusInput = InferType<typeof adminBusinessStatusSchema>;
export type AdminDuplicateInput = InferType<typeof adminDuplicateSchema>;
