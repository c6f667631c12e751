import {
  IdentitySubjects,
  type IssuedSession,
  type OwnerPrincipal,
  type OwnerUser,
  type RegistrationInput,
} from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';
import { requestAs } from '@referrals/service-kit/testing';
import { buildRegistration } from '@referrals/testing';

/** A registered owner: what they typed, what identity answered, and the principal their session resolves to. */
export interface Owner {
  registration: RegistrationInput;
  user: OwnerUser;
  session: IssuedSession;
  principal: OwnerPrincipal;
}

/** What the gateway's session lookup answers for `token`. */
export const resolveSessionOn = (bus: Bus, token: string): Promise<OwnerPrincipal> =>
  requestAs<{ principal: OwnerPrincipal }>(bus, IdentitySubjects.resolveSession, { token }).then(
    (answer) => answer.principal,
  );

/**
 * Registers a new owner through the bus, as the gateway forwards `POST /api/register` (from `clientAddress`
 * when given, for the per-address sign-up limit), and resolves the session it was issued.
 */
export async function registerOwnerOn(
  bus: Bus,
  overrides: Partial<RegistrationInput> = {},
  clientAddress?: string,
): Promise<Owner> {
  const registration = buildRegistration(overrides);
  const { user, session } = await requestAs<{ user: OwnerUser; session: IssuedSession }>(
    bus,
    IdentitySubjects.register,
    { body: registration },
    { clientAddress },
  );
  return { registration, user, session, principal: await resolveSessionOn(bus, session.token) };
}
