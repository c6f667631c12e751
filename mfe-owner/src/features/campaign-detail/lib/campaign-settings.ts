import { withLastDay } from '../../../lib/text/campaign-end.ts';

/** The wizard's duration choices (docs/product-rules.md §3) in words; the edit page's free text is shown as typed. */
const WIZARD_DURATIONS: Readonly<Record<string, string>> = {
  ongoing: 'Ongoing',
  '3months': '3 Months',
  '6months': '6 Months',
  custom: 'Custom',
};

/**
 * A campaign's duration for people: "Ongoing" when none is set (docs/product-rules.md §2, §9 default), and the
 * last day of one that ends by itself ("Custom, until 31 Dec 2026").
 */
export function durationText(duration: string | null | undefined, endsAt: string | null = null): string {
  const value = duration?.trim();
  if (!value) return 'Ongoing';
  return withLastDay(WIZARD_DURATIONS[value.toLowerCase()] ?? value, endsAt);
}
