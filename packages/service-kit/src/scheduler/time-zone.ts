/** A wall-clock time of day, e.g. 08:00. */
export interface TimeOfDay {
  hour: number;
  minute?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for a time zone the runtime does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at `instant`, written as if it were UTC (milliseconds). */
function wallClockAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall + (((instant % 1000) + 1000) % 1000);
}

/**
 * The instant the wall clock of `timeZone` reads `wall` (a local date and time written as UTC milliseconds).
 * A time that happens twice (clocks going back) is its first occurrence; one that never happens (clocks going
 * forward) is moved forward by the gap, as the clocks were: 01:30 on the morning London skips an hour is
 * 02:30 summer time.
 */
function instantOfWallClock(wall: number, timeZone: string): number {
  // A zone changes its offset at most once a day: the offsets a day either side are the only candidates.
  const before = wallClockAt(wall - DAY_MS, timeZone) - (wall - DAY_MS);
  const after = wallClockAt(wall + DAY_MS, timeZone) - (wall + DAY_MS);
  const matches = [wall - before, wall - after].filter((t) => wallClockAt(t, timeZone) === wall);
  return matches.length > 0 ? Math.min(...matches) : wall - before;
}

/**
 * The first instant strictly after `after` at which the wall clock of `timeZone` (an IANA name, such as
 * `Europe/London`) reads `time`: e.g. the next daily summary at 08:00 in the business's time zone. Correct
 * across daylight-saving changes through `Intl` alone.
 */
export function nextLocalTime(after: Date, timeZone: string, time: TimeOfDay): Date {
  const minute = time.minute ?? 0;
  if (!Number.isInteger(time.hour) || time.hour < 0 || time.hour > 23)
    throw new RangeError(`hour must be a whole number from 0 to 23 (got ${time.hour})`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59)
    throw new RangeError(`minute must be a whole number from 0 to 59 (got ${minute})`);
  const from = after.getTime();
  const today = new Date(wallClockAt(from, timeZone));
  for (let day = 0; ; day += 1) {
    const wall = Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + day,
      time.hour,
      minute,
    );
    const instant = instantOfWallClock(wall, timeZone);
    if (instant > from) return new Date(instant);
  }
}
