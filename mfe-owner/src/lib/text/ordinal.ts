/**
 * The English ordinal of a milestone's position ("1st milestone", docs/product-rules.md §5): 1st, 2nd, 3rd, then Nth, with
 * the teens (11th, 12th, 13th) and 21st, 22nd... spelled as people write them.
 */
export function ordinal(position: number): string {
  const lastTwo = position % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${position}th`;
  switch (position % 10) {
    case 1:
      return `${position}st`;
    case 2:
      return `${position}nd`;
    case 3:
      return `${position}rd`;
    default:
      return `${position}th`;
  }
}
