import {
  IdentitySubjects,
  loginSchema,
  planChoiceSchema,
  profileUpdateSchema,
  registrationSchema,
} from '@referrals/contracts';
import type { ApiRoute } from './types.ts';

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
    session: 'issue',
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/login',
    subject: IdentitySubjects.login,
    schema: loginSchema,
    access: 'public',
    session: 'issue',
  },
  { method: 'POST', path: '/api/logout', subject: IdentitySubjects.logout, access: 'owner', session: 'end' },
  { method: 'GET', path: '/api/auth/me', subject: IdentitySubjects.me, access: 'owner' },
  {
    method: 'GET',
    path: '/api/user/:userId/businesses',
    subject: IdentitySubjects.listBusinesses,
    access: 'owner',
  },
  { method: 'GET', path: '/api/user/:userId', subject: IdentitySubjects.getBusiness, access: 'owner' },
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
    access: 'owner',
  },
  {
    method: 'GET',
    path: '/api/users/slug/:slug',
    subject: IdentitySubjects.publicBusiness,
    access: 'public',
  },
];
