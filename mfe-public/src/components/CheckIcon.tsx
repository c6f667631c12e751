import { LineIcon } from '@referrals/ui/light';

/** A green tick for feature lists. Decorative. */
export function CheckIcon() {
  return (
    <LineIcon color="#16a34a" strokeWidth={2.5} style={{ flex: 'none', marginTop: 2 }}>
      <path d="M5 12.5l4.5 4.5L19 7" />
    </LineIcon>
  );
}
