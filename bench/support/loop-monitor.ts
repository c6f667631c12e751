/**
 * Preloaded into every Node process a benchmark starts (`NODE_OPTIONS=--import .../loop-monitor.ts`, set by
 * bench/run.ts only: the product never loads it). Once a second it appends to the file named by
 * BENCH_LOOP_REPORT one JSON line per process: the longest event-loop delay of that second and the resident
 * memory, so the benchmark can tell, for the very seconds it measured, whether any process stalled.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const report = process.env.BENCH_LOOP_REPORT;

/** One second of one process, as written to the report. */
export interface LoopSample {
  /** End of the second, epoch ms. */
  at: number;
  /**
   * BENCH_PROCESS_NAME, else the script the process runs, relative to the repository (e.g.
   * `services/campaign/src/main.ts`).
   */
  process: string;
  pid: number;
  maxDelayMs: number;
  rssBytes: number;
}

// Worker threads (the password pool) block on purpose; their loops are not the process's.
if (report && isMainThread) {
  const name = process.env.BENCH_PROCESS_NAME ?? relative(process.cwd(), process.argv[1] ?? 'node');
  // 5 ms sampling: fine enough for a 50 ms bar, cheap enough not to be what is measured.
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const sample = (): void => {
    const line: LoopSample = {
      at: Date.now(),
      process: name,
      pid: process.pid,
      maxDelayMs: histogram.max / 1e6,
      rssBytes: process.memoryUsage.rss(),
    };
    histogram.reset();
    appendFileSync(report, `${JSON.stringify(line)}\n`);
  };
  setInterval(sample, 1000).unref();
}
