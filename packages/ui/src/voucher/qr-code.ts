import { correction, generate } from 'lean-qr/nano';

/** A horizontal run of dark modules of a QR code, in module units from the top left corner. */
export interface QrRun {
  x: number;
  y: number;
  width: number;
}

/** A QR code as runs of dark modules, with its size in modules (quiet zone included). */
export interface QrShape {
  size: number;
  runs: QrRun[];
}

/** The quiet zone the QR standard asks for around the code. */
const QUIET_ZONE_MODULES = 4;

/**
 * The QR code of `text` as horizontal runs of dark modules: one `<path>` on the page, a few dozen
 * rectangles in the PDF, both sharp at any size. Error correction at least "M" (15%) survives a scratched
 * screen or a creased print while keeping a voucher address at a size phones read from a distance.
 * `lean-qr`'s nano build (about 2 KiB gzip) encodes it: the page has little room in its JavaScript budget.
 */
export function qrShape(text: string): QrShape {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const size = code.size + 2 * QUIET_ZONE_MODULES;
  // The library answers false outside the symbol, so the quiet zone needs no special case.
  const dark = (x: number, y: number) => code.get(x - QUIET_ZONE_MODULES, y - QUIET_ZONE_MODULES);
  const runs: QrRun[] = [];
  for (let y = 0; y < size; y++) {
    let start = -1;
    for (let x = 0; x <= size; x++) {
      const on = x < size && dark(x, y);
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        runs.push({ x: start, y, width: x - start });
        start = -1;
      }
    }
  }
  return { size, runs };
}

/** The runs as SVG path data in module units. */
export function qrPathData({ runs }: QrShape): string {
  return runs.map(({ x, y, width }) => `M${x} ${y}h${width}v1h-${width}z`).join('');
}
