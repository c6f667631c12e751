import { serverMessageOf } from '@referrals/ui';

/** What the Navigation tab shows beside each list: nothing yet, saving, saved, or the server's refusal. */
export type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/** docs/product-rules.md §9: navigation edits are saved 500 ms after the last change. */
export const NAV_SAVE_DELAY_MS = 500;

/**
 * Saves the latest value `delayMs` after the last `change` (typing a label saves once, when the typing
 * stops). A change while a save is in flight is saved after it, so the last value always wins. `onState`
 * hears Saving… from the first change to the end of the last save, then Saved or the refusal.
 */
export function createDebouncedSaver<Value>({
  save,
  onState,
  delayMs = NAV_SAVE_DELAY_MS,
}: {
  save: (value: Value) => Promise<unknown>;
  onState: (state: SaveState) => void;
  delayMs?: number;
}) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { value: Value } | null = null;
  let inFlight = false;

  const run = async () => {
    timer = null;
    if (inFlight || !waiting) return;
    const { value } = waiting;
    waiting = null;
    inFlight = true;
    try {
      await save(value);
      inFlight = false;
      if (waiting) void run();
      else if (!timer) onState({ kind: 'saved' });
    } catch (error) {
      inFlight = false;
      if (waiting) void run();
      else if (!timer)
        onState({ kind: 'failed', message: serverMessageOf(error, 'The change could not be saved.') });
    }
  };

  return {
    change(value: Value) {
      waiting = { value };
      onState({ kind: 'saving' });
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void run(), delayMs);
    },
    /** Stops a waiting save (the tab closed); a save already sent goes on. */
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
