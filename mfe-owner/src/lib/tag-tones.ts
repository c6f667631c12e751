import type { CSSProperties } from 'react';

/**
 * Tag colours whose text reads at 4.5:1 or more on their background (WCAG AA): antd's preset tag colours are
 * light text on pale backgrounds (about 2 to 3.5:1). Give one to a Tag's `style`.
 */
export const TAG_TONES = {
  green: { color: '#166534', background: '#f0fdf4', borderColor: '#86efac' },
  blue: { color: '#1e40af', background: '#eff6ff', borderColor: '#93c5fd' },
  red: { color: '#991b1b', background: '#fef2f2', borderColor: '#fca5a5' },
  orange: { color: '#9a3412', background: '#fff7ed', borderColor: '#fdba74' },
  gold: { color: '#854d0e', background: '#fefce8', borderColor: '#facc15' },
  purple: { color: '#6b21a8', background: '#faf5ff', borderColor: '#d8b4fe' },
  gray: { color: '#334155', background: '#f1f5f9', borderColor: '#cbd5e1' },
} as const satisfies Record<string, CSSProperties>;

export type TagTone = keyof typeof TAG_TONES;
