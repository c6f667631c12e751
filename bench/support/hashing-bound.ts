/**
 * The sign-up ceiling of this machine: the kit's password hashing (bcrypt cost 12 in its worker pool) alone,
 * `concurrency` hashes in flight for `seconds`, in a process of its own like the product's. Prints hashes per
 * second. Usage: `node bench/support/hashing-bound.ts <concurrency> <seconds>`.
 */
import { hashPassword } from '@referrals/service-kit';

const concurrency = Number(process.argv[2] ?? '32');
const seconds = Number(process.argv[3] ?? '10');
const deadline = Date.now() + seconds * 1000;
let hashed = 0;

async function lane(index: number): Promise<void> {
  for (let n = 0; Date.now() < deadline; n += 1) {
    await hashPassword(`bench-password-${index}-${n}`);
    hashed += 1;
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: concurrency }, (_, index) => lane(index)));
console.log(JSON.stringify({ hashesPerSecond: hashed / ((Date.now() - started) / 1000) }));
