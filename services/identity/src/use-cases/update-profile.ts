import type { EntityManager } from '@mikro-orm/sql';
import type { OwnerUser, ProfileUpdateInput } from '@referrals/contracts';
import {
  conflictOnUniqueViolation,
  hashPassword,
  isAppError,
  verifyPassword,
  type Logger,
} from '@referrals/service-kit';
import { Business } from '../entities/business.ts';
import { Login } from '../entities/login.ts';
import { Session } from '../entities/session.ts';
import { IdentityErrors } from '../errors.ts';
import { normalizeEmail } from './email.ts';
import { findOwnedBusiness } from './owned-business.ts';
import type { OwnerPrincipal } from './owner-principal.ts';
import { toOwnerUser } from './owner-user.ts';

export interface UpdateProfileContext {
  log: Logger;
  now?: Date;
}

/**
 * The Account Settings dialog: the business's profile, and the login's e-mail and password (shared by every
 * business of the login). The slug stays what it was, whatever the new name: links already shared keep working.
 * A new password needs the current one and ends every other session of the login; the caller's stays.
 */
export async function updateProfile(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: unknown,
  input: ProfileUpdateInput,
  context: UpdateProfileContext,
): Promise<OwnerUser> {
  const now = context.now ?? new Date();
  const found = await findOwnedBusiness(em, owner, businessId);

  const emailNormalized = normalizeEmail(input.email);
  const emailChanges = emailNormalized !== found.login.emailNormalized;
  if (emailChanges && (await em.count(Login, { emailNormalized, id: { $ne: owner.loginId } })) > 0) {
    throw IdentityErrors.emailTaken();
  }

  let newPasswordHash: string | null = null;
  if (input.newPassword) {
    const login = await em.findOneOrFail(Login, owner.loginId, { populate: ['passwordHash'] });
    if (!input.currentPassword || !(await verifyPassword(input.currentPassword, login.passwordHash))) {
      context.log.info({ event: 'password-change-refused', businessId: found.id }, 'wrong current password');
      throw IdentityErrors.currentPasswordIncorrect();
    }
    newPasswordHash = await hashPassword(input.newPassword);
  }

  const user = await conflictOnUniqueViolation(
    // A fork of its own: the changes and the ended sessions commit together or not at all.
    () =>
      em.fork().transactional(async (tx) => {
        const business = await tx.findOneOrFail(
          Business,
          { id: found.id, login: owner.loginId },
          { populate: ['login'] },
        );
        business.businessName = input.businessName;
        business.contactName = input.contactName;
        business.phoneNumber = input.phoneNumber;
        business.businessAddress = input.businessAddress;
        business.postcode = input.postcode;
        business.website = input.website || null;
        const login = business.login;
        login.email = input.email;
        login.emailNormalized = emailNormalized;
        if (newPasswordHash) {
          login.passwordHash = newPasswordHash;
          login.passwordChangedAt = now;
          await tx.nativeDelete(Session, { login: owner.loginId, id: { $ne: owner.sessionId } });
        }
        return toOwnerUser(business, login);
      }),
  ).catch((error: unknown) => {
    // The only unique column this touches is the e-mail: another login took it meanwhile.
    if (isAppError(error, 'ConflictError')) throw IdentityErrors.emailTaken();
    throw error;
  });

  context.log.info(
    {
      event: 'profile-updated',
      businessId: user.id,
      emailChanged: emailChanges,
      passwordChanged: !!newPasswordHash,
    },
    'profile updated',
  );
  return user;
}
