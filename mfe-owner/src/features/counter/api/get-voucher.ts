import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoucherDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/**
 * `GET /api/vouchers/code/{code}`: the voucher as the counter shows it; `canRedeem` says whether this owner
 * may redeem it now. 404 for an unknown code.
 */
export function getVoucher(code: string, signal?: AbortSignal): Promise<VoucherDto> {
  return apiRequest<VoucherDto>('GET', `/api/vouchers/code/${encodeURIComponent(code)}`, undefined, {
    signal,
  });
}

/** Key prefix of every voucher read at the counter. */
export const counterVoucherQueryRoot = ['owner', 'counter', 'voucher'] as const;

/**
 * The voucher with `code`, read afresh each time it is looked up (another till may have redeemed it a moment
 * ago); a refusal is not retried.
 */
export function counterVoucherQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...counterVoucherQueryRoot, code] as const,
    queryFn: ({ signal }) => getVoucher(code, signal),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useCounterVoucher(code: string | null) {
  return useQuery({ ...counterVoucherQueryOptions(code ?? ''), enabled: Boolean(code) });
}
