/**
 * `@referrals/ui/voucher`: what the voucher page and the referrer portal's rewards say about a voucher, in
 * words, and its QR code. Light (no antd): both are phone pages with a JavaScript budget. The PDF is
 * `@referrals/ui/voucher-pdf`, imported dynamically when someone asks for it.
 */
export { qrPathData, qrShape, type QrRun, type QrShape } from './qr-code.ts';
export { VoucherQrCode } from './VoucherQrCode.tsx';
export {
  displayCode,
  flaggedReferralTitle,
  holderLine,
  maxDiscountNote,
  pdfFileName,
  redeemApprovesNote,
  redemptionInstructions,
  rewardInWords,
  stateLabel,
  validityLine,
  voucherAddress,
  voucherState,
  voucherTitle,
  type VoucherState,
} from './voucher-terms.ts';
