/** The wizard's duration choices (docs/product-rules.md §3) in words; the edit page's free text is shown as typed. */
const WIZARD_DURATIONS: Readonly<Record<string, string>> = {
  ongoing: 'Ongoing',
  '3months': '3 Months',
  '6months': '6 Months',
  custom: 'Custom',
};

/** A campaign's duration for people: "Ongoing" when none is set (docs/product-rules.md §2, §9 default). */
export function durationText(duration: string | null | undefined): string {
  const value = duration?.trim();
  if (!value) return 'Ongoing';
  return WIZARD_DURATIONS[value.toLowerCase()] ?? value;
}

/** A campaign's geographic radius, or "N/A" when none is set (docs/product-rules.md §2). */
export function radiusText(radius: string | null | undefined): string {
  return radius?.trim() || 'N/A';
}
