import { describe, expect, it } from '@jest/globals';
import { escapeHtml, parseHtmlTemplate } from '../src/static/html-template.ts';

/** The shape of the page `packages/rspack-config` builds for the shell. */
const BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="ReferralHub: referral programmes for local businesses." />
    <title>ReferralHub</title>
    <style>
      html, body { margin: 0; }
    </style>
  <script defer src="/static/js/main.1a2b3c4d.js"></script></head>
  <body>
    <noscript>ReferralHub needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

describe('parseHtmlTemplate', () => {
  it('when the built page is rendered, then the tags take the title’s place and indentation and its description is gone', () => {
    const page = parseHtmlTemplate(BUILT_PAGE).render([
      '<title>A</title>',
      '<meta name="description" content="B" />',
    ]);

    expect(page).toBe(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>A</title>
    <meta name="description" content="B" />
    <style>
      html, body { margin: 0; }
    </style>
  <script defer src="/static/js/main.1a2b3c4d.js"></script></head>
  <body>
    <noscript>ReferralHub needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>
`);
  });

  it('when the page already has link-preview tags, then they are removed so none appears twice', () => {
    const page = parseHtmlTemplate(
      [
        '<html><head>',
        '<TITLE lang="en">Old</TITLE>',
        "<meta property='og:title' content='Old'>",
        '<meta name="twitter:card" content="summary">',
        '<meta name=robots content=noindex>',
        '<link rel="canonical" href="https://old.example/">',
        '<meta name="viewport" content="width=device-width">',
        '</head><body></body></html>',
      ].join('\n'),
    ).render(['<title>New</title>']);

    expect(page).toBe(
      '<html><head>\n<title>New</title>\n<meta name="viewport" content="width=device-width">\n</head><body></body></html>',
    );
  });

  it('when the page is on one line, then the tags are written in line too', () => {
    const page = parseHtmlTemplate('<!doctype html><title>x</title><div id="root"></div>').render([
      '<a>',
      '<b>',
    ]);

    expect(page).toBe('<!doctype html><a><b><div id="root"></div>');
  });

  it('when the page has no title, then the tags go at the end of the head', () => {
    const page = parseHtmlTemplate('<html><head><meta charset="utf-8"></head><body></body></html>').render([
      '<title>T</title>',
    ]);

    expect(page).toBe('<html><head><meta charset="utf-8"><title>T</title></head><body></body></html>');
  });

  it('when late tags are given, then they go at the end of the head, after the build’s own scripts', () => {
    const page = parseHtmlTemplate(
      '<html><head><title>x</title><script defer src="/main.js"></script></head><body></body></html>',
    ).render(['<title>T</title>'], ['<link rel="preload" href="/a.js" as="script" />']);

    expect(page).toBe(
      '<html><head><title>T</title><script defer src="/main.js"></script><link rel="preload" href="/a.js" as="script" /></head><body></body></html>',
    );
  });

  it('when the page does not close its head, then late tags follow the head tags', () => {
    const page = parseHtmlTemplate('<!doctype html><title>x</title><div id="root"></div>').render(
      ['<title>T</title>'],
      ['<link rel="preload" href="/a.js" as="script" />'],
    );

    expect(page).toBe(
      '<!doctype html><title>T</title><link rel="preload" href="/a.js" as="script" /><div id="root"></div>',
    );
  });

  it('when a page is rendered on demand, then the page loader takes the entry’s place and names the entry', () => {
    const template = parseHtmlTemplate(BUILT_PAGE, '/page-loader/page-loader.0a1b2c3d4e.js');

    const onDemand = template.render(['<title>T</title>'], [], '<div id="server-page">x</div>', true);
    const atOnce = template.render(['<title>T</title>'], [], '<div id="server-page">x</div>');

    expect(onDemand).toContain(
      '<script defer src="/page-loader/page-loader.0a1b2c3d4e.js" data-entry="/static/js/main.1a2b3c4d.js"></script></head>',
    );
    expect(onDemand).not.toContain('<script defer src="/static/js/main.1a2b3c4d.js">');
    expect(atOnce).toContain('<script defer src="/static/js/main.1a2b3c4d.js"></script></head>');
    expect(atOnce).not.toContain('page-loader');
  });

  it('when the build has no page loader, then a page rendered on demand keeps the entry', () => {
    const page = parseHtmlTemplate(BUILT_PAGE).render(['<title>T</title>'], [], '<p>x</p>', true);

    expect(page).toContain('<script defer src="/static/js/main.1a2b3c4d.js"></script></head>');
  });

  it('when the page has neither a title nor a head, then it is refused', () => {
    expect(() => parseHtmlTemplate('<div id="root"></div>')).toThrow(
      'The shell page has neither a <title> nor a </head> to put page tags in',
    );
  });
});

describe('escapeHtml', () => {
  it('when text holds markup characters and quotes, then each is replaced by its entity and other text is kept', () => {
    expect(escapeHtml(`a & b < c > d " e ' f </title> café 日本 🎉`)).toBe(
      'a &amp; b &lt; c &gt; d &quot; e &#39; f &lt;/title&gt; café 日本 🎉',
    );
  });

  it('when text is already escaped, then its ampersands are escaped again (the value is text, not markup)', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
