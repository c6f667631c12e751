import { createHash } from 'node:crypto';
import { eventSubject, type ServiceName } from '@referrals/contracts';
import type { PlatformConfig } from '../config.ts';
import { serviceTable } from '../db/tables.ts';
import type { ConsumerDefinition } from '../service/types.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { InvalidMailError, checkMailRequest, mailRequestedType } from './message.ts';

/** Options of {@link mailConsumer}. */
export interface MailConsumerOptions {
  /**
   * Attempts before a message that cannot be sent is given up (logged as a parked poison message; default
   * 20, which with the default delay covers a mail server that is away for about ten minutes).
   */
  maxDeliver?: number;
  /** Delay between attempts (default 30 s). */
  redeliverDelayMs?: number;
}

/** Mailers by the configuration object they were built from: one per service runtime. */
const mailers = new WeakMap<PlatformConfig, Mailer>();

function mailerFor(config: PlatformConfig): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer(config);
    mailers.set(config, mailer);
  }
  return mailer;
}

/**
 * The consumer a service lists to send what its `recordMail` calls recorded: durable, after the recording
 * transaction committed, retried until the mail server accepts the message (or `maxDeliver` runs out).
 *
 * One message per cause: the cause is claimed in the service's `processed_event` table (consumer
 * `<durable>:cause`) in the same transaction that sends, so a redelivered event and a second recording of
 * the same cause both find it claimed. A send that fails rolls the claim back, and the next attempt sends.
 * Only a crash between the server's acceptance and the commit resends, with the same Message-ID.
 */
export function mailConsumer(service: ServiceName, options: MailConsumerOptions = {}): ConsumerDefinition {
  const type = mailRequestedType(service);
  const durable = `${service}-mail`;
  const causeConsumer = `${durable}:cause`;
  return {
    durable,
    filter: eventSubject(type),
    maxDeliver: options.maxDeliver ?? 20,
    redeliverDelayMs: options.redeliverDelayMs ?? 30_000,
    handle: async (event, { em, log, config }) => {
      let request;
      try {
        request = checkMailRequest(event.data);
      } catch (error) {
        // recordMail checked it already: this came from elsewhere, and no retry would make it sendable.
        if (!(error instanceof InvalidMailError)) throw error;
        log.error({ err: error }, 'mail request malformed; dropped');
        return;
      }
      const claimed = await em.execute<{ event_id: string }[]>(
        `insert into ${serviceTable(em, 'processed_event')} ("consumer", "event_id", "processed_at")
         values (?, ?, now()) on conflict do nothing returning "event_id"`,
        [causeConsumer, request.cause],
      );
      if (claimed.length === 0) {
        log.info({ cause: request.cause }, 'mail for this cause already sent; not sent again');
        return;
      }
      const { cause, ...message } = request;
      await mailerFor(config).send(
        { ...message, messageId: mailMessageId(service, cause, config.mailFrom) },
        log.child({ cause }),
      );
    },
  };
}

/**
 * The Message-ID of a cause's message: a digest of service and cause (nothing readable leaks into headers)
 * at the sender's domain.
 */
export function mailMessageId(service: ServiceName, cause: string, mailFrom: string): string {
  const digest = createHash('sha256').update(`${service}\n${cause}`).digest('hex').slice(0, 32);
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<${digest}@${domain}>`;
}
