import { paths } from '../../config/paths.ts';
import { RedeemVoucher } from '../../features/counter/components/RedeemVoucher.tsx';
import { CounterRoute } from './CounterRoute.tsx';

/** `/redeem`: a voucher or welcome pass scanned or typed at the counter, and redeemed. */
export function RedeemRoute() {
  return (
    <CounterRoute
      current={paths.redeem}
      title="Redeem a voucher"
      intro="Scan the QR code on the customer’s voucher or welcome pass, or type its code."
    >
      {(refresh) => <RedeemVoucher onRedeemed={refresh} />}
    </CounterRoute>
  );
}
