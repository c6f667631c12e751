import { useMemo } from 'react';
import { qrPathData, qrShape } from './qr-code.ts';

/**
 * The QR code of `address` as an inline SVG: black on white whatever the brand colours (scanners need the
 * contrast), named for screen readers, and carrying the address it encodes in `data-qr-value` for tests.
 */
export function VoucherQrCode({ address, className }: { address: string; className?: string }) {
  const shape = useMemo(() => qrShape(address), [address]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      role="img"
      aria-label="QR code of this voucher's address"
      data-qr-value={address}
      shapeRendering="crispEdges"
    >
      <title>{`QR code: ${address}`}</title>
      <rect width={shape.size} height={shape.size} fill="#fff" />
      <path d={qrPathData(shape)} fill="#000" />
    </svg>
  );
}
