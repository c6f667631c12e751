// A replica of a service in a process of its own, for tests that kill it mid-request. On the NATS namespace
// NAMESPACE it serves SUBJECT in the queue group QUEUE, writes "taken" on stdout for each request and never
// answers one (it dies first), and answers SUBJECT.ready, asked once it writes "serving": on one connection
// the server takes the subscriptions before that request, so SUBJECT is served by then.
import { connectNatsBus } from '../../src/bus/nats.ts';
import { createLogger } from '../../src/logger.ts';

const { NATS_URL, NAMESPACE, SUBJECT, QUEUE } = process.env;
if (!NATS_URL || !NAMESPACE || !SUBJECT || !QUEUE) throw new Error('NATS_URL, NAMESPACE, SUBJECT and QUEUE');

const bus = await connectNatsBus({
  url: NATS_URL,
  name: 'bus-replica',
  namespace: NAMESPACE,
  logger: createLogger({ name: 'bus-replica', level: 'silent' }),
});
bus.serve(
  SUBJECT,
  async () => {
    process.stdout.write('taken\n');
    return new Promise<never>(() => undefined);
  },
  { queue: QUEUE },
);
bus.serve(`${SUBJECT}.ready`, async () => 'ready');
process.stdout.write('serving\n');
