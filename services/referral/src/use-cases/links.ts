/** The addresses the referral loop e-mails and answers, all under `PUBLIC_URL` (the public app's routes). */

/** A referrer's personal link: the referral page with their code. */
export function referralLink(publicUrl: string, businessSlug: string, referralCode: string): string {
  return `${publicUrl}/refer/${encodeURIComponent(businessSlug)}/${referralCode}`;
}

/** A verification link; the page tells a referrer's (`?as=referrer`) from a referee's. */
export function verificationLink(publicUrl: string, token: string, as: 'referrer' | 'referee'): string {
  return `${publicUrl}/verify/${token}${as === 'referrer' ? '?as=referrer' : ''}`;
}

/** The voucher page (with its QR code and PDF). */
export function voucherLink(publicUrl: string, code: string): string {
  return `${publicUrl}/voucher/${code}`;
}
