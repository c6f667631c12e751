import { Tag } from 'antd';

// Text and background colours that read at 4.5:1 and more (WCAG AA).
const TONES = {
  green: { color: '#166534', background: '#f0fdf4', borderColor: '#86efac' },
  amber: { color: '#92400e', background: '#fffbeb', borderColor: '#fcd34d' },
  blue: { color: '#1e40af', background: '#eff6ff', borderColor: '#93c5fd' },
  purple: { color: '#6b21a8', background: '#faf5ff', borderColor: '#d8b4fe' },
  red: { color: '#991b1b', background: '#fef2f2', borderColor: '#fca5a5' },
  grey: { color: '#334155', background: '#f1f5f9', borderColor: '#cbd5e1' },
} as const;

export type Tone = keyof typeof TONES;

/** A small coloured label. */
export function ToneTag({ tone, children, title }: { tone: Tone; children: string; title?: string }) {
  return (
    <Tag title={title} style={{ marginInlineEnd: 0, fontWeight: 500, ...TONES[tone] }}>
      {children}
    </Tag>
  );
}

/** Verified or Pending: a referrer's or referee's confirmed e-mail. */
export function VerifiedTag({ isVerified }: { isVerified: boolean }) {
  return <ToneTag tone={isVerified ? 'green' : 'amber'}>{isVerified ? 'Verified' : 'Pending'}</ToneTag>;
}
