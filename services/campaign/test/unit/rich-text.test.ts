import { describe, expect, it } from '@jest/globals';
import {
  plainTextExcerpt,
  sanitizeOptionalRichText,
  sanitizeRichText,
} from '../../src/use-cases/rich-text.ts';

describe('sanitizeRichText', () => {
  it.each([
    [
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><p>Text</p>',
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><p>Text</p>',
    ],
    [
      '<p><strong>b</strong><b>b</b><em>i</em><i>i</i><u>u</u><br></p>',
      '<p><strong>b</strong><b>b</b><em>i</em><i>i</i><u>u</u><br /></p>',
    ],
    ['<ol><li>one</li></ol><ul><li>two</li></ul>', '<ol><li>one</li></ol><ul><li>two</li></ul>'],
    ['<a href="https://example.com/a?b=1&c=2">x</a>', '<a href="https://example.com/a?b=1&amp;c=2">x</a>'],
    ['<a href="mailto:hello@example.com">mail</a>', '<a href="mailto:hello@example.com">mail</a>'],
    [
      '<a href="https://example.com" target="_blank">new tab</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a>',
    ],
    [
      '<span style="color:hsl(0, 75%, 60%);background-color:#ff0000">both colours</span>',
      '<span style="color:hsl(0, 75%, 60%);background-color:#ff0000">both colours</span>',
    ],
    [
      '<span style="color:rgba(0, 0, 0, 0.5);background-color:hsla(120, 50%, 50%, .3)">x</span>',
      '<span style="color:rgba(0, 0, 0, 0.5);background-color:hsla(120, 50%, 50%, .3)">x</span>',
    ],
    ['<span style="color: rgb(230, 77, 77)">x</span>', '<span style="color:rgb(230, 77, 77)">x</span>'],
    ['<span style="background-color: yellow">x</span>', '<span style="background-color:yellow">x</span>'],
    ['Plain text &amp; more, 1 < 2', 'Plain text &amp; more, 1 &lt; 2'],
  ])('when %j is sanitised, then the formatting %j is kept', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it.each([
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<SCRIPT src=x></SCRIPT>ok', 'ok'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<p onclick="alert(1)" class="x" style="color:red">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a><a href="/relative">y</a>', '<a>x</a><a>y</a>'],
    [
      '<a href="https://example.com" target="_self" rel="opener" onmouseover="x()">x</a>',
      '<a href="https://example.com">x</a>',
    ],
    [
      '<span style="color: #ff0000; background-image: url(x)">red</span>',
      '<span style="color:#ff0000">red</span>',
    ],
    ['<span style="color: expression(alert(1))">x</span>', '<span>x</span>'],
    ['<span style="color: url(javascript:alert(1))">x</span>', '<span>x</span>'],
    [
      '<span style="color: red; position: fixed; font-size: 90px">x</span>',
      '<span style="color:red">x</span>',
    ],
    ['<div><iframe src="https://example.com"></iframe>kept</div>', 'kept'],
    ['<svg><script>alert(1)</script></svg><style>p{}</style>ok', 'ok'],
    ['<!-- hidden --><p>x</p>', '<p>x</p>'],
    ['<h4>small</h4><blockquote>quote</blockquote><table><tr><td>cell</td></tr></table>', 'smallquotecell'],
  ])('when %j is sanitised, then only %j remains', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('when an optional field is absent, then it stays absent, and an empty one stays empty', () => {
    expect(sanitizeOptionalRichText(undefined)).toBeUndefined();
    expect(sanitizeOptionalRichText('')).toBe('');
  });
});

describe('plainTextExcerpt', () => {
  const excerptOf = (html: string, max = 40) => plainTextExcerpt(sanitizeRichText(html), max);

  it.each([
    ['<h2>Bring a friend</h2><p>Both of you <strong>save</strong>.</p>', 'Bring a friend Both of you save.'],
    ['<ul><li>Cut</li><li>Colour</li></ul><p>Line<br>break</p>', 'Cut Colour Line break'],
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
    expect(excerptOf('<p> </p><p><br></p>')).toBeUndefined();
    expect(excerptOf('')).toBeUndefined();
  });
});
