import { LineIcon } from '@referrals/ui/light';

/** Line icons of the six feature cards, in card order. Decorative: the card title says what it is. */
const ICON_PATHS: Record<string, string> = {
  wizard: 'M4 6h16M4 12h10M4 18h6M17 15l2 2 4-4',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2v2h-2zM14 18h2v2h-2zM18 18h2v2h-2z',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
};

export const FEATURE_ICONS = ['wizard', 'link', 'qr', 'chart', 'shield', 'phone'] as const;

export function FeatureIcon({ name }: { name: string }) {
  return (
    <LineIcon size={24}>
      <path d={ICON_PATHS[name] ?? ICON_PATHS.wizard} />
    </LineIcon>
  );
}
