/** Where the scheduler reads the time: the system clock in production, a settable one in tests. */
export interface Clock {
  now(): Date;
}

/** The system's clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock tests move by hand. Given a start it stands still at that instant until `set` or `advance` moves it,
 * so a test decides exactly when a job is due. Without a start it runs with the system clock, shifted by what
 * `set` and `advance` add: how a test stack's services keep time flowing for everything else they schedule.
 */
export class SettableClock implements Clock {
  #fixed: number | null;
  #offsetMs = 0;

  constructor(start?: Date) {
    this.#fixed = start ? start.getTime() : null;
  }

  now(): Date {
    return new Date(this.#fixed ?? Date.now() + this.#offsetMs);
  }

  /** Moves the clock to `date` (a running clock goes on from there). */
  set(date: Date): void {
    if (Number.isNaN(date.getTime())) throw new RangeError('SettableClock.set needs a valid date');
    if (this.#fixed === null) this.#offsetMs = date.getTime() - Date.now();
    else this.#fixed = date.getTime();
  }

  /** Moves the clock forward by `ms` (backward when negative). */
  advance(ms: number): void {
    if (!Number.isFinite(ms)) throw new RangeError('SettableClock.advance needs a finite number of ms');
    this.set(new Date(this.now().getTime() + ms));
  }
}
