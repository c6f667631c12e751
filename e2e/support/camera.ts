import type { Page } from 'playwright-core';
import { encodeQR } from 'qr';

/**
 * Replaces the phone's camera with a picture of a QR code holding `text` (its modules drawn on a canvas, redrawn
 * as a camera streams frames), or with a refusal named `refusal` (the browser's permission prompt said no).
 */
export async function fakeCamera(page: Page, camera: { text: string } | { refusal: string }): Promise<void> {
  const modules = 'text' in camera ? encodeQR(camera.text, 'raw') : null;
  const refusal = 'refusal' in camera ? camera.refusal : null;
  await page.addInitScript(
    ({ modules, refusal }) => {
      navigator.mediaDevices.getUserMedia = async () => {
        if (!modules) throw new DOMException('Permission denied', refusal ?? 'NotAllowedError');
        const side = 480;
        const scale = Math.floor(side / (modules.length + 8));
        const offset = Math.floor((side - modules.length * scale) / 2);
        const canvas = document.createElement('canvas');
        canvas.width = side;
        canvas.height = side;
        const context = canvas.getContext('2d');
        if (!context) throw new DOMException('No canvas', 'NotReadableError');
        const draw = () => {
          context.fillStyle = '#fff';
          context.fillRect(0, 0, side, side);
          context.fillStyle = '#000';
          modules.forEach((row, y) =>
            row.forEach((dark, x) => {
              if (dark) context.fillRect(offset + x * scale, offset + y * scale, scale, scale);
            }),
          );
        };
        draw();
        setInterval(draw, 100);
        return canvas.captureStream(10);
      };
    },
    { modules, refusal },
  );
}
