/**
 * Runs `pass` every `intervalMs` after the previous one ended (never two at once), until `stop()`. The timer
 * never keeps the process alive.
 */
export function pollEvery(intervalMs: number, pass: () => Promise<unknown>): { stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      void pass().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
