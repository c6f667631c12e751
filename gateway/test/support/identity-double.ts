import { IdentitySubjects, type Principal } from '@referrals/contracts';
import { Errors, type Bus } from '@referrals/service-kit';

/**
 * Stands in for the identity service on the bus (written separately): just enough behaviour to drive
 * the gateway's register, login, logout, me and session-resolution paths.
 */
export const OWNER: Extract<Principal, { kind: 'owner' }> = {
  kind: 'owner',
  loginId: 'login-1',
  businessId: 'business-1',
  sessionId: 'session-1',
};
export const LIVE_TOKEN = 'live-session-token';
export const PASSWORD = 'correct horse';
export const SESSION_EXPIRES_AT = '2030-01-02T03:04:05.000Z';

export interface ReceivedRequest {
  subject: string;
  data: any;
  headers: Record<string, string>;
}

export interface IdentityDouble {
  received: ReceivedRequest[];
  on(subject: string): ReceivedRequest[];
}

export function serveIdentity(bus: Bus, options: { omit?: string[] } = {}): IdentityDouble {
  const received: ReceivedRequest[] = [];
  const user = { id: OWNER.loginId, businessName: 'Bright Smiles' };
  const issued = { token: LIVE_TOKEN, expiresAt: SESSION_EXPIRES_AT };

  const handlers: Record<string, (message: ReceivedRequest) => Promise<unknown>> = {
    [IdentitySubjects.resolveSession]: async ({ data }) => {
      if (data.token === LIVE_TOKEN) return { principal: OWNER };
      throw Errors.authentication('Session expired');
    },
    [IdentitySubjects.register]: async ({ data }) => {
      if (data.body.email === 'taken@example.com')
        throw Errors.conflict('An account with this email already exists');
      return { user: { ...user, businessName: data.body.businessName }, session: issued };
    },
    [IdentitySubjects.login]: async ({ data }) => {
      if (data.body.password !== PASSWORD) throw Errors.authentication('Invalid credentials');
      return { user, session: issued };
    },
    [IdentitySubjects.logout]: async () => ({ ok: true }),
    [IdentitySubjects.me]: async ({ headers }) => {
      const principal = JSON.parse(headers['x-principal']!) as typeof OWNER;
      return { user: { ...user, id: principal.loginId } };
    },
  };

  for (const [subject, handler] of Object.entries(handlers)) {
    if (options.omit?.includes(subject)) continue;
    bus.serve(subject, async (message) => {
      const copy = { subject: message.subject, data: message.data as any, headers: message.headers };
      received.push(copy);
      return handler(copy);
    });
  }
  return { received, on: (subject) => received.filter((request) => request.subject === subject) };
}
