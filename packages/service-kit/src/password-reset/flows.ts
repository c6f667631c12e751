import type { EntityManager } from '@mikro-orm/sql';
import {
  PASSWORD_RESET_REQUESTED,
  type PasswordResetAnswerDto,
  type PasswordResetInput,
  type ServiceName,
} from '@referrals/contracts';
import type { Logger } from '../logger.ts';
import { hashPassword } from '../password.ts';
import { clearFailures, signInEmailThrottleKey } from '../throttle/throttle.ts';
import {
  PASSWORD_RESET_DONE,
  passwordResetThrottleKeys,
  recordPasswordResetMail,
  takePasswordResetAttempt,
} from './requests.ts';
import {
  consumePasswordReset,
  findUsablePasswordReset,
  issuePasswordReset,
  type PasswordResetEntity,
} from './tokens.ts';

/*
 * The two steps of a forgotten password, the same for every service with logins; each service passes what is
 * its own: the links' table, how its accounts are found and how a new password is stored.
 */

/** What asking for a link needs to know of an account. */
export interface PasswordResetAccount {
  id: string;
  /** Where the link is sent. */
  email: string;
}

/** What a request for a link brings from the endpoint: who asks, the limits and where links point. */
export interface PasswordResetRequestContext {
  clientAddress: string | null;
  /** Requests one client address may make an hour (`PASSWORD_RESETS_PER_ADDRESS`). */
  perAddress: number;
  /** `PUBLIC_URL`: the origin of the e-mailed link. */
  publicUrl: string;
  /** `PLATFORM_POSTAL_ADDRESS`: the sender's address in the e-mail's footer. */
  platformPostalAddress: string;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/** What {@link requestPasswordResetLink} is told by the service, on top of the request's context. */
export interface RequestPasswordResetLinkOptions extends PasswordResetRequestContext {
  service: ServiceName;
  /** The service's table of links. */
  entity: PasswordResetEntity;
  /** The account with this normalised e-mail, or null. */
  findAccount: (em: EntityManager, emailNormalized: string) => Promise<PasswordResetAccount | null>;
  /** The page that sets the new password, e.g. `/reset-password`; the token follows it. */
  linkPath: string;
  /** What the account is, as the e-mail's footer names it, e.g. "business owner account". */
  accountName: string;
}

/**
 * E-mails a single-use link to `{publicUrl}{linkPath}/{token}` when `emailNormalized` has an account. Always
 * the same answer, for an unknown e-mail and over the limit (3 per e-mail, `perAddress` per client address an hour)
 * alike; over the limit nothing is sent.
 */
export async function requestPasswordResetLink(
  em: EntityManager,
  emailNormalized: string,
  options: RequestPasswordResetLinkOptions,
): Promise<PasswordResetAnswerDto> {
  const now = options.now ?? new Date();
  const answer = { message: PASSWORD_RESET_REQUESTED };

  const keys = passwordResetThrottleKeys(emailNormalized, options.clientAddress, options.perAddress);
  if (!(await takePasswordResetAttempt(em, keys, now))) {
    options.log.warn(
      { event: 'password-reset-throttled' },
      'password reset link not sent: too many requests',
    );
    return answer;
  }
  const account = await options.findAccount(em, emailNormalized);
  if (!account) return answer;

  await em.fork().transactional(async (tx) => {
    const issued = await issuePasswordReset(tx, options.entity, account.id, now);
    recordPasswordResetMail(
      tx,
      options.service,
      {
        linkId: issued.id,
        to: account.email,
        link: `${options.publicUrl}${options.linkPath}/${issued.token}`,
        account: options.accountName,
        postalAddress: options.platformPostalAddress,
      },
      { requestId: options.requestId },
    );
  });
  options.log.info({ event: 'password-reset-requested' }, 'password reset link e-mailed');
  return answer;
}

/** What {@link resetPasswordWithLink} is told by the service. */
export interface ResetPasswordWithLinkOptions {
  /** The service's table of links. */
  entity: PasswordResetEntity;
  /**
   * Stores `passwordHash` as the account's password and ends its sessions, in the transaction `tx`; answers the
   * account's normalised e-mail, or null when the account is gone.
   */
  storePassword: (
    tx: EntityManager,
    accountId: string,
    passwordHash: string,
    now: Date,
  ) => Promise<string | null>;
  /** The service's error for an unknown, used or expired link. */
  invalidLink: () => Error;
  /** Who the account belongs to, as the log names them, e.g. "owner". */
  accountHolder: string;
  log: Logger;
  now?: Date;
}

/**
 * Sets a new password with an e-mailed link: the link is used up (once, even when two resets race), the
 * service stores the password and ends the account's sessions, and the e-mail's failed sign-ins are forgotten.
 * An unknown, used or expired link gets one answer.
 */
export async function resetPasswordWithLink(
  em: EntityManager,
  input: PasswordResetInput,
  options: ResetPasswordWithLinkOptions,
): Promise<PasswordResetAnswerDto> {
  const now = options.now ?? new Date();
  // Checked before hashing, so that a bad link costs no bcrypt round; the UPDATE below decides.
  if (!(await findUsablePasswordReset(em, options.entity, input.token, now))) {
    throw options.invalidLink();
  }
  const passwordHash = await hashPassword(input.password);

  const emailNormalized = await em.fork().transactional(async (tx) => {
    const accountId = await consumePasswordReset(tx, options.entity, input.token, now);
    const stored = accountId ? await options.storePassword(tx, accountId, passwordHash, now) : null;
    if (stored === null) throw options.invalidLink();
    return stored;
  });
  await clearFailures(em, signInEmailThrottleKey(emailNormalized).key);
  options.log.info(
    { event: 'password-reset' },
    `${options.accountHolder} password set with a reset link; sessions ended`,
  );
  return { message: PASSWORD_RESET_DONE };
}
