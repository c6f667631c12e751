import { qrShape } from '@referrals/ui/voucher';

/** Pixels per module of the PNG: about 500 px for a campaign's address, sharp on a menu or a flyer. */
const MODULE_PIXELS = 12;

/** The QR code of `text` as a PNG, black on white with its quiet zone. */
export function qrPng(text: string): Promise<Blob> {
  const shape = qrShape(text);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = shape.size * MODULE_PIXELS;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the QR code.'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  for (const { x, y, width } of shape.runs) {
    context.fillRect(x * MODULE_PIXELS, y * MODULE_PIXELS, width * MODULE_PIXELS, MODULE_PIXELS);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The QR code could not be made.'))),
      'image/png',
    ),
  );
}
