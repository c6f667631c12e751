/** A green tick for feature lists. Decorative. */
export function CheckIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="#16a34a"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', marginTop: 2 }}
    >
      <path d="M5 12.5l4.5 4.5L19 7" />
    </svg>
  );
}
