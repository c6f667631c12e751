import { jsPDF } from 'jspdf';
import { openingHoursLines, placeAddressLine, type VoucherDto } from '@referrals/contracts';
import { campaignColors } from '../campaign-colors.ts';
import { PRODUCT_NAME } from '../product.ts';
import { formatDate } from '../text/dates.ts';
import { qrShape } from './qr-code.ts';
import {
  displayCode,
  holderLine,
  maxDiscountNote,
  pdfFileName,
  redemptionInstructions,
  rewardInWords,
  validityLine,
  voucherState,
} from './voucher-terms.ts';

/**
 * The voucher as a real PDF file, made in the browser. This module, jsPDF, the font and the logo are loaded
 * only when the visitor asks for the PDF (a dynamic import), so none of it weighs on the page.
 *
 * The font is Inter (regular and bold, TrueType from `@expo-google-fonts/inter`), embedded as a subset of the
 * letters used: it covers the Latin script with its accents (Western, Central and Eastern European languages,
 * Turkish, Vietnamese), Greek and Cyrillic, and the £ and € signs. The 14 standard PDF fonts would cover
 * Western European letters only.
 */

const FONT_FAMILY = 'Inter';
// rspack resolves these from node_modules and emits each file as a hashed asset (the shared config has no rule
// for .ttf): fetched on the first download, then from the browser's cache.
const FONT_FILES = {
  normal: new URL('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf', import.meta.url),
  bold: new URL('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf', import.meta.url),
} as const;

/** A5 portrait, in millimetres: a voucher-sized page that prints on A4 too (taller when the content needs it). */
const PAGE = { width: 148, height: 210, margin: 10 } as const;
const PT_TO_MM = 25.4 / 72;
const TEXT = '#0f172a';
const MUTED = '#475569';

/** A file the PDF is made of (its font, the logo) could not be fetched. */
export class VoucherPdfError extends Error {
  override readonly name = 'VoucherPdfError';
}

