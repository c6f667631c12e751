/** A percentage as the panel shows it: at most one decimal, no trailing ".0" ("12.5%", "40%"). */
export function formatPercent(value: number): string {
  const rounded = Math.round((Number.isFinite(value) ? value : 0) * 10) / 10;
  return `${rounded}%`;
}

/** "1 voucher issued" / "12 vouchers issued". */
export function vouchersIssuedText(totalVouchers: number): string {
  return `${totalVouchers} ${totalVouchers === 1 ? 'voucher' : 'vouchers'} issued`;
}
