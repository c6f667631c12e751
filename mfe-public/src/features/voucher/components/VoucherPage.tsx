import { Link } from '@referrals/ui/light-router';
import { Button, isApiError, MessageScreen, Skeleton } from '@referrals/ui/light';
import { BusinessPlace } from '../../../components/BusinessPlace.tsx';
import { paths } from '../../../config/paths.ts';
import { useVoucher } from '../api/get-voucher.ts';
import { useRedeemVoucher } from '../api/redeem-voucher.ts';
import { voucherAddress, voucherState } from '@referrals/ui/voucher';
import { DownloadPdfButton } from './DownloadPdfButton.tsx';
import { RedeemAtCounter } from './RedeemAtCounter.tsx';
import { ShareVoucher } from './ShareVoucher.tsx';
import { VoucherCard } from './VoucherCard.tsx';
import * as styles from './voucher.module.css';

/**
 * `/voucher/{code}` (docs/product-rules.md §2 "Voucher page"): the voucher card, then, while it can be used,
 * Download PDF and the share buttons, then where and when to use it (the business's address, hours and booking
 * link). While an administrator has paused the business, it says the voucher cannot be used until the business
 * is active again. An unknown code reads "Voucher Not Found". The owner of the voucher's
 * business, who scanned its QR code with the phone's camera, is offered Redeem first (the read's `canRedeem`);
 * nobody else sees anything of it.
 */
export function VoucherPage({ code }: { code: string }) {
  const query = useVoucher(code);
  const redeem = useRedeemVoucher(query.data, query.setData);

  if (query.isPending) {
    return (
      <main className={styles.page}>
        <div className={styles.loading}>
          <Skeleton rows={6} />
        </div>
      </main>
    );
  }

  if (query.isError) {
    const home = <Link to={paths.landing}>Go to the home page</Link>;
    return isApiError(query.error) && query.error.status === 404 ? (
      <MessageScreen
        title="Voucher Not Found"
        text="There is no voucher with this code. Check the link in your e-mail, or ask the business that gave it to you."
        actions={home}
      />
    ) : (
      <MessageScreen
        title="The voucher could not be loaded"
        text="Check your connection and try again."
        actions={
          <>
            <Button variant="primary" onClick={() => void query.refetch()}>
              Try again
            </Button>
            {home}
          </>
        }
      />
    );
  }

  const voucher = query.data;
  const state = voucherState(voucher);
  const address = voucherAddress(window.location.origin, voucher.code);
  return (
    <main className={styles.page}>
      {(voucher.canRedeem || redeem.isSuccess) && (
        <RedeemAtCounter
          redeem={redeem}
          noun={voucher.kind === 'pass' ? 'pass' : 'voucher'}
          referral={voucher.referral}
        />
      )}
      {state === 'available' && voucher.businessPaused && (
        <p className={styles.paused} role="status">
          {voucher.businessName} is paused for now, so this {voucher.kind === 'pass' ? 'pass' : 'voucher'}{' '}
          cannot be used while it is. It keeps its expiry date and works again when {voucher.businessName}{' '}
          reopens its programme.
        </p>
      )}
      <VoucherCard voucher={voucher} state={state} address={address} />
      {state === 'available' && (
        <div className={styles.actions}>
          <DownloadPdfButton voucher={voucher} address={address} />
          <ShareVoucher
            address={address}
            businessName={voucher.businessName}
            rewardDescription={voucher.rewardDescription}
          />
        </div>
      )}
      {state === 'available' && voucher.place && (
        <BusinessPlace businessName={voucher.businessName} place={voucher.place} />
      )}
    </main>
  );
}
