// Runs bcrypt in a worker thread: even bcryptjs' async API blocks the event loop in chunks, which would
// stall every other request of the process for the ~250 ms a cost-12 hash takes.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

interface Job {
  id: number;
  op: 'hash' | 'verify';
  input: string;
  hash?: string;
  cost?: number;
}

parentPort!.on('message', (job: Job) => {
  try {
    const result =
      job.op === 'hash'
        ? bcrypt.hashSync(job.input, job.cost ?? 12)
        : bcrypt.compareSync(job.input, job.hash ?? '');
    parentPort!.postMessage({ id: job.id, ok: true, result });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, ok: false, message: (error as Error).message });
  }
});
