import { describe, expect, it } from '@jest/globals';
import { voucherCodeOf } from '../src/features/counter/lib/voucher-code.ts';
import { counterVoucherState, voucherKindLabel } from '../src/features/counter/lib/voucher-terms.ts';

describe('the code the counter looks up', () => {
  it.each([
    ['K7QM-3XPA-9TDW', 'K7QM-3XPA-9TDW'],
    ['  k7qm 3xpa 9tdw ', 'K7QM3XPA9TDW'],
    ['k7qm3xpa9tdw', 'K7QM3XPA9TDW'],
    ['https://refer.example/voucher/K7QM-3XPA-9TDW', 'K7QM-3XPA-9TDW'],
    ['http://127.0.0.1:3000/voucher/k7qm-3xpa-9tdw/', 'K7QM-3XPA-9TDW'],
    ['https://refer.example/voucher/K7QM%2D3XPA%2D9TDW?utm_source=qr', 'K7QM-3XPA-9TDW'],
  ])('when %j is typed or scanned, then %s is looked up', (text, code) => {
    expect(voucherCodeOf(text)).toBe(code);
  });

  it.each(['', '   ', 'https://refer.example/refer/salon', 'https://refer.example/voucher/'])(
    'when %j is given, then there is no code to look up',
    (text) => {
      expect(voucherCodeOf(text)).toBe('');
    },
  );
});

describe('what the counter says of a voucher', () => {
  it('when a voucher is redeemed, then it reads redeemed even past its expiry', () => {
    expect(counterVoucherState({ isRedeemed: true, isCancelled: true, isExpired: true })).toBe('redeemed');
    expect(counterVoucherState({ isRedeemed: false, isCancelled: false, isExpired: true })).toBe('expired');
    expect(counterVoucherState({ isRedeemed: false, isCancelled: false, isExpired: false })).toBe('valid');
  });

  it('when a reward voucher was cancelled (its holder deleted their account), then it reads cancelled, not valid', () => {
    expect(counterVoucherState({ isRedeemed: false, isCancelled: true, isExpired: false })).toBe('cancelled');
    expect(counterVoucherState({ isRedeemed: false, isCancelled: true, isExpired: true })).toBe('cancelled');
  });

  it('when its kind is shown, then a pass reads as a welcome pass, not a reward', () => {
    expect(voucherKindLabel({ kind: 'pass', type: 'referee' })).toBe('Welcome pass');
    expect(voucherKindLabel({ kind: 'voucher', type: 'referee' })).toBe('Welcome reward');
    expect(voucherKindLabel({ kind: 'voucher', type: 'referrer' })).toBe('Referral reward');
  });
});
