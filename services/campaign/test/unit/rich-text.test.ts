import { describe, expect, it } from '@jest/globals';
import { sanitizeOptionalRichText, sanitizeRichText } from '../../src/use-cases/rich-text.ts';

describe('the campaign allow-list', () => {
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
