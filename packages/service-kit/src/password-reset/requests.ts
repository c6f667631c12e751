import type { EntityManager } from '@mikro-orm/sql';
import {
  CAMPAIGN_DEFAULTS,
  PASSWORD_RESET_VALID_MINUTES,
  PRODUCT_NAME,
  type ServiceName,
} from '@referrals/contracts';
import { recordMail, type RecordMailOptions } from '../mail/message.ts';
import { renderMail } from '../mail/render.ts';
import {
  recordFailure,
  secondsUntilAllowed,
  type ThrottleKey,
  type ThrottlePolicy,
} from '../throttle/throttle.ts';

/** Links asked for one e-mail: enough for a lost message or two, not enough to flood an inbox. */
export const PASSWORD_RESET_EMAIL_THROTTLE: ThrottlePolicy = { maxFailures: 3, windowSeconds: 60 * 60 };
/**
 * Links asked from one client address, whatever the e-mail (offices and NATs share addresses): the default of
 * `PASSWORD_RESETS_PER_ADDRESS`.
 */
export const PASSWORD_RESET_ADDRESS_THROTTLE: ThrottlePolicy = { maxFailures: 20, windowSeconds: 60 * 60 };

/**
 * The counters a request for a link counts against: per e-mail, and per client address when known, with
 * `perAddress` requests an hour.
 */
export function passwordResetThrottleKeys(
  emailNormalized: string,
  clientAddress: string | null,
  perAddress: number = PASSWORD_RESET_ADDRESS_THROTTLE.maxFailures,
): ThrottleKey[] {
  const keys = [{ key: `password-reset:email:${emailNormalized}`, policy: PASSWORD_RESET_EMAIL_THROTTLE }];
  if (clientAddress) {
    keys.push({
      key: `password-reset:address:${clientAddress}`,
      policy: { ...PASSWORD_RESET_ADDRESS_THROTTLE, maxFailures: perAddress },
    });
  }
  return keys;
}

/**
 * Counts one request for a link against `keys` and says whether it may send one: false once any key has used
 * up its window (the request is then not counted, so waiting is enough). Every request counts, for a known
 * e-mail or not, so the limit says nothing about which accounts exist.
 */
export async function takePasswordResetAttempt(
  em: EntityManager,
  keys: ThrottleKey[],
  now: Date,
): Promise<boolean> {
  if ((await secondsUntilAllowed(em, keys, now)) > 0) return false;
  await recordFailure(em, keys, now);
  return true;
}

/** What setting a new password with a link answers. */
export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with the new one.';

/** Who the link is for and where it leads. */
export interface PasswordResetMail {
  /** The link's id: the e-mail's cause, so one link is e-mailed once. */
  linkId: string;
  to: string;
  /** The page that sets the new password, with the token. */
  link: string;
  /** What the account is, as the footer names it, e.g. "business owner account". */
  account: string;
  /** The platform's postal address (`PLATFORM_POSTAL_ADDRESS`), in the footer. */
  postalAddress: string;
}

/**
 * Records the e-mail with a reset link in the unit of work of `em` (sent through `service`'s outbox once the
 * transaction commits), in the product's name and colour.
 */
export function recordPasswordResetMail(
  em: EntityManager,
  service: ServiceName,
  mail: PasswordResetMail,
  options: RecordMailOptions = {},
): void {
  const { html, text } = renderMail({
    businessName: PRODUCT_NAME,
    primaryColor: CAMPAIGN_DEFAULTS.primaryColor,
    heading: 'Set a new password',
    paragraphs: [
      'Someone (we hope you) asked to set a new password for this email address. Follow the link to choose one.',
      `The link works once and for ${PASSWORD_RESET_VALID_MINUTES} minutes. Setting a new password signs you ` +
        'out everywhere.',
    ],
    action: { label: 'Set a new password', url: mail.link },
    reason:
      `You are receiving this email because a new password was asked for your ${PRODUCT_NAME} ${mail.account}. ` +
      'If that was not you, you can ignore it: your password stays as it is.',
    postalAddress: mail.postalAddress,
  });
  recordMail(
    em,
    service,
    {
      to: mail.to,
      subject: `Set a new ${PRODUCT_NAME} password`,
      html,
      text,
      cause: `password-reset:${mail.linkId}`,
    },
    options,
  );
}
