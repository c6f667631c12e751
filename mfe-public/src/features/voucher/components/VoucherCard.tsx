import type { CSSProperties } from 'react';
import type { VoucherDto } from '@referrals/contracts';
import { formatDate, campaignColors } from '@referrals/ui/light';
import {
  displayCode,
  holderLine,
  maxDiscountNote,
  redemptionInstructions,
  rewardInWords,
  stateLabel,
  validityLine,
  voucherTitle,
  VoucherQrCode,
  type VoucherState,
} from '@referrals/ui/voucher';
import * as styles from './voucher.module.css';

interface VoucherCardProps {
  voucher: VoucherDto;
  state: VoucherState;
  /** The voucher page's absolute address: what the QR code holds. */
  address: string;
}

/** What a used, expired or cancelled voucher (or pass) says under its state. */
const UNUSABLE: Record<Exclude<VoucherState, 'available'>, (noun: string, voucher: VoucherDto) => string> = {
  redeemed: (noun) => `This ${noun} has been used and cannot be used again.`,
  expired: (noun) => `This ${noun} has expired and can no longer be used.`,
  cancelled: (noun, voucher) =>
    `This ${noun} was cancelled on ${formatDate(voucher.cancelledAt)} and can no longer be used.`,
};

/**
 * The voucher as the holder shows it at the counter: a header in the business's colours (logo, name, the
 * reward, its value and cap), then the state, the code in groups that read aloud, the expiry, the QR code of
 * the voucher's address and how to use it. A used, expired or cancelled voucher keeps its code but loses its QR
 * code (and a used or cancelled one its expiry, which no longer matters). A voucher the business cancelled (a
 * referral it rejected) shows the business's reason.
 */
export function VoucherCard({ voucher, state, address }: VoucherCardProps) {
  const colors = campaignColors(voucher);
  const pass = voucher.kind === 'pass';
  const noun = pass ? 'pass' : 'voucher';
  // A pass checks a visit in: it is worth nothing in itself.
  const worth = pass ? null : rewardInWords(voucher);
  const note = pass ? null : maxDiscountNote(voucher);
  const brand = {
    '--voucher-primary': colors.primary,
    '--voucher-on-primary': colors.onPrimary,
    '--voucher-secondary': colors.secondary,
    '--voucher-on-secondary': colors.onSecondary,
  } as CSSProperties;

  return (
    <article className={styles.voucher} style={brand} aria-labelledby="voucher-title">
      <header className={styles.band}>
        <div className={styles.business}>
          {voucher.logoImage && (
            <span className={styles.logoTile}>
              <img src={voucher.logoImage} alt="" width={44} height={44} className={styles.logo} />
            </span>
          )}
          <div className={styles.businessText}>
            <p className={styles.businessName}>{voucher.businessName}</p>
            <p className={styles.holder}>{holderLine(voucher)}</p>
          </div>
        </div>
        <h1 id="voucher-title" className={styles.title}>
          {voucherTitle(voucher)}
        </h1>
        {worth && (
          <p className={styles.valueRow}>
            <span className={styles.value}>{worth}</span>
          </p>
        )}
        {note && <p className={styles.note}>{note}</p>}
      </header>

      <div className={styles.body}>
        <p className={styles.state} data-state={state}>
          {stateLabel(state, formatDate(voucher.redeemedAt))}
        </p>
        {state !== 'available' && <p className={styles.unusable}>{UNUSABLE[state](noun, voucher)}</p>}
        {state === 'cancelled' && voucher.cancelReason && (
          <p className={styles.cancelReason}>
            {voucher.businessName}’s reason: {voucher.cancelReason}
          </p>
        )}

        <div className={styles.codeBox}>
          <p className={styles.codeLabel}>{pass ? 'Pass code' : 'Voucher code'}</p>
          <p className={styles.code} data-voucher-code={voucher.code}>
            {displayCode(voucher.code)}
          </p>
        </div>
        {(state === 'available' || state === 'expired') && (
          <p className={styles.validity}>{validityLine(state, formatDate(voucher.expiryDate))}</p>
        )}

        {state === 'available' && (
          <>
            <figure className={styles.qrFigure}>
              <VoucherQrCode address={address} className={styles.qr} />
              <figcaption className={styles.qrCaption}>Scan to open this {noun}</figcaption>
            </figure>
            <section className={styles.howTo} aria-labelledby="voucher-how-title">
              <h2 id="voucher-how-title" className={styles.sectionTitle}>
                How to use it
              </h2>
              <p className={styles.instructions}>{redemptionInstructions(voucher)}</p>
            </section>
          </>
        )}
      </div>
    </article>
  );
}
