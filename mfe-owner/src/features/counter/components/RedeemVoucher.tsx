import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Input, Skeleton, type InputRef } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { VoucherRedeemedDto } from '@referrals/contracts';
import { isApiError, serverMessageOf } from '@referrals/ui';
import { counterVoucherQueryRoot, useCounterVoucher } from '../api/get-voucher.ts';
import { useRedeemVoucher } from '../api/redeem-voucher.ts';
import { useRejectReferral } from '../api/reject-referral.ts';
import { voucherCodeOf } from '../lib/voucher-code.ts';
import { CameraIcon } from './CounterIcons.tsx';
import { QrScanner } from './QrScanner.tsx';
import { RedeemedPanel, RefusedPanel, RejectedPanel } from './RedeemOutcome.tsx';
import { VoucherSummary } from './VoucherSummary.tsx';
import * as styles from './counter.module.css';

type Outcome =
  | { kind: 'redeemed'; result: VoucherRedeemedDto }
  | { kind: 'refused'; message: string }
  | { kind: 'rejected'; holderFirstName: string }
  | null;

const INPUT_ID = 'counter-voucher-code';

/** Why a code found nothing, in the counter's words. */
function lookupProblem(error: unknown): { title: string; description: string } {
  if (isApiError(error) && error.status === 404)
    return {
      title: 'Voucher not found',
      description: 'No voucher has this code. Check the code on the voucher and try again.',
    };
  return {
    title: 'The voucher could not be looked up',
    description: serverMessageOf(error, 'Check your connection and try again.'),
  };
}

/**
 * The Redeem voucher screen's content: scan the QR code or type the code, see the voucher, redeem it with one
 * big button, then a success or a refusal that cannot be missed. The next customer starts from the entry. A
 * flagged voucher whose referral waits for a decision is approved by Redeem, or rejected with a reason.
 * `onRedeemed` lets the page refresh what a redemption or a decision changes elsewhere (lists, figures).
 */
export function RedeemVoucher({ onRedeemed }: { onRedeemed: () => void }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputRef = useRef<InputRef>(null);
  const voucher = useCounterVoucher(code);

  const redeem = useRedeemVoucher({
    onSuccess: (result) => {
      setOutcome({ kind: 'redeemed', result });
      queryClient.setQueryData([...counterVoucherQueryRoot, result.voucher.code], result.voucher);
      onRedeemed();
    },
    onError: (error) => {
      setOutcome({
        kind: 'refused',
        message: serverMessageOf(
          error,
          'The voucher could not be redeemed. Check your connection and try again.',
        ),
      });
      void voucher.refetch();
    },
  });

  const reject = useRejectReferral({
    onSuccess: () => {
      setOutcome({ kind: 'rejected', holderFirstName: voucher.data?.holderFirstName ?? '' });
      void voucher.refetch();
      onRedeemed();
    },
    // Decided meanwhile (another till, or automatically): the voucher read afresh shows how.
    onError: () => void voucher.refetch(),
  });

  const lookUp = (text: string) => {
    const found = voucherCodeOf(text);
    setOutcome(null);
    redeem.reset();
    reject.reset();
    if (!found) {
      setEntryError('Enter the code printed on the voucher, or scan its QR code.');
      return;
    }
    setEntryError(null);
    setTyped(found);
    if (found === code) void voucher.refetch();
    else setCode(found);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookUp(typed);
  };

  const scanned = (text: string) => {
    setScanning(false);
    if (voucherCodeOf(text)) lookUp(text);
    else setEntryError('This QR code is not a voucher’s. Scan the QR code on the voucher, or type its code.');
  };

  const next = () => {
    setOutcome(null);
    setCode(null);
    setTyped('');
    redeem.reset();
    reject.reset();
    inputRef.current?.focus();
  };

  if (outcome?.kind === 'redeemed') return <RedeemedPanel result={outcome.result} onNext={next} />;
  if (outcome?.kind === 'rejected')
    return <RejectedPanel holderFirstName={outcome.holderFirstName} onNext={next} />;

  return (
    <div className={styles.stack}>
      {scanning ? (
        <QrScanner onScan={scanned} onClose={() => setScanning(false)} />
      ) : (
        <Button
          type="primary"
          size="large"
          block
          icon={<CameraIcon size={22} />}
          onClick={() => {
            setEntryError(null);
            setScanning(true);
          }}
          className={styles.bigAction}
        >
          Scan QR code
        </Button>
      )}

      <form onSubmit={submit} noValidate>
        <Form.Item
          layout="vertical"
          label="Or type the voucher code"
          htmlFor={INPUT_ID}
          validateStatus={entryError ? 'error' : undefined}
          help={entryError}
          className={styles.codeEntry}
        >
          <div className={styles.codeRow}>
            <Input
              ref={inputRef}
              id={INPUT_ID}
              size="large"
              value={typed}
              onChange={(event) => setTyped(event.target.value.toUpperCase())}
              placeholder="e.g. K7QM-3XPA-9TDW"
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="search"
              aria-invalid={entryError ? true : undefined}
              className={styles.codeInput}
            />
            <Button htmlType="submit" size="large" className={styles.findButton}>
              Find
            </Button>
          </div>
        </Form.Item>
      </form>

      {outcome?.kind === 'refused' && <RefusedPanel message={outcome.message} onNext={next} />}

      {code &&
        (voucher.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : voucher.isError ? (
          <Alert type="error" showIcon role="alert" {...lookupProblem(voucher.error)} />
        ) : (
          <VoucherSummary
            key={voucher.data.code}
            voucher={voucher.data}
            redeeming={redeem.isPending}
            onRedeem={(approve) => redeem.mutate({ code: voucher.data.code, approve })}
            rejecting={reject.isPending}
            rejectError={
              reject.isError
                ? serverMessageOf(
                    reject.error,
                    'The rejection was not saved. Check your connection and try again.',
                  )
                : null
            }
            onReject={(refereeId, reason) => reject.mutate({ refereeId, reason })}
          />
        ))}
    </div>
  );
}
