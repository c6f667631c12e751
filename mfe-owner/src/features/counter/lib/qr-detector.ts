/** What the scanner needs of a `BarcodeDetector`, native or the decoding library's ponyfill. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}

interface NativeBarcodeDetector {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/**
 * A QR detector: the browser's own `BarcodeDetector` where it reads QR codes (Chrome on Android, Safari),
 * otherwise the `qr` library's decoder, fetched only then as a chunk of its own so that browsers with a native
 * detector, and every other owner page, never download it.
 */
export async function createQrDetector(): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetector }).BarcodeDetector;
  if (Native) {
    const formats = await Native.getSupportedFormats().catch((): readonly string[] => []);
    if (formats.includes('qr_code')) return new Native({ formats: ['qr_code'] });
  }
  const { BarcodeDetector } = await import(/* webpackChunkName: "qr-decoder" */ 'qr/decode.js');
  return new BarcodeDetector({ formats: ['qr_code'] });
}
