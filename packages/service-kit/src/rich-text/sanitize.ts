import sanitizeHtml, { type IOptions } from 'sanitize-html';

/*
 * Rich text (HTML written by an editor such as CKEditor) as a service may store and pages may show: the
 * service names what its editor writes (an allow-list), the kit removes everything else with rules that no
 * allow-list can loosen: scripts and the like go with their content, event handlers and other unlisted
 * attributes go, links and image sources must be absolute URLs of the allowed schemes (or, when allowed,
 * paths of this site), inline styles keep only the listed properties with the listed values. The text of a
 * removed tag stays.
 */

/** One number of a CSS colour function: `230`, `75%`, `0.5`, `120deg`. */
const COLOR_NUMBER = String.raw`\s*(?:\d{1,3}(?:\.\d+)?|\.\d+)(?:%|deg)?\s*`;

/** CSS colour values an editor's font and background colour write: hex, rgb(a), hsl(a) and named colours. */
export const COLOR_VALUES: readonly RegExp[] = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  new RegExp(
    String.raw`^(?:rgb|hsl)a?\(${COLOR_NUMBER},${COLOR_NUMBER},${COLOR_NUMBER}(?:,${COLOR_NUMBER})?\)$`,
    'i',
  ),
  /^[a-z]{3,20}$/i,
];

