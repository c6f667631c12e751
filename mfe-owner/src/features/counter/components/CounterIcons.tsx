import { LineIcon } from '@referrals/ui';

/** The counter's line icons (decorative: the text beside each says what it means). */

export function CameraIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="4" />
    </LineIcon>
  );
}

export function CheckCircleIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </LineIcon>
  );
}

export function CrossCircleIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </LineIcon>
  );
}
