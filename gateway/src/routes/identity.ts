import {
  IdentitySubjects,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  planChoiceSchema,
  profileUpdateSchema,
  registrationSchema,
} from '@referrals/contracts';
import { NO_INPUT, type ApiRoute } from './types.ts';

/**
 * Owner accounts and owner sessions: the calls the identity service answers. `:userId` is a business id;
 * the service answers 404 for any business that is not the caller's login's.
 */
export const identityRoutes: readonly ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/register',
    subject: IdentitySubjects.register,
    schema: registrationSchema,
    access: 'public',
    session: { issues: 'owner' },
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/login',
    subject: IdentitySubjects.login,
    schema: loginSchema,
    access: 'public',
    session: { issues: 'owner' },
  },
  {
    method: 'POST',
    path: '/api/logout',
    subject: IdentitySubjects.logout,
    schema: NO_INPUT,
    access: 'owner',
    session: { ends: 'owner' },
  },
  {
    method: 'POST',
    path: '/api/password/forgot',
    subject: IdentitySubjects.requestPasswordReset,
    schema: passwordResetRequestSchema,
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/password/reset',
    subject: IdentitySubjects.resetPassword,
    schema: passwordResetSchema,
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    subject: IdentitySubjects.me,
    schema: NO_INPUT,
    access: 'owner',
    sessionCached: true,
  },
  {
    method: 'GET',
    path: '/api/user/:userId/businesses',
    subject: IdentitySubjects.listBusinesses,
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'GET',
    path: '/api/user/:userId',
    subject: IdentitySubjects.getBusiness,
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'PATCH',
    path: '/api/user/update/:userId',
    subject: IdentitySubjects.updateProfile,
    schema: profileUpdateSchema,
    access: 'owner',
  },
  {
    method: 'POST',
    path: '/api/user/:userId/plan',
    subject: IdentitySubjects.choosePlan,
    schema: planChoiceSchema,
    access: 'owner',
  },
  {
    method: 'POST',
    path: '/api/user/:userId/select',
    subject: IdentitySubjects.selectBusiness,
    schema: NO_INPUT,
    access: 'owner',
  },
  {
    method: 'GET',
    path: '/api/users/slug/:slug',
    subject: IdentitySubjects.publicBusiness,
    schema: NO_INPUT,
    access: 'public',
  },
];
