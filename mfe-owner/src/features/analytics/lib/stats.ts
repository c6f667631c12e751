/** docs/product-rules.md §2: the "new this month" figure is the active referrers minus 20, never below 0. */
export function newReferrersThisMonth(activeReferrers: number): number {
  return Math.max(0, activeReferrers - 20);
}

/** A percentage as the panel shows it: at most one decimal, no trailing ".0" ("12.5%", "40%"). */
export function formatPercent(value: number): string {
  const rounded = Math.round((Number.isFinite(value) ? value : 0) * 10) / 10;
  return `${rounded}%`;
}

/** "1 voucher issued" / "12 vouchers issued". */
export function vouchersIssuedText(totalVouchers: number): string {
  return `${totalVouchers} ${totalVouchers === 1 ? 'voucher' : 'vouchers'} issued`;
}
