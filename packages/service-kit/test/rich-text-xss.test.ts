import { describe, expect, it } from '@jest/globals';
import { XSS_PAYLOADS, scriptCapable } from '@referrals/testing';
import { COLOR_VALUES, richTextSanitizer, type RichTextAllowList } from '../src/index.ts';

/**
 * A page editor's list as wide as the kit lets one be: links of every safe scheme and to this site, images
 * from the uploads only, coloured and aligned text, tables, and pinned video players in a sandbox.
 */
const PAGE_EDITOR: RichTextAllowList = {
  tags: ['h2', 'p', 'a', 'img', 'span', 'div', 'table', 'tr', 'td', 'blockquote', 'figure', 'b', 'i', 'u'],
  attributes: { a: ['href', 'target'], img: ['src', 'alt'], td: ['colspan'] },
  styles: {
    p: { 'text-align': [/^(?:left|center|right)$/], color: COLOR_VALUES },
    span: { color: COLOR_VALUES },
  },
  schemes: ['http', 'https', 'mailto', 'tel'],
  sitePaths: true,
  sources: { img: /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/ },
  iframes: {
    sources: [/^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{6,20}$/],
    attributes: { sandbox: 'allow-scripts allow-same-origin allow-presentation', allowfullscreen: '' },
    oembed: (url) => {
      const id = /^https:\/\/youtu\.be\/([A-Za-z0-9_-]{6,20})$/.exec(url)?.[1];
      return id ? `https://www.youtube.com/embed/${id}` : null;
    },
  },
};
const sanitize = richTextSanitizer(PAGE_EDITOR);
const PLAYER_ATTRIBUTES = 'sandbox="allow-scripts allow-same-origin allow-presentation" allowfullscreen';

describe('rich text sanitiser against hostile HTML', () => {
  it('has a corpus of at least 40 attempts', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))(
    'when given %j, then nothing of it can run',
    (payload) => {
      expect(scriptCapable(sanitize(payload))).toBeNull();
    },
  );

  it('when the checker sees script-capable HTML, then it says so (the corpus test can fail)', () => {
    expect(scriptCapable('<p onclick="x">a</p>')).toMatch('onclick');
    expect(scriptCapable('<a href="javascript:alert(1)">a</a>')).toMatch('address');
    expect(scriptCapable('<iframe src="https://evil.example/x"></iframe>')).toMatch('iframe');
    expect(scriptCapable('<svg></svg>')).toMatch('svg');
    expect(scriptCapable('<img src="/uploads/a.png" srcset="/uploads/a.png 1x, javascript:x 2x">')).toMatch(
      'srcset',
    );
  });

  it('when an iframe is a pinned player, then it is kept with the fixed attributes only', () => {
    expect(
      sanitize('<iframe src="https://www.youtube.com/embed/abcdefgh" onload="x()" width="9">text</iframe>'),
    ).toBe(`<iframe ${PLAYER_ATTRIBUTES} src="https://www.youtube.com/embed/abcdefgh"></iframe>`);
  });

  it('when a media embed names a known player, then it becomes that iframe; any other goes', () => {
    expect(sanitize('<figure><oembed url="https://youtu.be/abcdefgh"></oembed></figure>')).toBe(
      `<figure><iframe ${PLAYER_ATTRIBUTES} src="https://www.youtube.com/embed/abcdefgh"></iframe></figure>`,
    );
    expect(sanitize('<figure><oembed url="https://evil.example/abcdefgh"></oembed></figure>')).toBe(
      '<figure></figure>',
    );
  });

  it('when an image is not from the uploads, then it goes whole; one from the uploads stays', () => {
    expect(sanitize('<img src="https://evil.example/a.png" alt="a"><img src="/uploads/b.png" alt="b">')).toBe(
      '<img src="/uploads/b.png" alt="b" />',
    );
  });

  it('when a list gives iframes a dangerous attribute, then the sanitiser is refused', () => {
    expect(() =>
      richTextSanitizer({
        tags: ['p'],
        iframes: { sources: [/^https:\/\/x\/$/], attributes: { srcdoc: '' } },
      }),
    ).toThrow('srcdoc');
  });

  it('when a list has no iframes option, then iframes stay refused as before', () => {
    expect(() => richTextSanitizer({ tags: ['p', 'iframe'] })).toThrow('<iframe>');
  });
});

describe('rich text sanitiser and srcset', () => {
  const images = richTextSanitizer({
    tags: ['p', 'img'],
    attributes: { img: ['src', 'alt', 'srcset'] },
    values: { img: { loading: /^(?:lazy|eager)$/ } },
    sitePaths: true,
    sources: { img: /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/ },
  });

  it('when every srcset candidate is an upload, then srcset is kept in one form', () => {
    expect(
      images('<img src="/uploads/a.png" srcset=" /uploads/a.w400.webp  400w,/uploads/a.png 1600w ">'),
    ).toBe('<img src="/uploads/a.png" srcset="/uploads/a.w400.webp 400w, /uploads/a.png 1600w" />');
    expect(images('<img src="/uploads/a.png" srcset="/uploads/a.png, /uploads/b.png 2x">')).toBe(
      '<img src="/uploads/a.png" srcset="/uploads/a.png, /uploads/b.png 2x" />',
    );
  });

  it.each([
    ['a javascript: candidate', '/uploads/a.w400.webp 400w, javascript:alert(1) 800w'],
    ['a candidate of another host', 'https://evil.example/a.png 400w'],
    ['a protocol-relative candidate', '//evil.example/a.png 400w'],
    ['a data: candidate', 'data:image/svg+xml;base64,PHN2Zz4= 400w'],
    ['a path outside the uploads', '/api/admin/cms/media 400w'],
    ['a path climbing out of the uploads', '/uploads/../admin 400w'],
    ['an unknown descriptor', '/uploads/a.png 400w onerror=x'],
    ['an empty candidate', '/uploads/a.png 400w,,'],
  ])('when srcset holds %s, then the whole srcset goes and the image stays', (_case, srcset) => {
    const html = images(`<img src="/uploads/a.png" srcset="${srcset}" alt="A">`);
    expect(html).toBe('<img src="/uploads/a.png" alt="A" />');
    expect(scriptCapable(html)).toBeNull();
  });

  it('when an attribute has listed values, then only those are kept', () => {
    expect(images('<img src="/uploads/a.png" loading="lazy">')).toBe(
      '<img src="/uploads/a.png" loading="lazy" />',
    );
    expect(images('<img src="/uploads/a.png" loading="javascript:x">')).toBe('<img src="/uploads/a.png" />');
  });

  it('when an image hook adds attributes, then they pass the allow-list like the author’s', () => {
    expect(
      images('<p><img src="/uploads/a.png"></p>', {
        image: (attribs) => ({
          ...attribs,
          srcset: '/uploads/a.w400.webp 400w',
          onerror: 'x()',
          loading: 'lazy',
        }),
      }),
    ).toBe('<p><img src="/uploads/a.png" srcset="/uploads/a.w400.webp 400w" loading="lazy" /></p>');
    expect(
      images('<img src="/uploads/a.png">', {
        image: (attribs) => ({ ...attribs, srcset: 'https://evil.example/a 1w' }),
      }),
    ).toBe('<img src="/uploads/a.png" />');
  });

  it('when a list allows srcset on an element without a pattern of its sources, then it is refused', () => {
    expect(() => richTextSanitizer({ tags: ['img'], attributes: { img: ['src', 'srcset'] } })).toThrow(
      'srcset',
    );
  });
});
