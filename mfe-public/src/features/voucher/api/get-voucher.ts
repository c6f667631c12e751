import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoucherDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui/light';

/** `GET /api/vouchers/code/{code}` (public): the voucher as its page shows it; 404 for an unknown code. */
export function getVoucher(code: string, signal?: AbortSignal): Promise<VoucherDto> {
  return apiRequest<VoucherDto>('GET', `/api/vouchers/code/${encodeURIComponent(code)}`, undefined, {
    signal,
  });
}

/**
 * The voucher with `code`. Read again when the page is opened again (staff scanning it at the counter must
 * see whether it was redeemed meanwhile), otherwise the shell's defaults: never retried, not refetched on focus.
 */
export function voucherQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['public', 'voucher', code] as const,
    queryFn: ({ signal }) => getVoucher(code, signal),
    staleTime: 0,
  });
}

export function useVoucher(code: string) {
  return useQuery(voucherQueryOptions(code));
}
