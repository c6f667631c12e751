import { describe, expect, it } from '@jest/globals';
import { COLOR_VALUES, plainTextExcerpt, richTextSanitizer, type RichTextAllowList } from '../src/index.ts';

/** A page editor's wider list, as a CMS would have it: images, headings, tables, aligned paragraphs. */
const WIDE: RichTextAllowList = {
  tags: ['h1', 'h2', 'h4', 'p', 'a', 'img', 'table', 'tbody', 'tr', 'td', 'span'],
  attributes: { a: ['href', 'target'], img: ['src', 'alt'] },
  styles: { p: { 'text-align': [/^(?:left|center|right)$/] }, span: { color: COLOR_VALUES } },
  schemes: ['https'],
  sitePaths: true,
};
const wide = richTextSanitizer(WIDE);
/** The narrowest list: paragraphs and links. */
const narrow = richTextSanitizer({ tags: ['p', 'a'], attributes: { a: ['href'] } });

describe('rich text sanitiser', () => {
  it.each([
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<SCRIPT src=x></SCRIPT>ok', 'ok'],
    [
      '<svg><script>alert(1)</script></svg><style>p{}</style><iframe src="https://x.example"></iframe>ok',
      'ok',
    ],
    ['<template><p>hidden</p></template><noscript>no</noscript><!-- c --><p>x</p>', '<p>x</p>'],
  ])('when %j holds scripts, then they go with their content: %j', (input, expected) => {
    expect(wide(input)).toBe(expected);
  });

  it.each([
    ['<p onclick="alert(1)" onmouseover="x()">x</p>', '<p>x</p>'],
    [
      '<img src="https://cdn.example/a.png" onerror="alert(1)" alt="A">',
      '<img src="https://cdn.example/a.png" alt="A" />',
    ],
    ['<a href="https://example.com" onfocus="x()" autofocus>x</a>', '<a href="https://example.com">x</a>'],
  ])('when %j has event handlers, then only the listed attributes remain: %j', (input, expected) => {
    expect(wide(input)).toBe(expected);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href=" JaVaScRiPt:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="//evil.example">x</a>',
    '<a href="relative/path">x</a>',
  ])('when a link is %j, then its address goes and its text stays', (input) => {
    expect(narrow(input)).toBe('<a>x</a>');
  });

  it('when links and images name addresses, then only the listed schemes and, if allowed, site paths stay', () => {
    expect(narrow('<a href="mailto:a@example.com">m</a><a href="http://example.com/?a=1&b=2">h</a>')).toBe(
      '<a href="mailto:a@example.com">m</a><a href="http://example.com/?a=1&amp;b=2">h</a>',
    );
    expect(narrow('<a href="/uploads/a.png">x</a>')).toBe('<a>x</a>');
    expect(
      wide(
        '<img src="/uploads/a.png"><img src="//evil.example/a.png"><img src="http://plain.example/a.png">',
      ),
    ).toBe('<img src="/uploads/a.png" /><img /><img />');
    expect(wide('<img src="javascript:alert(1)"><a href="mailto:a@example.com">m</a>')).toBe(
      '<img /><a>m</a>',
    );
  });

  it('when a link opens a new tab, then it gets rel="noopener noreferrer" and no other target or rel is kept', () => {
    expect(wide('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(wide('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
    expect(narrow('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it.each([
    [
      '<span style="color: #ff0000; background-image: url(x)">red</span>',
      '<span style="color:#ff0000">red</span>',
    ],
    [
      '<span style="color: rgb(230, 77, 77); position: fixed">x</span>',
      '<span style="color:rgb(230, 77, 77)">x</span>',
    ],
    ['<span style="color: expression(alert(1))">x</span>', '<span>x</span>'],
    ['<span style="color: url(javascript:alert(1))">x</span>', '<span>x</span>'],
    ['<p style="text-align: center; color: red">x</p>', '<p style="text-align:center">x</p>'],
    ['<p style="text-align: justify">x</p>', '<p>x</p>'],
    ['<h1 style="color: red">x</h1>', '<h1>x</h1>'],
  ])('when %j is styled, then only the listed properties with listed values stay: %j', (input, expected) => {
    expect(wide(input)).toBe(expected);
  });

  it('when an element is not in the list, then it goes and its text stays, whichever list', () => {
    const table =
      '<h4>Hours</h4><table><tbody><tr><td>Mon</td></tr></tbody></table><blockquote>q</blockquote>';

    expect(wide(table)).toBe('<h4>Hours</h4><table><tbody><tr><td>Mon</td></tr></tbody></table>q');
    expect(narrow(table)).toBe('HoursMonq');
    expect(narrow('<p><img src="https://cdn.example/a.png">Plain &amp; 1 < 2</p>')).toBe(
      '<p>Plain &amp; 1 &lt; 2</p>',
    );
  });

  it('when an allow-list would let a script through, then no sanitiser is made of it', () => {
    expect(() => richTextSanitizer({ tags: ['p', 'script'] })).toThrow('<script>');
    expect(() => richTextSanitizer({ tags: ['p'], attributes: { p: ['onclick'] } })).toThrow('onclick');
    expect(() => richTextSanitizer({ tags: ['span'], attributes: { span: ['style'] } })).toThrow('style');
    expect(() => richTextSanitizer({ tags: ['iframe'], attributes: { iframe: ['srcdoc'] } })).toThrow();
  });
});

describe('plainTextExcerpt', () => {
  const excerptOf = (html: string, max = 40) => plainTextExcerpt(wide(html), max);

  it.each([
    ['<h2>Bring a friend</h2><p>Both of you <span>save</span>.</p>', 'Bring a friend Both of you save.'],
    ['<table><tbody><tr><td>Mon</td><td>9-5</td></tr></tbody></table><p>Line</p>', 'Mon 9-5 Line'],
    ['<p>Fish &amp; chips &lt;3 &gt; "quoted"</p>', 'Fish & chips <3 > "quoted"'],
    ['<p>&amp;lt; stays written out</p>', '&lt; stays written out'],
    ['<p>  spaced&nbsp;&nbsp;out\n\ttext </p>', 'spaced out text'],
  ])('when the stored text is %j, then the excerpt reads %j', (html, expected) => {
    expect(excerptOf(html)).toBe(expected);
  });

  it('when the text is longer than the bound, then it is cut after a word and ends with an ellipsis', () => {
    const excerpt = excerptOf('<p>Refer a friend to the salon and both of you get a free fringe trim</p>');
    expect(excerpt).toBe('Refer a friend to the salon and both of…');
    expect(excerpt!.length).toBeLessThanOrEqual(40);
    expect(excerptOf(`<p>${'x'.repeat(60)}</p>`)).toBe(`${'x'.repeat(39)}…`);
  });

  it('when the rich text has no words, then there is no excerpt', () => {
    expect(excerptOf('<p> </p><p><img src="/uploads/a.png"></p>')).toBeUndefined();
    expect(excerptOf('')).toBeUndefined();
  });
});
