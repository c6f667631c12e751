import type { ReferrerRewardsDto, VoucherDto } from '@referrals/contracts';
import { apiRequest, useRead } from '@referrals/ui/light';
import { voucherAddress } from '@referrals/ui/voucher';

/** `GET /api/referrers/me/rewards`: the person's reward vouchers, read on every visit of the page. */
export function useRewards() {
  return useRead(['referrer', 'rewards'], (signal) =>
    apiRequest<ReferrerRewardsDto>('GET', '/api/referrers/me/rewards', undefined, { signal }),
  );
}

/**
 * Saves the reward's PDF, the voucher page's own (`voucher-{code}.pdf`): the voucher as its page reads it
 * (`GET /api/vouchers/code/{code}`), and the PDF code, fetched with the first click.
 */
export async function downloadRewardPdf(code: string): Promise<void> {
  const [voucher, { downloadVoucherPdf }] = await Promise.all([
    apiRequest<VoucherDto>('GET', `/api/vouchers/code/${encodeURIComponent(code)}`),
    import('@referrals/ui/voucher-pdf'),
  ]);
  await downloadVoucherPdf(voucher, voucherAddress(window.location.origin, code));
}
