import type { Logger } from 'pino';

/** A step of a graceful shutdown, e.g. stopping a service or closing a connection. */
export type ShutdownStep = () => Promise<void> | void;

export interface ShutdownOptions {
  /** Where shutdown progress and failures are logged. */
  logger?: Logger;
  /**
   * Past this the process exits with code 1 even if a step hangs (default 25 000 ms): kept below
   * Kubernetes' default 30 s grace period so our own log line, not a SIGKILL, ends the process.
   */
  timeoutMs?: number;
  /** Called instead of `process.exit` (tests). */
  exit?: (code: number) => void;
}

const steps: ShutdownStep[] = [];
const settings: Required<Pick<ShutdownOptions, 'timeoutMs'>> & ShutdownOptions = { timeoutMs: 25_000 };
let installed = false;
let shuttingDown: Promise<void> | null = null;

/**
 * Registers a step to run on SIGTERM or SIGINT. Steps run one after another in reverse order of
 * registration (what started last stops first), then the process exits 0, or 1 if a step failed.
 * A second signal exits immediately. Returns a function that unregisters the step.
 */
export function onShutdown(step: ShutdownStep, options: ShutdownOptions = {}): () => void {
  Object.assign(settings, stripUndefined(options));
  steps.push(step);
  if (!installed) {
    installed = true;
    process.on('SIGTERM', () => void handleSignal('SIGTERM'));
    process.on('SIGINT', () => void handleSignal('SIGINT'));
  }
  return () => {
    const index = steps.indexOf(step);
    if (index >= 0) steps.splice(index, 1);
  };
}

/** Runs the registered steps now, as a signal would; resolves with the exit code it chose. */
export async function shutdownNow(reason = 'requested'): Promise<number> {
  if (shuttingDown) {
    await shuttingDown;
    return 0;
  }
  const log = settings.logger;
  log?.info({ reason }, 'shutting down');
  let code = 0;
  shuttingDown = (async () => {
    for (const step of [...steps].reverse()) {
      try {
        await step();
      } catch (err) {
        code = 1;
        log?.error({ err }, 'shutdown step failed');
      }
    }
  })();
  await shuttingDown;
  log?.info({ code }, 'stopped');
  return code;
}

async function handleSignal(signal: string): Promise<void> {
  const exit = settings.exit ?? ((code: number) => process.exit(code));
  if (shuttingDown) {
    settings.logger?.warn({ signal }, 'second signal: exiting now');
    exit(1);
    return;
  }
  const timer = setTimeout(() => {
    settings.logger?.error({ timeoutMs: settings.timeoutMs }, 'shutdown timed out');
    exit(1);
  }, settings.timeoutMs);
  timer.unref();
  const code = await shutdownNow(signal);
  clearTimeout(timer);
  exit(code);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
