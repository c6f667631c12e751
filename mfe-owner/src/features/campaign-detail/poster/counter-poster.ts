import { jsPDF } from 'jspdf';
import { correction, generate } from 'lean-qr/nano';
import type { CampaignDto } from '@referrals/contracts';
import { COLOR_TOKENS, PRODUCT_NAME, campaignColors } from '@referrals/ui/light';
import { campaignFileName, saveFile } from '../../../lib/files/save-file.ts';
import { rewardSentence } from '../lib/rewards.ts';

/**
 * The campaign's counter poster: an A4 PDF made in the browser, for the shop window or the till. This module,
 * jsPDF, the QR encoder, the font and the logo are loaded only when the owner asks for the poster (a dynamic
 * import), so none of it weighs on the campaign page.
 *
 * The font is Inter (TrueType from `@expo-google-fonts/inter`), embedded as a subset of the letters used: a
 * business's name may have accents, Greek or Cyrillic letters that the 14 standard PDF fonts lack.
 */

const FONT_FAMILY = 'Inter';
// rspack emits each file as a hashed asset: fetched on the first poster, then from the browser's cache.
const FONT_FILES = {
  normal: new URL('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf', import.meta.url),
  bold: new URL('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf', import.meta.url),
} as const;

/** A4 portrait, in millimetres. */
const PAGE = { width: 210, height: 297, margin: 18 } as const;
const INNER = PAGE.width - 2 * PAGE.margin;
const CENTRE = PAGE.width / 2;
const PT_TO_MM = 25.4 / 72;
const TEXT = COLOR_TOKENS.text;
const MUTED = COLOR_TOKENS.textMuted;
const LOGO_SIZE = 34;
const FOOTER_HEIGHT = 16;
/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE_MODULES = 4;
/** Pixels of the longest side of the logo as put into the PDF: sharp in print, small in the file. */
const LOGO_PIXELS = 600;

/** A file the poster cannot do without (its font) could not be fetched. */
export class PosterError extends Error {
  override readonly name = 'PosterError';
}

