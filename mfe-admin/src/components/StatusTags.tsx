import { ToneTag as BrandToneTag, type Tone } from '@referrals/ui';

export type { Tone };

/** A small coloured label, in the brand's tones, its text a little bolder in the admin tables. */
export function ToneTag({ tone, children, title }: { tone: Tone; children: string; title?: string }) {
  return (
    <BrandToneTag tone={tone} title={title} emphasis>
      {children}
    </BrandToneTag>
  );
}

/** Verified or Pending: a referrer's or referee's confirmed e-mail. */
export function VerifiedTag({ isVerified }: { isVerified: boolean }) {
  return <ToneTag tone={isVerified ? 'green' : 'amber'}>{isVerified ? 'Verified' : 'Pending'}</ToneTag>;
}
