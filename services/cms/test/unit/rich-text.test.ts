import { describe, expect, it } from '@jest/globals';
import { XSS_PAYLOADS, scriptCapable } from '@referrals/testing';
import { playerAddress, sanitizeCmsHtml } from '../../src/rich-text.ts';
import { STARTER_PAGES } from '../../src/use-cases/starter-pages.ts';

describe('CMS rich text', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))(
    'when given %j, then nothing of it can run',
    (payload) => {
      expect(scriptCapable(sanitizeCmsHtml(payload))).toBeNull();
    },
  );

  it('when content uses what the editor writes, then it is kept as written', () => {
    const html =
      '<h2 style="text-align:center">Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> ' +
      '<span style="color:#e11d48;background-color:rgb(1, 2, 3)">c</span></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>let a = 1;</code></pre><figure><img src="/uploads/a.png" alt="A" /><figcaption>cap</figcaption></figure>' +
      '<table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>' +
      '<p><a href="mailto:a@example.com">m</a> <a href="tel:+442079460018">t</a> <a href="/pricing">p</a></p>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('when the hero title marks its accent, then the accent class stays and any other class goes', () => {
    expect(sanitizeCmsHtml('Grow with <span class="accent">word of mouth</span>')).toBe(
      'Grow with <span class="accent">word of mouth</span>',
    );
    expect(sanitizeCmsHtml('<span class="accent evil">a</span><p class="accent">b</p>')).toBe(
      '<span class="accent">a</span><p>b</p>',
    );
  });

  it('when a starter page is shown, then its title is the page’s own heading, not repeated in its content', () => {
    for (const page of STARTER_PAGES) expect(page.content).not.toMatch(/<h1[\s>]/);
  });

  it('when a link opens a new tab, then it gets rel="noopener noreferrer"', () => {
    expect(sanitizeCmsHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('when an image carries the srcset and hints the CMS writes, then they are kept', () => {
    const html =
      '<img src="/uploads/a.png" alt="A" width="1600" height="900" ' +
      'srcset="/uploads/a.w400.webp 400w, /uploads/a.png 1600w" ' +
      'sizes="(max-width: 760px) calc(100vw - 32px), 712px" loading="lazy" decoding="async" />';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it.each([
    ['srcset="/uploads/a.w400.webp 400w, javascript:alert(1) 800w"', 'a javascript: candidate'],
    ['srcset="https://evil.example/a.png 400w"', 'a candidate of another host'],
    ['srcset="/uploads/a.png 1x" sizes="&quot;><script>alert(1)</script>"', 'markup in sizes'],
    ['loading="javascript:alert(1)" decoding="x"', 'unknown loading and decoding values'],
  ])('when an image has %s (%s), then that goes and the image stays', (attributes) => {
    const html = sanitizeCmsHtml(`<img src="/uploads/a.png" ${attributes}>`);
    expect(html).toMatch(/^<img src="\/uploads\/a\.png"/);
    expect(html).not.toMatch(/javascript|evil|script|decoding/);
    expect(scriptCapable(html)).toBeNull();
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', null],
  ])('when a media embed names %s, then its player is %s', (url, player) => {
    expect(playerAddress(url)).toBe(player);
  });

  it.each(STARTER_PAGES.map((page) => [page.slug, page.content]))(
    'when the starter page %s is sanitised, then nothing of it is lost',
    (_slug, content) => {
      expect(sanitizeCmsHtml(content)).toBe(content);
    },
  );
});
