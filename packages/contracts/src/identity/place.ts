/*
 * Where and when customers find a business, and how its week reads. No yup here: the public pages import these
 * helpers, and a schema built at import would bring yup into their JavaScript budget (place-schemas.ts has the
 * form's rules).
 */

/** The days of a business's week, in the order its opening hours list them. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day's name as people read it. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** One day of the week: closed, or open from `opens` to `closes` (24-hour `HH:MM`, the same day). */
export interface OpeningDay {
  day: Weekday;
  closed: boolean;
  /** Null on a closed day. */
  opens: string | null;
  /** Null on a closed day; always after `opens`. */
  closes: string | null;
}

/** A week's opening hours, Monday to Sunday: seven days, in order. */
export type OpeningHours = OpeningDay[];

/**
 * Where and when a customer finds the business: its address, its opening hours and where to book. Shown on
 * the referral page, the voucher page and its PDF, and in the e-mails to its customers.
 */
export interface BusinessPlace {
  businessAddress: string;
  postcode: string;
  /** An https address where customers book; null when the business has none. */
  bookingUrl: string | null;
  /** Null when the business has not given them. */
  openingHours: OpeningHours | null;
}

/**
 * The week an owner starts from when adding opening hours: Monday to Friday 09:00–17:30, Saturday 09:00–13:00,
 * Sunday closed. A new array each time, to edit freely.
 */
export function typicalOpeningHours(): OpeningHours {
  return WEEKDAYS.map((day) =>
    day === 'sunday'
      ? { day, closed: true, opens: null, closes: null }
      : { day, closed: false, opens: '09:00', closes: day === 'saturday' ? '13:00' : '17:30' },
  );
}

/** One line of a week's opening hours: a day, or consecutive days with the same hours, and those hours. */
export interface OpeningHoursLine {
  /** "Monday", or "Monday to Friday". */
  days: string;
  /** "09:00–17:30", or "Closed". */
  hours: string;
}

const hoursOf = (day: OpeningDay) =>
  day.closed || !day.opens || !day.closes ? 'Closed' : `${day.opens}–${day.closes}`;

/**
 * The week as people read it, consecutive days with the same hours on one line: "Monday to Friday
 * 09:00–17:30", "Saturday 09:00–13:00", "Sunday Closed". The same lines on the pages, the PDF and the e-mails.
 */
export function openingHoursLines(hours: OpeningHours): OpeningHoursLine[] {
  const lines: { first: OpeningDay; last: OpeningDay; hours: string }[] = [];
  for (const day of hours) {
    const shown = hoursOf(day);
    const previous = lines.at(-1);
    if (previous && previous.hours === shown) previous.last = day;
    else lines.push({ first: day, last: day, hours: shown });
  }
  return lines.map(({ first, last, hours: shown }) => ({
    days:
      first === last ? WEEKDAY_NAMES[first.day] : `${WEEKDAY_NAMES[first.day]} to ${WEEKDAY_NAMES[last.day]}`,
    hours: shown,
  }));
}

/** The address on one line, as a customer types it into a map: "12 High Street, Leeds, LS1 4AB". */
export function placeAddressLine(place: Pick<BusinessPlace, 'businessAddress' | 'postcode'>): string {
  return [place.businessAddress, place.postcode]
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(', ');
}
