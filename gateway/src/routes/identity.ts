import { IdentitySubjects, loginSchema, registrationSchema } from '@referrals/contracts';
import type { ApiRoute } from './types.ts';

/** Owner accounts and owner sessions: the calls the identity service answers. */
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
];
