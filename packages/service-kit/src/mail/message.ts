import type { EntityManager } from '@mikro-orm/core';
import type { ServiceName } from '@referrals/contracts';
import { recordEvent } from '../outbox/record.ts';

/** One e-mail to one person: both parts, already rendered (see `renderMail`). */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The one-click unsubscribe link (RFC 8058), sent as `List-Unsubscribe` with `List-Unsubscribe-Post:
   * List-Unsubscribe=One-Click`; the same link `renderMail` puts in the footer. Absent on account e-mails.
   */
  unsubscribeUrl?: string;
}

/**
 * A message and the reason it exists. `cause` is unique per reason to write (e.g.
 * `referee-verification:<tokenId>`): one cause, one message, however often it is recorded or delivered.
 */
export interface MailRequest extends MailMessage {
  cause: string;
}

/** Options of {@link recordMail}. */
export interface RecordMailOptions {
  /** The request that caused the message, for log correlation. */
  requestId?: string;
}

/** A message that cannot be sent as given: a programming error of the caller, never the recipient's fault. */
export class InvalidMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMailError';
  }
}

/** The outbox event that asks a service's `mailConsumer` to send a message. */
export const mailRequestedType = (service: ServiceName): string => `${service}.mail-requested`;

/** Longest `cause`: it names a reason, it does not carry content. */
export const MAX_MAIL_CAUSE_LENGTH = 200;

// One plain address (no display name, list or group): exactly what the recipient typed and confirmed.
const ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Records `message` in the caller's unit of work, through the outbox: it is sent after the transaction
 * commits (never if it rolls back), retried while sending fails, and sent once per `cause`. The service
 * must list `mailConsumer(service)` among its consumers. Throws {@link InvalidMailError} for a message
 * that could never be sent, so the caller's transaction fails instead of the message vanishing later.
 */
export function recordMail(
  em: EntityManager,
  service: ServiceName,
  message: MailRequest,
  options: RecordMailOptions = {},
): void {
  recordEvent(em, mailRequestedType(service), checkMailRequest(message), options);
}

/** The request as it will be sent: fields checked, subject on one line, nothing else carried along. */
export function checkMailRequest(value: unknown): MailRequest {
  const candidate = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<keyof MailRequest, unknown>
  >;
  const { to, subject, html, text, cause, unsubscribeUrl } = candidate;
  if (typeof to !== 'string' || to.length > 254 || !ADDRESS.test(to)) {
    throw new InvalidMailError('An e-mail needs one plain recipient address');
  }
  if (typeof subject !== 'string' || subject.trim() === '') {
    throw new InvalidMailError('An e-mail needs a subject');
  }
  if (typeof html !== 'string' || typeof text !== 'string' || html.trim() === '' || text.trim() === '') {
    throw new InvalidMailError('An e-mail needs an HTML and a text part');
  }
  if (
    typeof cause !== 'string' ||
    cause === '' ||
    cause.length > MAX_MAIL_CAUSE_LENGTH ||
    CONTROL.test(cause)
  ) {
    throw new InvalidMailError(
      `An e-mail needs a cause of 1 to ${MAX_MAIL_CAUSE_LENGTH} printable characters`,
    );
  }
  if (unsubscribeUrl !== undefined && typeof unsubscribeUrl !== 'string') {
    throw new InvalidMailError('The unsubscribe link of an e-mail must be an http(s) URL');
  }
  // A line break in a header would start another header: the subject is kept to one line, and a URL (parsed
  // and serialised again) has none.
  return {
    to,
    subject: subject.replace(/\s+/g, ' ').trim(),
    html,
    text,
    cause,
    ...(unsubscribeUrl === undefined ? {} : { unsubscribeUrl: checkedUrl(unsubscribeUrl) }),
  };
}

/** A link of an e-mail, absolute http(s) only: a `javascript:` or relative link has no place in one. */
export function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InvalidMailError('A link of an e-mail must be an absolute URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new InvalidMailError('A link of an e-mail must be an http(s) URL');
  }
  return parsed.href;
}
