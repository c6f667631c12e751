import { Errors } from '@referrals/service-kit';

/** Every error the admin service answers with; each message is written here and nowhere else. */
export const AdminErrors = {
  /** Unknown e-mail, wrong password and a deactivated admin answer alike: nobody learns which admins exist. */
  invalidCredentials: () => Errors.authentication('Invalid credentials'),
  tooManySignInAttempts: (retryAfterSeconds: number) =>
    Errors.rateLimited('Too many login attempts.', retryAfterSeconds),
  /** An unknown, ended or expired token, or one whose admin is gone or deactivated. */
  sessionInvalid: () => Errors.authentication(),
  /** A malformed id gets the same answer as an unknown one. */
  adminNotFound: () => Errors.notFound('Admin user not found'),
  emailTaken: () => Errors.conflict('An admin with this email already exists'),
  superAdminRoleNeedsSuperAdmin: () => Errors.notAllowed('Only a super admin can give the super admin role'),
  superAdminEditNeedsSuperAdmin: () => Errors.notAllowed('Only a super admin can edit a super admin'),
  promotionIrreversible: () =>
    Errors.notAllowed('A super admin cannot be made an admin again: promotion is irreversible'),
  cannotDeactivateSelf: () => Errors.notAllowed('You cannot deactivate your own account'),
  cannotDeleteSelf: () => Errors.notAllowed('You cannot delete your own account'),
  superAdminUndeletable: () => Errors.notAllowed('Super admins cannot be deleted'),
  /** A malformed business id gets the same answer as an unknown one. */
  businessNotFound: () => Errors.notFound('Business not found'),
  /** A malformed workflow id gets the same answer as an unknown one. */
  workflowNotFound: () => Errors.notFound('Workflow not found'),
  /** No duplicate nor second delete of a business while a delete of it is under way. */
  businessBeingDeleted: () => Errors.conflict('This business is being deleted'),
};