/** What a service's rich text may hold. */
export interface RichTextAllowList {
  /** Elements kept (lower case); any other element is removed and its text kept. */
  tags: readonly string[];
  /**
   * Attributes kept, per element. `href` and `src` are kept only as safe URLs (see `schemes`, `sitePaths`); on
   * `a`, `target` only as `_blank`, which then gets `rel="noopener noreferrer"` (a `rel` sent is never kept).
   * Event handlers (`on…`) and `style` (see `styles`) cannot be listed. `srcset` can be listed only on an
   * element with a `sources` pattern, and is kept only when every candidate's URL matches that pattern (and
   * has a `400w` or `2x` descriptor at most); otherwise the whole attribute goes.
   */
  attributes?: Readonly<Record<string, readonly string[]>>;
  /** Per element, attributes kept only when their whole value matches (e.g. `img` `loading`: `lazy|eager`). */
  values?: Readonly<Record<string, Readonly<Record<string, RegExp>>>>;
  /** Inline style properties kept, per element, each with the values it may have (e.g. {@link COLOR_VALUES}). */
  styles?: Readonly<Record<string, Readonly<Record<string, readonly RegExp[]>>>>;
  /** URL schemes of `href` and `src` (default `http`, `https`, `mailto`); a URL without one is refused. */
  schemes?: readonly string[];
  /** Also keeps `href` and `src` that are paths of this site (`/uploads/a.png`; not `//host`). Default false. */
  sitePaths?: boolean;
  /**
   * Per element, the only `src` it may have (e.g. `img` from this site's uploads only): an element of a listed
   * tag whose `src` does not match is removed whole.
   */
  sources?: Readonly<Record<string, RegExp>>;
  /** Embedded players (`<iframe>`) from pinned addresses; without this, every iframe goes with its content. */
  iframes?: PinnedIframes;
  /** Per element, the class names it may carry (e.g. the hero title's `<span class="accent">`); others go. */
  classes?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The iframes rich text may embed: only those whose `src` matches one of `sources` (anchored patterns of whole
 * player addresses) are kept, with that `src` and exactly the fixed `attributes` (e.g. a `sandbox`), nothing
 * the author sent, and no content. Any other iframe is removed whole.
 */
export interface PinnedIframes {
  sources: readonly RegExp[];
  attributes: Readonly<Record<string, string>>;
  /**
   * An editor's media embed (CKEditor writes `<oembed url="https://youtu.be/ID">`): the player address an
   * `<oembed>`'s `url` becomes the `src` of, or null to remove it.
   */
  oembed?: (url: string) => string | null;
}

/** Elements whose content is no text for a reader: dropped with the element. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
];

const DEFAULT_SCHEMES = ['http', 'https', 'mailto'];
const URL_ATTRIBUTES = ['href', 'src'];
const SITE_PATH = /^\/(?![/\\])/;

/** The allow-list's mistakes that would let a script through: refused when the sanitiser is made. */
function checkAllowList(allowList: RichTextAllowList): void {
  for (const tag of allowList.tags) {
    if (tag.toLowerCase() === 'iframe' && allowList.iframes) continue;
    if (DROPPED_WITH_CONTENT.includes(tag.toLowerCase())) {
      throw new Error(`Rich text cannot allow <${tag}>: its content is not text`);
    }
  }
  for (const [tag, attributes] of Object.entries(allowList.attributes ?? {})) {
    for (const attribute of attributes) {
      if (/^on/i.test(attribute) || /^(?:style|srcdoc|formaction)$/i.test(attribute)) {
        throw new Error(`Rich text cannot allow the attribute ${attribute} on <${tag}>`);
      }
    }
  }
  for (const [tag, attributes] of Object.entries(allowList.attributes ?? {})) {
    if (attributes.includes('srcset') && !Object.hasOwn(allowList.sources ?? {}, tag)) {
      throw new Error(`Rich text cannot allow srcset on <${tag}> without a pattern of its sources`);
    }
  }
  for (const attribute of Object.keys(allowList.iframes?.attributes ?? {})) {
    if (/^on/i.test(attribute) || /^(?:style|srcdoc|src)$/i.test(attribute)) {
      throw new Error(`Rich text cannot give iframes the attribute ${attribute}`);
    }
  }
}

/** An iframe's fixed attributes and a pinned `src`, or null when `src` is not one of the pinned players. */
function pinnedIframe(iframes: PinnedIframes, src: string | undefined): Record<string, string> | null {
  const value = src?.trim() ?? '';
  if (!iframes.sources.some((source) => source.test(value))) return null;
  return { ...iframes.attributes, src: value };
}

/** One `srcset` candidate: a URL and at most one width (`400w`) or density (`2x`) descriptor. */
const SRCSET_CANDIDATE = /^(\S+)(?:\s+(\d{1,5}w|\d{1,2}(?:\.\d{1,2})?x))?$/;

/**
 * `srcset` with every candidate's URL matching `source`, written back in one form (`url 400w, url 800w`), or
 * null when any candidate does not. The allowed sources hold no commas, so a comma always ends a candidate.
 */
function checkedSrcset(value: string, source: RegExp): string | null {
  const candidates = value.split(',').map((candidate) => candidate.trim());
  const kept: string[] = [];
  for (const candidate of candidates) {
    const match = SRCSET_CANDIDATE.exec(candidate);
    if (!match || !source.test(match[1] as string)) return null;
    kept.push(match[2] ? `${match[1]} ${match[2]}` : (match[1] as string));
  }
  return kept.length > 0 ? kept.join(', ') : null;
}

/**
 * Changes an image's attributes before they are checked (e.g. adds its `srcset`): what it returns passes the
 * allow-list like anything the author wrote.
 */
export type RichTextImageHook = (attribs: Readonly<Record<string, string>>) => Record<string, string>;

/**
 * A sanitiser for `allowList`: `(html) => html` with only what the list allows; plain text comes back as it
 * was, with `<`, `>` and `&` as entities. Throws when the list itself would let a script through. An `image`
 * hook, when given, changes each `<img>`'s attributes first, in document order.
 */
export function richTextSanitizer(
  allowList: RichTextAllowList,
): (html: string, hooks?: { image?: RichTextImageHook }) => string {
  checkAllowList(allowList);
  const schemes = [...(allowList.schemes ?? DEFAULT_SCHEMES)];
  const absolute = new RegExp(`^(?:${schemes.join('|')}):`, 'i');
  const safeUrl = (value: string) =>
    absolute.test(value) || (allowList.sitePaths === true && SITE_PATH.test(value));
  const styles = allowList.styles ?? {};
  const attributes: Record<string, string[]> = {};
  for (const [tag, names] of Object.entries(allowList.attributes ?? {})) {
    attributes[tag] = tag === 'a' && names.includes('target') ? [...names, 'rel'] : [...names];
  }
  // `style` is kept only where properties are listed: sanitize-html keeps every style of a tag without rules.
  for (const tag of Object.keys(styles)) attributes[tag] = [...(attributes[tag] ?? []), 'style'];
  const iframes = allowList.iframes;
  if (iframes) attributes.iframe = ['src', ...Object.keys(iframes.attributes)];
  const sources = allowList.sources ?? {};
  const values = allowList.values ?? {};
  for (const [tag, patterns] of Object.entries(values)) {
    attributes[tag] = [...new Set([...(attributes[tag] ?? []), ...Object.keys(patterns)])];
  }
  const tags = iframes ? [...allowList.tags, 'iframe'] : [...allowList.tags];
  const transforms: IOptions['transformTags'] = {};
  if (iframes) {
    // Checked before the generic rule below: an iframe keeps nothing its author wrote but a pinned address.
    transforms.iframe = (_tagName, attribs) => ({
      tagName: 'iframe',
      attribs: pinnedIframe(iframes, attribs.src) ?? {},
      text: '',
    });
    transforms.oembed = (_tagName, attribs) => {
      const src = iframes.oembed?.(attribs.url?.trim() ?? '') ?? undefined;
      return { tagName: 'iframe', attribs: pinnedIframe(iframes, src) ?? {}, text: '' };
    };
  }

  const options = (image: RichTextImageHook | undefined): IOptions => ({
    allowedTags: tags,
    allowedAttributes: attributes,
    allowedClasses: Object.fromEntries(
      Object.entries(allowList.classes ?? {}).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: schemes,
    allowedSchemesAppliedToAttributes: URL_ATTRIBUTES,
    allowProtocolRelative: false,
    allowedStyles: Object.fromEntries(
      Object.entries(styles).map(([tag, properties]) => [
        tag,
        Object.fromEntries(Object.entries(properties).map(([name, values]) => [name, [...values]])),
      ]),
    ),
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    // An iframe that is not a pinned player, and an element whose `src` is not of its listed kind, go whole.
    exclusiveFilter: (frame) =>
      ((frame.tag === 'iframe' || frame.tag === 'oembed') && iframes !== undefined && !frame.attribs.src) ||
      (Object.hasOwn(sources, frame.tag) && frame.attribs.src === undefined),
    transformTags: {
      ...transforms,
      // Checked again here, strictly, whatever sanitize-html would let through as a relative URL.
      '*': (tagName, given) => {
        const attribs = tagName === 'img' && image ? image(given) : given;
        const kept: Record<string, string> = {};
        const patterns = Object.hasOwn(values, tagName) ? values[tagName] : undefined;
        for (const [name, raw] of Object.entries(attribs)) {
          if (name === 'rel' || name === 'target') continue;
          const value = URL_ATTRIBUTES.includes(name) ? raw.trim() : raw;
          const pattern = patterns && Object.hasOwn(patterns, name) ? patterns[name] : undefined;
          if (pattern && !pattern.test(value)) continue;
          if (!URL_ATTRIBUTES.includes(name) || safeUrl(value)) kept[name] = value;
        }
        const source = Object.hasOwn(sources, tagName) ? sources[tagName] : undefined;
        if (source && kept.src !== undefined && !source.test(kept.src)) delete kept.src;
        if (kept.srcset !== undefined) {
          const srcset = source ? checkedSrcset(kept.srcset, source) : null;
          if (srcset === null) delete kept.srcset;
          else kept.srcset = srcset;
        }
        // A link opened in a new tab must not hand the opened page a handle on this one (window.opener).
        if (tagName === 'a' && attribs.target === '_blank') {
          kept.target = '_blank';
          kept.rel = 'noopener noreferrer';
        }
        return { tagName, attribs: kept };
      },
    },
  });
  const plain = options(undefined);
  return (html, hooks) => sanitizeHtml(html, hooks?.image ? options(hooks.image) : plain);
}
