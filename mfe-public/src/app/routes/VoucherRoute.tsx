import { useParams } from '@referrals/ui/light-router';
import { VoucherPage } from '../../features/voucher/components/VoucherPage.tsx';

/** `/voucher/{code}`: the voucher page (docs/product-rules.md §2). */
export function VoucherRoute() {
  const { code = '' } = useParams();
  return <VoucherPage code={code} />;
}
