/**
 * Hostile HTML in the manner of the OWASP XSS filter evasion cheat sheet: what a rich-text field must never
 * give back in a form a browser would run. Each entry is one attempt; {@link scriptCapable} says what of a
 * sanitiser's output could still run script.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script\x20type="text/javascript">javascript:alert(1);</script>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert(1)`>',
  '<img src="/uploads/a.png" onload="alert(1)">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<a href="https://example.com" onmouseover="alert(1)" target="_blank">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abcdefgh" onload="alert(1)" srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abcdefgh?autoplay=1&amp;x=javascript:alert(1)"></iframe>',
  '<figure class="media"><oembed url="javascript:alert(1)"></oembed></figure>',
  '<figure class="media"><oembed url="https://evil.example/watch?v=abcdefgh"></oembed></figure>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<p style="background-image:url(javascript:alert(1))">x</p>',
  '<p style="width:expression(alert(1))">x</p>',
  '<span style="color:red;behavior:url(xss.htc)">x</span>',
  '<div style="color: expression(alert(1))">x</div>',
  '<style>@import "https://xss.example/xss.css";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">x</td>',
  '<p <script>alert(1)</script>>x</p>',
  '<a href="https://example.com"<script>alert(1)</script>>x</a>',
  '<img """><script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<xmp><script>alert(1)</script></xmp>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<a href="tel:+44 20 7946 0018" onclick="alert(1)">call</a>',
  '<blockquote cite="javascript:alert(1)">x</blockquote>',
  '<img src="/uploads/../../etc/passwd">',
  '<img src="/uploads/a.png" srcset="javascript:alert(1) 1x">',
  '<div><p><b><i><u>unclosed <script>alert(1)',
];

/** Elements that can run script, load another document or take input, whatever their attributes. */
const SCRIPT_CAPABLE_TAGS =
  /^(?:script|style|svg|math|object|embed|applet|form|input|button|textarea|select|base|link|meta|frame|frameset|template|body|html|video|audio|source|details|marquee|xmp|noscript)$/i;
/** Addresses a rich text may link to or load: http(s), mailto, tel, and this site's paths. */
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;
const PINNED_PLAYER =
  /^https:\/\/(?:www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[A-Za-z0-9_-]+$/;

/**
 * What of `html` (a sanitiser's output, whose attributes are double-quoted) could run script, or null when
 * nothing could: a script-capable element, an event handler or `srcdoc`, an address (a srcset's too) of
 * another scheme, a style with `expression(` or `url(`, or an iframe that is not a pinned player or is not
 * sandboxed.
 */
export function scriptCapable(html: string): string | null {
  for (const [tag, name, attributes = ''] of html.matchAll(/<\/?([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    if (SCRIPT_CAPABLE_TAGS.test(name!)) return `element ${tag}`;
    for (const [, attribute, value = ''] of attributes.matchAll(/([^\s=/"']+)(?:="([^"]*)")?/g)) {
      const lower = attribute!.toLowerCase();
      if (/^on/.test(lower) || /^(?:srcdoc|formaction|xlink:href|background)$/.test(lower))
        return `attribute ${lower} in ${tag}`;
      if (/^(?:href|src|action|cite|data)$/.test(lower) && !SAFE_URL.test(decode(value)))
        return `address ${value} in ${tag}`;
      // Each candidate of a srcset is an address: `url 400w, url 2x`.
      if (
        lower === 'srcset' &&
        !decode(value)
          .split(',')
          .every((candidate) => SAFE_URL.test(candidate.trim()))
      )
        return `srcset ${value} in ${tag}`;
      if (lower === 'style' && /expression\s*\(|url\s*\(|behavior|javascript:/i.test(decode(value)))
        return `style ${value} in ${tag}`;
    }
    if (name!.toLowerCase() === 'iframe' && !tag.startsWith('</')) {
      const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1] ?? '';
      if (!PINNED_PLAYER.test(src)) return `iframe ${tag}`;
      if (
        !/\ssandbox="[^"]*"/.test(attributes) ||
        /allow-top-navigation|allow-forms|allow-popups/.test(attributes)
      )
        return `iframe without a tight sandbox ${tag}`;
    }
  }
  return null;
}

function decode(value: string): string {
  return (
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;/gi, ':')
      .replace(/&tab;|&newline;/gi, '')
      .split('')
      // Browsers skip control characters and spaces inside a URL's scheme (`jav\tascript:`).
      .filter((char) => char.charCodeAt(0) > 0x20)
      .join('')
  );
}
