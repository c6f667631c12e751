import { useState } from 'react';
import type { VoucherDto } from '@referrals/contracts';
import { Button } from '@referrals/ui/light';
import * as styles from './voucher.module.css';

interface DownloadPdfButtonProps {
  voucher: VoucherDto;
  address: string;
}

/**
 * Download PDF: saves `voucher-{code}.pdf`. The PDF code, its font and the logo are fetched on the first
 * click (a dynamic import), so they never count against the page's JavaScript budget. A failure is said
 * under the button (announced), where the visitor will try again.
 */
export function DownloadPdfButton({ voucher, address }: DownloadPdfButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const { downloadVoucherPdf } = await import('@referrals/ui/voucher-pdf');
      await downloadVoucherPdf(voucher, address);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.download}>
      <Button variant="primary" size="large" block loading={busy} onClick={download}>
        {busy ? 'Preparing PDF...' : 'Download PDF'}
      </Button>
      <p className={styles.downloadError} role="alert">
        {failed ? 'The PDF could not be made. Check your connection and try again.' : ''}
      </p>
    </div>
  );
}
