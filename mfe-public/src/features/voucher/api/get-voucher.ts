import type { VoucherDto } from '@referrals/contracts';
import { apiRequest, useRead } from '@referrals/ui/light';

/** `GET /api/vouchers/code/{code}` (public): the voucher as its page shows it; 404 for an unknown code. */
export function getVoucher(code: string, signal?: AbortSignal): Promise<VoucherDto> {
  return apiRequest<VoucherDto>('GET', `/api/vouchers/code/${encodeURIComponent(code)}`, undefined, {
    signal,
  });
}

/**
 * The voucher with `code`, read whenever the page opens (staff scanning it at the counter must see whether it
 * was redeemed meanwhile); never retried by itself.
 */
export function useVoucher(code: string) {
  return useRead(['public', 'voucher', code], (signal) => getVoucher(code, signal));
}
