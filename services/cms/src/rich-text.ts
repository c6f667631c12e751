import { HERO_ACCENT_CLASS } from '@referrals/contracts';
import { COLOR_VALUES, richTextSanitizer, type RichTextAllowList } from '@referrals/service-kit';

const ALIGN = { 'text-align': [/^(?:left|center|right|justify)$/] };
const COLOURS = { color: COLOR_VALUES, 'background-color': COLOR_VALUES };
const BLOCKS_WITH_ALIGN = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'figure', 'td', 'th'];

const YOUTUBE_ID = '[A-Za-z0-9_-]{6,20}';
const VIMEO_ID = '\\d{1,12}';

/** The players a page or post may embed, by their whole address. */
const PLAYER_SOURCES = [
  new RegExp(`^https://www\\.youtube\\.com/embed/${YOUTUBE_ID}$`),
  new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${YOUTUBE_ID}$`),
  new RegExp(`^https://player\\.vimeo\\.com/video/${VIMEO_ID}$`),
];

const YOUTUBE_WATCH = new RegExp(
  `^https?://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:[^#]*&)?v=(${YOUTUBE_ID})(?:[&#].*)?$`,
);
const YOUTUBE_SHORT = new RegExp(`^https?://youtu\\.be/(${YOUTUBE_ID})(?:[?#].*)?$`);
const YOUTUBE_EMBED = new RegExp(
  `^https?://(?:www\\.)?youtube(?:-nocookie)?\\.com/embed/(${YOUTUBE_ID})(?:[?#].*)?$`,
);
const VIMEO = new RegExp(`^https?://(?:www\\.|player\\.)?vimeo\\.com/(?:video/)?(${VIMEO_ID})(?:[/?#].*)?$`);

/**
 * The player address of a video URL CKEditor's media embed writes (`<oembed url="…">`): YouTube (watch, short
 * and embed links) and Vimeo; null for any other site, whose embed is removed.
 */
export function playerAddress(url: string): string | null {
  const youtube = YOUTUBE_WATCH.exec(url) ?? YOUTUBE_SHORT.exec(url) ?? YOUTUBE_EMBED.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = VIMEO.exec(url);
  return vimeo ? `https://player.vimeo.com/video/${vimeo[1]}` : null;
}

/**
 * What a page's or post's content (and the hero title setting) may hold: what the CMS editor's toolbar writes
 * (docs/product-rules.md §5): headings, paragraphs, bold, italic, underline, strike, lists, links (http(s),
 * mailto, tel, and this site's paths), images from the media library only (with the size, `srcset` and
 * loading hints the CMS gives them on save), figures with captions, quotes, code, tables, text and background
 * colour and alignment from fixed lists of values, and YouTube or Vimeo players in a sandboxed iframe.
 * Everything else goes (scripts with their content).
 */
export const CMS_RICH_TEXT: RichTextAllowList = {
  tags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'span', 'div'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'del', 'strike', 'sub', 'sup', 'mark'],
    ...['ol', 'ul', 'li', 'a', 'img', 'figure', 'figcaption', 'blockquote', 'code', 'pre'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'],
  ],
  attributes: {
    a: ['href', 'target'],
    // `srcset` only with candidates of this site's uploads (see `sources`), as the CMS writes it on save.
    img: ['src', 'alt', 'width', 'height', 'srcset'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  values: {
    img: {
      sizes: /^[a-z0-9\s(),.:%+\-/*]{1,200}$/i,
      loading: /^(?:lazy|eager)$/,
      decoding: /^(?:async|sync|auto)$/,
    },
  },
  styles: {
    ...Object.fromEntries(BLOCKS_WITH_ALIGN.map((tag) => [tag, { ...ALIGN, ...COLOURS }])),
    span: COLOURS,
    mark: COLOURS,
  },
  schemes: ['http', 'https', 'mailto', 'tel'],
  sitePaths: true,
  sources: { img: /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/ },
  // The hero title's accent, which the public site's stylesheet colours.
  classes: { span: [HERO_ACCENT_CLASS] },
  iframes: {
    sources: PLAYER_SOURCES,
    attributes: {
      sandbox: 'allow-scripts allow-same-origin allow-presentation',
      allowfullscreen: '',
      loading: 'lazy',
      referrerpolicy: 'strict-origin-when-cross-origin',
    },
    oembed: playerAddress,
  },
};

/** The allowed subset of `html` (see {@link CMS_RICH_TEXT}). */
export const sanitizeCmsHtml = richTextSanitizer(CMS_RICH_TEXT);
