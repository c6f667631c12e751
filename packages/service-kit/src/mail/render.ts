import {
  CAMPAIGN_DEFAULTS,
  MIN_TEXT_CONTRAST,
  contrastRatio,
  isHexColor,
  readableTextOn,
} from '@referrals/contracts';
import { checkedUrl } from './message.ts';

/** What one branded e-mail says; every string is plain text (escaped here), none is markup. */
export interface MailLayout {
  /** Shown in the header bar, on the brand colour. */
  businessName: string;
  /** `#rrggbb` (or `#rgb`); anything else falls back to the default campaign colour. */
  primaryColor: string;
  heading: string;
  /** One paragraph each; a line break inside one is kept. */
  paragraphs: string[];
  /** The one thing to do, as a button (and the bare link under it, for mail apps that hide buttons). */
  action?: { label: string; url: string };
  /** Label and value rows, e.g. a voucher's code and expiry. */
  details?: { label: string; value: string }[];
  /**
   * Where and when to come (a business's address, opening hours, booking link): a section of its own under the
   * action, so that a customer on the way finds it in the e-mail they already have.
   */
  visit?: MailVisit;
  /** The footer saying why the person got this e-mail. */
  reason: string;
  /** The sender's postal address, under the reason: the business's for its customers, the platform's for owners. */
  postalAddress: string;
  /**
   * Where one click turns this kind of e-mail off (the same link as the `List-Unsubscribe` header): set on
   * every e-mail that is not about the account itself, absent on verification, password and account e-mails.
   */
  unsubscribeUrl?: string;
}

/** The "find us" section of an e-mail: a heading, lines of text, and an optional link (booking). */
export interface MailVisit {
  heading: string;
  lines: string[];
  link?: { label: string; url: string };
}

/** Both parts of a message, ready for {@link MailMessage}. */
export interface RenderedMail {
  html: string;
  text: string;
}

const PAGE_BACKGROUND = '#f4f4f5';
const CARD_BACKGROUND = '#ffffff';
const BODY_TEXT = '#111111';
const MUTED_TEXT = '#52525b';
const FONT = 'Arial, Helvetica, sans-serif';

/**
 * Lays out a branded e-mail: the business's name on its colour, the heading, the paragraphs, optional details
 * and an action button, where and when to come (optional), and the footer (the reason, the unsubscribe link
 * when there is one, the sender's postal address). Table layout with inline styles only, since mail apps drop
 * style sheets. Every input is escaped, so a customer's name or an owner's business name can never add markup; the
 * action's URL must be http(s). Text on the brand colour is white or near-black, whichever stays readable.
 */
export function renderMail(layout: MailLayout): RenderedMail {
  const brand = isHexColor(layout.primaryColor) ? layout.primaryColor : CAMPAIGN_DEFAULTS.primaryColor;
  const onBrand = readableTextOn(brand);
  // Links sit on white: in the brand colour when it is readable there, else in the body text colour.
  const link = contrastRatio(brand, CARD_BACKGROUND) >= MIN_TEXT_CONTRAST ? brand : BODY_TEXT;
  const action = layout.action ? { label: layout.action.label, url: checkedUrl(layout.action.url) } : null;
  const details = layout.details ?? [];
  const unsubscribe = layout.unsubscribeUrl === undefined ? null : checkedUrl(layout.unsubscribeUrl);
  const visit = layout.visit;
  const visitLink = visit?.link ? { label: visit.link.label, url: checkedUrl(visit.link.url) } : null;

  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(layout.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:${PAGE_BACKGROUND};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE_BACKGROUND};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${CARD_BACKGROUND};font-family:${FONT};color:${BODY_TEXT};">`,
    `<tr><td style="background:${brand};color:${onBrand};padding:20px 24px;font-size:20px;font-weight:bold;">${escapeHtml(layout.businessName)}</td></tr>`,
    '<tr><td style="padding:24px;">',
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(layout.heading)}</h1>`,
    ...layout.paragraphs.map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;">${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`,
    ),
    ...(details.length > 0
      ? [
          '<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:16px;">',
          ...details.map(
            (row) =>
              `<tr><td style="padding:4px 16px 4px 0;color:${MUTED_TEXT};">${escapeHtml(row.label)}</td>` +
              `<td style="padding:4px 0;font-weight:bold;">${escapeHtml(row.value)}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    ...(action
      ? [
          '<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;">',
          `<tr><td style="background:${brand};border-radius:6px;">`,
          `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;color:${onBrand};text-decoration:none;font-weight:bold;font-size:16px;">${escapeHtml(action.label)}</a>`,
          '</td></tr></table>',
          `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED_TEXT};">If the button does not work, copy this link into your browser:<br>`,
          `<a href="${escapeHtml(action.url)}" style="color:${link};word-break:break-all;">${escapeHtml(action.url)}</a></p>`,
        ]
      : []),
    ...(visit
      ? [
          `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;">${escapeHtml(visit.heading)}</h2>`,
          `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;">${visit.lines.map(escapeHtml).join('<br>')}</p>`,
          ...(visitLink
            ? [
                `<p style="margin:0 0 16px;font-size:16px;"><a href="${escapeHtml(visitLink.url)}" style="color:${link};font-weight:bold;">${escapeHtml(visitLink.label)}</a></p>`,
              ]
            : []),
        ]
      : []),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #e4e4e7;font-size:12px;line-height:1.5;color:${MUTED_TEXT};">`,
    `<p style="margin:0 0 8px;">${escapeHtml(layout.reason)}</p>`,
    ...(unsubscribe
      ? [
          `<p style="margin:0 0 8px;"><a href="${escapeHtml(unsubscribe)}" style="color:${MUTED_TEXT};">Unsubscribe from these emails</a></p>`,
        ]
      : []),
    `<p style="margin:0;">${escapeHtml(layout.postalAddress)}</p>`,
    '</td></tr>',
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');

  const text = [
    layout.businessName,
    '',
    layout.heading,
    '',
    ...layout.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(details.length > 0 ? [...details.map((row) => `${row.label}: ${row.value}`), ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(visit
      ? [visit.heading, ...visit.lines, ...(visitLink ? [`${visitLink.label}: ${visitLink.url}`] : []), '']
      : []),
    // "-- " is the signature separator: mail apps set what follows apart, as the footer it is.
    '-- ',
    layout.reason,
    ...(unsubscribe ? [`Unsubscribe from these emails: ${unsubscribe}`] : []),
    layout.postalAddress,
    '',
  ].join('\n');

  return { html, text };
}

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