/** The fonts as base64, for jsPDF's virtual file system. */
async function fetchFont(url: URL): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new PosterError(`${url.toString()} answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // In slices: one String.fromCharCode over a whole font would overflow the stack.
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

interface Logo {
  dataUrl: string;
  width: number;
  height: number;
}

/**
 * The campaign's logo as a PNG, through the browser's own decoder (so whatever image format was uploaded),
 * scaled down to {@link LOGO_PIXELS}. A logo that is missing or does not load leaves the poster without it
 * rather than without a poster.
 */
async function loadLogo(url: string | null): Promise<Logo | null> {
  if (!url) return null;
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = Math.min(1, LOGO_PIXELS / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    return { dataUrl: canvas.toDataURL('image/png'), width: canvas.width, height: canvas.height };
  } catch {
    return null;
  }
}

/** Height in millimetres of `lines` set at `size` points. */
const linesHeight = (lines: number, size: number, factor = 1.2): number => lines * size * PT_TO_MM * factor;

/** Writes `text` centred, wrapped to the page's width, from `top`; answers where it ends. */
function centredText(doc: jsPDF, text: string, top: number, size: number, bold: boolean): number {
  doc.setFont(FONT_FAMILY, bold ? 'bold' : 'normal');
  doc.setFontSize(size);
  const lines: string[] = doc.splitTextToSize(text, INNER);
  doc.text(lines, CENTRE, top, { align: 'center', baseline: 'top', lineHeightFactor: 1.2 });
  return top + linesHeight(lines.length, size);
}

/**
 * The address under the QR code for those who would rather type it: on one line, as large as fits between
 * 10 and 7 points; an address too long even then wraps.
 */
function drawAddress(doc: jsPDF, address: string, top: number): void {
  doc.setFont(FONT_FAMILY, 'normal');
  let size = 10;
  doc.setFontSize(size);
  while (size > 7 && doc.getTextWidth(address) > INNER) {
    size -= 0.5;
    doc.setFontSize(size);
  }
  centredText(doc, address, top, size, false);
}

/** The header band in the primary colour: the logo on a white tile, the business's and campaign's names. */
function drawHeader(doc: jsPDF, campaign: CampaignDto, logo: Logo | null): number {
  const colors = campaignColors(campaign);
  // Measured first, so that the band is as tall as its content.
  doc.setFont(FONT_FAMILY, 'bold');
  doc.setFontSize(30);
  const nameLines: string[] = doc.splitTextToSize(campaign.businessName, INNER);
  doc.setFont(FONT_FAMILY, 'normal');
  doc.setFontSize(15);
  const campaignLines: string[] = doc.splitTextToSize(campaign.name, INNER);
  const logoBottom = logo ? PAGE.margin + LOGO_SIZE + 8 : PAGE.margin;
  const bottom =
    logoBottom + linesHeight(nameLines.length, 30) + 3 + linesHeight(campaignLines.length, 15) + 14;

  doc.setFillColor(colors.primary);
  doc.rect(0, 0, PAGE.width, bottom, 'F');
  if (logo) {
    const scale = Math.min((LOGO_SIZE - 4) / logo.width, (LOGO_SIZE - 4) / logo.height);
    doc.setFillColor('#ffffff');
    doc.roundedRect(CENTRE - LOGO_SIZE / 2, PAGE.margin, LOGO_SIZE, LOGO_SIZE, 4, 4, 'F');
    doc.addImage(
      logo.dataUrl,
      'PNG',
      CENTRE - (logo.width * scale) / 2,
      PAGE.margin + (LOGO_SIZE - logo.height * scale) / 2,
      logo.width * scale,
      logo.height * scale,
    );
  }
  doc.setTextColor(colors.onPrimary);
  const nameBottom = centredText(doc, campaign.businessName, logoBottom, 30, true);
  centredText(doc, campaign.name, nameBottom + 3, 15, false);
  return bottom;
}

/** The QR code, black on white with its quiet zone, as runs of dark modules: sharp at any print size. */
function drawQr(doc: jsPDF, address: string, left: number, top: number, size: number): void {
  const code = generate(address, { minCorrectionLevel: correction.M });
  const modules = code.size + 2 * QUIET_ZONE_MODULES;
  const cell = size / modules;
  doc.setFillColor('#ffffff');
  doc.rect(left, top, size, size, 'F');
  doc.setFillColor('#000000');
  const at = (module: number) => (module + QUIET_ZONE_MODULES) * cell;
  for (let y = 0; y < code.size; y++) {
    let start = -1;
    for (let x = 0; x <= code.size; x++) {
      const dark = x < code.size && code.get(x, y);
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        // A hair taller than a module: no white seams between rows in PDF viewers.
        doc.rect(left + at(start), top + at(y), (x - start) * cell, cell + 0.01, 'F');
        start = -1;
      }
    }
  }
}

/**
 * Builds the poster: the header band, the reward in one sentence, the QR code of the campaign's sign-up page
 * as large as the page allows, its address, and a footer band in the secondary colour.
 *
 * @param address - the campaign's sign-up page, absolute: the QR code holds it
 */
export async function buildCounterPoster(campaign: CampaignDto, address: string): Promise<Blob> {
  const [normal, bold, logo] = await Promise.all([
    fetchFont(FONT_FILES.normal),
    fetchFont(FONT_FILES.bold),
    loadLogo(campaign.logoImage),
  ]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true, putOnlyUsedFonts: true });
  doc.addFileToVFS('Inter-Regular.ttf', normal);
  doc.addFont('Inter-Regular.ttf', FONT_FAMILY, 'normal');
  doc.addFileToVFS('Inter-Bold.ttf', bold);
  doc.addFont('Inter-Bold.ttf', FONT_FAMILY, 'bold');
  const sentence = rewardSentence(campaign);
  doc.setProperties({
    title: `${campaign.businessName}: ${campaign.name}`,
    subject: sentence,
    creator: PRODUCT_NAME,
  });

  const headerBottom = drawHeader(doc, campaign, logo);
  doc.setTextColor(TEXT);
  const sentenceBottom = centredText(doc, sentence, headerBottom + 14, 24, true);

  const footerTop = PAGE.height - FOOTER_HEIGHT;
  // Below the code: its caption and the address, then the footer band.
  const captionHeight = 4 + linesHeight(1, 14) + 2 + linesHeight(2, 10);
  const qrSize = Math.max(60, Math.min(110, footerTop - 10 - captionHeight - (sentenceBottom + 10)));
  const qrTop = sentenceBottom + 10;
  drawQr(doc, address, CENTRE - qrSize / 2, qrTop, qrSize);
  doc.setTextColor(TEXT);
  const captionBottom = centredText(doc, 'Scan to sign up and get your link', qrTop + qrSize + 4, 14, true);
  doc.setTextColor(MUTED);
  drawAddress(doc, address, captionBottom + 2);

  const colors = campaignColors(campaign);
  doc.setFillColor(colors.secondary);
  doc.rect(0, footerTop, PAGE.width, FOOTER_HEIGHT, 'F');
  doc.setTextColor(colors.onSecondary);
  doc.setFont(FONT_FAMILY, 'bold');
  doc.setFontSize(13);
  doc.text('Ask us at the counter', CENTRE, footerTop + FOOTER_HEIGHT / 2, {
    align: 'center',
    baseline: 'middle',
  });
  return doc.output('blob');
}

/** `counter-poster-spring-referrals.pdf`: the campaign's name as letters and digits. */
export const posterFileName = (campaign: Pick<CampaignDto, 'name'>): string =>
  campaignFileName('counter-poster', campaign.name, 'pdf');

/** Builds the poster and hands it to the browser as a download. */
export async function downloadCounterPoster(campaign: CampaignDto, address: string): Promise<void> {
  saveFile(await buildCounterPoster(campaign, address), posterFileName(campaign));
}
