import { describe, expect, it } from '@jest/globals';
import { decodeQR } from 'qr/decode.js';
import {
  displayCode,
  qrPathData,
  qrShape,
  type QrShape,
  holderLine,
  maxDiscountNote,
  pdfFileName,
  rewardInWords,
  stateLabel,
  validityLine,
  voucherAddress,
  voucherState,
  voucherTitle,
} from '@referrals/ui/voucher';

/** The QR shape as an RGBA image, `scale` pixels a module, as a camera would see it. */
function toImage({ size, runs }: QrShape, scale = 4) {
  const width = size * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  for (const run of runs) {
    for (let y = run.y * scale; y < (run.y + 1) * scale; y++) {
      for (let x = run.x * scale; x < (run.x + run.width) * scale; x++) {
        data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      }
    }
  }
  return { width, height: width, data };
}

describe('the voucher page texts (docs/product-rules.md §2 "Voucher page")', () => {
  it.each([
    [{ rewardType: 'percentage', value: 20, maxDiscount: 50 }, '20% off', 'Maximum discount: £50'],
    [{ rewardType: 'fixed', value: 10, maxDiscount: null }, '£10 off', null],
    [{ rewardType: 'fixed', value: 7.5, maxDiscount: null }, '£7.50 off', null],
    [{ rewardType: 'free', value: null, maxDiscount: null }, 'Free', null],
  ] as const)('when the reward is %j, then it reads %s with the note %s', (worth, words, note) => {
    expect(rewardInWords(worth)).toBe(words);
    expect(maxDiscountNote(worth)).toBe(note);
  });

  it('when a voucher is redeemed, then it reads redeemed even past its expiry', () => {
    const now = Date.parse('2027-03-01T12:00:00Z');
    expect(voucherState({ isRedeemed: true, expiryDate: '2027-02-01T00:00:00Z' }, now)).toBe('redeemed');
    expect(voucherState({ isRedeemed: false, expiryDate: '2027-02-01T00:00:00Z' }, now)).toBe('expired');
    expect(voucherState({ isRedeemed: false, expiryDate: '2027-04-01T00:00:00Z' }, now)).toBe('available');
  });

  it('when the state is shown, then redeemed vouchers carry their day and expired ones say so', () => {
    expect(stateLabel('available', '')).toBe('Available');
    expect(stateLabel('redeemed', '3 Dec 2026')).toBe('Redeemed on 3 Dec 2026');
    expect(stateLabel('redeemed', '')).toBe('Redeemed');
    expect(stateLabel('expired', '')).toBe('Expired');
    expect(validityLine('available', '22 Feb 2027')).toBe('Valid until 22 Feb 2027');
    expect(validityLine('expired', '22 Feb 2027')).toBe('Expired on 22 Feb 2027');
  });

  it('when the holder is shown, then only their first name and the kind of reward', () => {
    expect(holderLine({ kind: 'voucher', type: 'referee', holderFirstName: 'Zoë' })).toBe(
      'Welcome reward for Zoë',
    );
    expect(holderLine({ kind: 'voucher', type: 'referrer', holderFirstName: '' })).toBe('Referral reward');
    expect(holderLine({ kind: 'pass', type: 'referee', holderFirstName: 'Zoë' })).toBe(
      'Welcome pass for Zoë',
    );
  });

  it('when the title is shown, then the reward for a voucher and "Welcome pass" for a pass', () => {
    expect(voucherTitle({ kind: 'voucher', rewardDescription: '20% off your next cut' })).toBe(
      '20% off your next cut',
    );
    expect(voucherTitle({ kind: 'pass', rewardDescription: 'Welcome visit' })).toBe('Welcome pass');
  });

  it('when the code is shown, then in groups of four, unless it has separators of its own', () => {
    expect(displayCode('K7QM4XPT9H')).toBe('K7QM 4XPT 9H');
    expect(displayCode('ET8W-9ZH7-3HTF')).toBe('ET8W-9ZH7-3HTF');
  });

  it("when the address and file name are made, then from the page's origin and a file-safe code", () => {
    expect(voucherAddress('https://example.test', 'K7QM4XPT')).toBe('https://example.test/voucher/K7QM4XPT');
    expect(voucherAddress('https://example.test', 'a/b')).toBe('https://example.test/voucher/a%2Fb');
    expect(pdfFileName('K7QM4XPT')).toBe('voucher-K7QM4XPT.pdf');
    expect(pdfFileName('../x')).toBe('voucher-x.pdf');
  });
});

describe("the voucher's QR code", () => {
  const address = 'https://referrals.example.test/voucher/K7QM4XPT9H';

  it('when a phone scans it, then it reads the voucher page address', () => {
    expect(decodeQR(toImage(qrShape(address)))).toBe(address);
  });

  it('when drawn, then it keeps the four-module quiet zone and one path step per run', () => {
    const shape = qrShape(address);
    expect(Math.min(...shape.runs.map((run) => Math.min(run.x, run.y)))).toBe(4);
    expect(Math.max(...shape.runs.map((run) => run.x + run.width))).toBe(shape.size - 4);
    expect(qrPathData(shape).match(/M/g)).toHaveLength(shape.runs.length);
  });
});
