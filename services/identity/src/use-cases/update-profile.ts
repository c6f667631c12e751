import type { EntityManager } from '@mikro-orm/sql';
import type { OwnerPrincipal, OwnerUser, ProfileUpdateInput } from '@referrals/contracts';
import {
  clearFailures,
  conflictOnUniqueViolation,
  hashPassword,
  isAppError,
  type Logger,
  normalizeEmail,
  recordFailure,
  secondsUntilAllowed,
  verifyPassword,
} from '@referrals/service-kit';
import { Login } from '../entities/login.ts';
import { Session } from '../entities/session.ts';
import { IdentityErrors } from '../errors.ts';
import { applyBusinessChanges, lockOwnedBusiness, recordBusinessUpdated } from './business-changes.ts';
import { freeSlugFor, requestedSlug } from './business-slug.ts';
import { passwordCheckThrottleKey } from './login-throttle.ts';
import { applyOwnerMailChoices } from './owner-mail-links.ts';
import { findOwnedBusiness } from './owned-business.ts';
import { moveOwnerJobsToTimeZone, type OwnerScheduleContext } from './owner-schedules.ts';
import { toOwnerUser } from './owner-user.ts';
import { recordLoginChanged } from './sessions.ts';

export interface UpdateProfileContext {
  log: Logger;
  /** The platform's time zone and the scheduler's clock: a new time zone moves the owner's waiting e-mails. */
  schedule: OwnerScheduleContext;
  /** Carried with the event to its consumers, for log correlation. */
  requestId?: string;
  now?: Date;
}

/**
 * The Account Settings dialog: the business's profile, and the login's e-mail and password (shared by every
 * business of the login). The slug stays what it was, whatever the new name, so links already shared keep
 * working, unless the owner asks for one matching the new name (`refreshSlug`).
 * A new password or a new e-mail (the login's sign-in name) needs the current password and ends every other
 * session of the login; the caller's stays. So a borrowed or stolen session can take over neither the login nor
 * its other devices, nor learn which e-mails have accounts (that answer comes only after the password).
 * Wrong current passwords are throttled per login (5 in 15 minutes); a throttled login is refused even with the
 * right one.
 * When a field of the business changed, `businessUpdated` is recorded in the same transaction, and when the
 * login's e-mail or password changed, `loginChanged`; the form saved as it was publishes nothing. A new time
 * zone moves the owner's waiting daily summary and trial reminders to 08:00 there.
 */
export async function updateProfile(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  input: ProfileUpdateInput,
  context: UpdateProfileContext,
): Promise<OwnerUser> {
  const now = context.now ?? new Date();
  const found = await findOwnedBusiness(em, owner, businessId);

  const emailNormalized = normalizeEmail(input.email);
  const emailChanges = emailNormalized !== found.login.emailNormalized;
  const credentialsChange = emailChanges || !!input.newPassword;
  if (credentialsChange) {
    // The schema already asks for it with a new password; a new e-mail only the stored one reveals.
    if (!input.currentPassword) throw IdentityErrors.currentPasswordRequiredForEmail();
    await checkCurrentPassword(em, owner, input.currentPassword, {
      log: context.log,
      now,
      businessId: found.id,
    });
  }
  if (emailChanges && (await em.count(Login, { emailNormalized, id: { $ne: owner.loginId } })) > 0) {
    throw IdentityErrors.emailTaken();
  }
  const newPasswordHash = input.newPassword ? await hashPassword(input.newPassword) : null;

  const user = await conflictOnUniqueViolation(
    // A fork of its own: the changes and the ended sessions commit together or not at all.
    () =>
      em.fork().transactional(async (tx) => {
        const business = await lockOwnedBusiness(tx, found.id, owner.loginId);
        const login = await tx.findOneOrFail(Login, owner.loginId);
        const businessChanged = applyBusinessChanges(business, {
          businessName: input.businessName,
          contactName: input.contactName,
          phoneNumber: input.phoneNumber,
          businessAddress: input.businessAddress,
          postcode: input.postcode,
          website: input.website || null,
          // Left out of the request: kept as they are (clients from before these fields keep them).
          ...(input.bookingUrl !== undefined ? { bookingUrl: input.bookingUrl || null } : {}),
          ...(input.openingHours !== undefined ? { openingHours: input.openingHours } : {}),
          ...(input.refreshSlug && !slugMatchesName(business.businessSlug, input.businessName)
            ? { businessSlug: await freeSlugFor(tx, input.businessName) }
            : {}),
        });
        const timeZoneBefore = business.timeZone;
        applyOwnerMailChoices(business, input, now);
        if (business.timeZone !== timeZoneBefore)
          await moveOwnerJobsToTimeZone(tx, business, context.schedule);
        login.email = input.email;
        login.emailNormalized = emailNormalized;
        if (newPasswordHash) {
          login.passwordHash = newPasswordHash;
          login.passwordChangedAt = now;
        }
        if (credentialsChange) {
          await tx.nativeDelete(Session, { login: owner.loginId, id: { $ne: owner.sessionId } });
        }
        if (businessChanged) await recordBusinessUpdated(tx, business, { requestId: context.requestId });
        // Cached sessions of the login are stale: ended ones (new password) and the e-mail they show.
        if (credentialsChange) {
          recordLoginChanged(tx, owner.loginId, 'credentials-changed', { requestId: context.requestId });
        }
        return toOwnerUser(business, login);
      }),
  ).catch((error: unknown) => {
    // The unique columns this touches are the e-mail and, on request, the slug: another login or business
    // took one of them meanwhile.
    if (isAppError(error, 'ConflictError')) {
      throw emailChanges ? IdentityErrors.emailTaken() : IdentityErrors.slugJustTaken();
    }
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

/** True when `slug` already is the name's slug or one of its collision variants (`name-2`, ...). */
function slugMatchesName(slug: string, businessName: string): boolean {
  const wanted = requestedSlug(businessName);
  return slug === wanted || new RegExp(`^${wanted}-\\d+$`).test(slug);
}

/**
 * Verifies the current password a new password or e-mail needs, counting wrong ones against the login's password-check
 * throttle. The throttle is asked first, so that a throttled login learns nothing about its guesses.
 */
async function checkCurrentPassword(
  em: EntityManager,
  owner: OwnerPrincipal,
  currentPassword: string,
  context: { log: Logger; now: Date; businessId: string },
): Promise<void> {
  const throttle = passwordCheckThrottleKey(owner.loginId);
  const waitSeconds = await secondsUntilAllowed(em, [throttle], context.now);
  if (waitSeconds > 0) {
    context.log.warn(
      { event: 'password-check-throttled', businessId: context.businessId },
      'credentials change refused: too many wrong current passwords',
    );
    throw IdentityErrors.tooManyPasswordAttempts(waitSeconds);
  }

  const login = await em.findOneOrFail(Login, owner.loginId, { populate: ['passwordHash'] });
  if (!(await verifyPassword(currentPassword, login.passwordHash))) {
    await recordFailure(em, [throttle], context.now);
    context.log.info(
      { event: 'credentials-change-refused', businessId: context.businessId },
      'wrong current password',
    );
    throw IdentityErrors.currentPasswordIncorrect();
  }
  await clearFailures(em, throttle.key);
}