async function fetchBytes(url: string | URL): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new VoucherPdfError(`${url.toString()} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Base64 of `bytes`, in slices: one `String.fromCharCode` over a whole font would overflow the stack. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** The image format of an uploaded logo, from its first bytes: PNG and JPEG go into the PDF as they are. */
function logoFormat(bytes: Uint8Array): 'PNG' | 'JPEG' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'PNG';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'JPEG';
  return null;
}

/**
 * The business's logo, when it has one in a format the PDF takes. A logo that cannot be fetched leaves the
 * PDF without it rather than without the voucher.
 */
async function fetchLogo(path: string | null): Promise<{ bytes: Uint8Array; format: 'PNG' | 'JPEG' } | null> {
  if (!path) return null;
  try {
    const bytes = await fetchBytes(path);
    const format = logoFormat(bytes);
    return format ? { bytes, format } : null;
  } catch {
    return null;
  }
}

/** The font files, as base64 for jsPDF's virtual file system. */
interface Fonts {
  normal: string;
  bold: string;
}

type Logo = NonNullable<Awaited<ReturnType<typeof fetchLogo>>>;

async function fetchFonts(): Promise<Fonts> {
  const [normal, bold] = await Promise.all([fetchBytes(FONT_FILES.normal), fetchBytes(FONT_FILES.bold)]);
  return { normal: base64(normal), bold: base64(bold) };
}

/** A page `height` mm tall with the fonts registered. Only the fonts used are written into the file. */
function newDocument(height: number, fonts: Fonts): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: [PAGE.width, height], compress: true, putOnlyUsedFonts: true });
  doc.addFileToVFS('Inter-Regular.ttf', fonts.normal);
  doc.addFont('Inter-Regular.ttf', FONT_FAMILY, 'normal');
  doc.addFileToVFS('Inter-Bold.ttf', fonts.bold);
  doc.addFont('Inter-Bold.ttf', FONT_FAMILY, 'bold');
  return doc;
}

/** Height in millimetres of `lines` set at `size` points. */
const linesHeight = (lines: number, size: number, factor = 1.2): number => lines * size * PT_TO_MM * factor;

const LEFT = PAGE.margin + 8;
const INNER = PAGE.width - 2 * LEFT;
const LOGO_SIZE = 18;
const QR_SIZE = 46;
const CODE_BOX_HEIGHT = 16;
const PILL_HEIGHT = 9;

/** Where everything goes, in millimetres from the top left corner, and the lines each text wraps to. */
interface Layout {
  pageHeight: number;
  logoTop: number;
  nameLeft: number;
  nameTop: number;
  nameLines: string[];
  titleTop: number;
  titleLines: string[];
  worth: string | null;
  note: string | null;
  pillTop: number;
  headerBottom: number;
  codeLabelTop: number;
  codeBoxTop: number;
  qrTop: number;
  textLeft: number;
  validity: string[];
  instructionsTop: number;
  instructions: string[];
  /** Where and when to use it (the business's address, hours, booking link), under the QR code; null: unknown. */
  place: { top: number; heading: string[]; lines: string[] } | null;
}

/** The lines of "Find {business}": the address, the opening hours, the booking link. */
function placeLinesOf(voucher: VoucherDto): string[] | null {
  const { place } = voucher;
  if (!place) return null;
  return [
    placeAddressLine(place),
    ...(place.openingHours
      ? openingHoursLines(place.openingHours).map((line) => `${line.days}: ${line.hours}`)
      : []),
    ...(place.bookingUrl ? [`Book: ${place.bookingUrl}`] : []),
  ];
}

/**
 * Measures the voucher's texts in `doc` (its fonts) and places them: the header (the logo, the name and the
 * holder beside it, then the reward, its value and its cap), the code, and the QR code with the expiry and
 * how to use the voucher beside it, then where and when to use it. The page is A5 unless a long name,
 * description or week of opening hours needs more.
 */
function layOut(doc: jsPDF, voucher: VoucherDto, hasLogo: boolean): Layout {
  const logoTop = PAGE.margin + 8;
  const nameLeft = hasLogo ? LEFT + LOGO_SIZE + 5 : LEFT;
  doc.setFont(FONT_FAMILY, 'bold');
  doc.setFontSize(15);
  const nameLines: string[] = doc.splitTextToSize(voucher.businessName, PAGE.width - LEFT - nameLeft);
  const businessHeight = linesHeight(nameLines.length, 15) + 1 + linesHeight(1, 10);
  // Beside a logo, the name and the holder line are centred on it.
  const nameTop = hasLogo ? logoTop + Math.max(0, (LOGO_SIZE - businessHeight) / 2) : logoTop;
  const titleTop = Math.max(hasLogo ? logoTop + LOGO_SIZE : 0, nameTop + businessHeight) + 7;
  doc.setFontSize(20);
  const titleLines: string[] = doc.splitTextToSize(voucher.rewardDescription, INNER);
  const worth = rewardInWords(voucher);
  const note = maxDiscountNote(voucher);
  const pillTop = titleTop + linesHeight(titleLines.length, 20) + 3;
  const headerBottom = pillTop + (worth ? PILL_HEIGHT : 0) + (note ? 9 : 0) + 7;

  const codeLabelTop = headerBottom + 9;
  const codeBoxTop = codeLabelTop + 6;
  const qrTop = codeBoxTop + CODE_BOX_HEIGHT + 6;
  const textLeft = LEFT + QR_SIZE + 6;
  const textWidth = PAGE.width - LEFT - textLeft;
  doc.setFontSize(12);
  const state = voucherState(voucher);
  const validity: string[] = doc.splitTextToSize(
    validityLine(state, formatDate(voucher.expiryDate)),
    textWidth,
  );
  const instructionsTop = qrTop + 3 + linesHeight(validity.length, 12) + 3;
  doc.setFont(FONT_FAMILY, 'normal');
  doc.setFontSize(9.5);
  const instructions: string[] = doc.splitTextToSize(redemptionInstructions(voucher), textWidth);
  const bodyBottom = Math.max(
    qrTop + QR_SIZE + 1 + linesHeight(1, 8.5),
    instructionsTop + linesHeight(instructions.length, 9.5, 1.35),
  );
  const placeLines = placeLinesOf(voucher);
  let place: Layout['place'] = null;
  let contentBottom = bodyBottom;
  if (placeLines) {
    doc.setFont(FONT_FAMILY, 'bold');
    doc.setFontSize(11);
    const heading: string[] = doc.splitTextToSize(`Find ${voucher.businessName}`, INNER);
    doc.setFont(FONT_FAMILY, 'normal');
    doc.setFontSize(9.5);
    const lines = placeLines.flatMap((line): string[] => doc.splitTextToSize(line, INNER));
    place = { top: bodyBottom + 7, heading, lines };
    contentBottom = place.top + linesHeight(heading.length, 11) + 1.5 + linesHeight(lines.length, 9.5, 1.35);
  }
  return {
    // The address line goes at the foot of the page, below everything else.
    pageHeight: Math.max(PAGE.height, contentBottom + 10 + PAGE.margin),
    logoTop,
    nameLeft,
    nameTop,
    nameLines,
    titleTop,
    titleLines,
    worth,
    note,
    pillTop,
    headerBottom,
    codeLabelTop,
    codeBoxTop,
    qrTop,
    textLeft,
    validity,
    instructionsTop,
    instructions,
    place,
  };
}

function drawHeader(doc: jsPDF, voucher: VoucherDto, layout: Layout, logo: Logo | null): void {
  const colors = campaignColors(voucher);
  doc.setFillColor(colors.primary);
  doc.roundedRect(
    PAGE.margin,
    PAGE.margin,
    PAGE.width - 2 * PAGE.margin,
    layout.headerBottom - PAGE.margin,
    4,
    4,
    'F',
  );
  if (logo) {
    const { width, height } = doc.getImageProperties(logo.bytes);
    const scale = Math.min((LOGO_SIZE - 2) / width, (LOGO_SIZE - 2) / height);
    doc.setFillColor('#ffffff');
    doc.roundedRect(LEFT, layout.logoTop, LOGO_SIZE, LOGO_SIZE, 2.5, 2.5, 'F');
    doc.addImage(
      logo.bytes,
      logo.format,
      LEFT + (LOGO_SIZE - width * scale) / 2,
      layout.logoTop + (LOGO_SIZE - height * scale) / 2,
      width * scale,
      height * scale,
    );
  }
  doc.setTextColor(colors.onPrimary);
  doc.setFont(FONT_FAMILY, 'bold');
  doc.setFontSize(15);
  doc.text(layout.nameLines, layout.nameLeft, layout.nameTop, { baseline: 'top', lineHeightFactor: 1.2 });
  doc.setFont(FONT_FAMILY, 'normal');
  doc.setFontSize(10);
  const holderTop = layout.nameTop + linesHeight(layout.nameLines.length, 15) + 1;
  doc.text(holderLine(voucher), layout.nameLeft, holderTop, { baseline: 'top' });
  doc.setFont(FONT_FAMILY, 'bold');
  doc.setFontSize(20);
  doc.text(layout.titleLines, LEFT, layout.titleTop, { baseline: 'top', lineHeightFactor: 1.2 });
  if (layout.worth) {
    doc.setFontSize(12);
    const pillWidth = doc.getTextWidth(layout.worth) + 10;
    doc.setFillColor(colors.secondary);
    doc.roundedRect(LEFT, layout.pillTop, pillWidth, PILL_HEIGHT, PILL_HEIGHT / 2, PILL_HEIGHT / 2, 'F');
    doc.setTextColor(colors.onSecondary);
    doc.text(layout.worth, LEFT + 5, layout.pillTop + PILL_HEIGHT / 2, { baseline: 'middle' });
  }
  if (layout.note) {
    doc.setTextColor(colors.onPrimary);
    doc.setFont(FONT_FAMILY, 'normal');
    doc.setFontSize(10.5);
    const noteTop = layout.pillTop + (layout.worth ? PILL_HEIGHT : 0) + 3;
    doc.text(layout.note, LEFT, noteTop, { baseline: 'top' });
  }
}

function drawBody(doc: jsPDF, voucher: VoucherDto, layout: Layout, address: string): void {
  const centre = PAGE.width / 2;
  // The code, framed with a dashed line as a cut-out voucher would be.
  doc.setTextColor(MUTED);
  doc.setFont(FONT_FAMILY, 'normal');
  doc.setFontSize(10);
  doc.text('Voucher code', centre, layout.codeLabelTop, { align: 'center', baseline: 'top' });
  doc.setDrawColor('#94a3b8');
  doc.setLineWidth(0.4);
  doc.setLineDashPattern([2, 1.5], 0);
  doc.roundedRect(LEFT, layout.codeBoxTop, INNER, CODE_BOX_HEIGHT, 3, 3, 'S');
  doc.setLineDashPattern([], 0);
  doc.setTextColor(TEXT);
  doc.setFont(FONT_FAMILY, 'bold');
  doc.setFontSize(24);
  doc.text(displayCode(voucher.code), centre, layout.codeBoxTop + CODE_BOX_HEIGHT / 2, {
    align: 'center',
    baseline: 'middle',
  });

  // The QR code, black on white with its quiet zone, drawn as vector runs: sharp at any print size.
  const qr = qrShape(address);
  const cell = QR_SIZE / qr.size;
  doc.setFillColor('#ffffff');
  doc.rect(LEFT, layout.qrTop, QR_SIZE, QR_SIZE, 'F');
  doc.setFillColor('#000000');
  for (const run of qr.runs) {
    // A hair taller than a module: no white seams between rows in PDF viewers.
    doc.rect(LEFT + run.x * cell, layout.qrTop + run.y * cell, run.width * cell, cell + 0.01, 'F');
  }
  doc.setTextColor(MUTED);
  doc.setFont(FONT_FAMILY, 'normal');
  doc.setFontSize(8.5);
  doc.text('Scan to open this voucher', LEFT + QR_SIZE / 2, layout.qrTop + QR_SIZE + 1, {
    align: 'center',
    baseline: 'top',
  });

  doc.setTextColor(TEXT);
  doc.setFont(FONT_FAMILY, 'bold');
  doc.setFontSize(12);
  doc.text(layout.validity, layout.textLeft, layout.qrTop + 3, { baseline: 'top', lineHeightFactor: 1.2 });
  doc.setTextColor(MUTED);
  doc.setFont(FONT_FAMILY, 'normal');
  doc.setFontSize(9.5);
  doc.text(layout.instructions, layout.textLeft, layout.instructionsTop, {
    baseline: 'top',
    lineHeightFactor: 1.35,
  });

  if (layout.place) {
    const { top, heading, lines } = layout.place;
    doc.setDrawColor('#e2e8f0');
    doc.setLineWidth(0.3);
    doc.line(LEFT, top - 3.5, PAGE.width - LEFT, top - 3.5);
    doc.setTextColor(TEXT);
    doc.setFont(FONT_FAMILY, 'bold');
    doc.setFontSize(11);
    doc.text(heading, LEFT, top, { baseline: 'top', lineHeightFactor: 1.2 });
    doc.setTextColor(MUTED);
    doc.setFont(FONT_FAMILY, 'normal');
    doc.setFontSize(9.5);
    doc.text(lines, LEFT, top + linesHeight(heading.length, 11) + 1.5, {
      baseline: 'top',
      lineHeightFactor: 1.35,
    });
  }

  doc.setFontSize(8);
  doc.text(address, centre, layout.pageHeight - PAGE.margin, { align: 'center', baseline: 'bottom' });
}

/**
 * Builds the voucher's PDF (see {@link layOut} for what goes where). The texts are measured in a first
 * document with the same fonts, so the real one is created with the height they need.
 *
 * @param address - the voucher page's absolute address, which the QR code holds
 */
export async function buildVoucherPdf(voucher: VoucherDto, address: string): Promise<Blob> {
  const [fonts, logo] = await Promise.all([fetchFonts(), fetchLogo(voucher.logoImage)]);
  const layout = layOut(newDocument(PAGE.height, fonts), voucher, logo !== null);
  const doc = newDocument(layout.pageHeight, fonts);
  doc.setProperties({
    title: `${voucher.businessName} voucher ${voucher.code}`,
    subject: voucher.rewardDescription,
    creator: PRODUCT_NAME,
  });
  drawHeader(doc, voucher, layout, logo);
  drawBody(doc, voucher, layout, address);
  return doc.output('blob');
}

/** Saves `blob` as `name` through the browser's download (a temporary object URL). */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: some browsers (Safari, Firefox) read the URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the voucher's PDF and saves it as `voucher-{code}.pdf`. */
export async function downloadVoucherPdf(voucher: VoucherDto, address: string): Promise<void> {
  saveFile(await buildVoucherPdf(voucher, address), pdfFileName(voucher.code));
}
