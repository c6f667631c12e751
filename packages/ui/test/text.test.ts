import { describe, expect, it } from '@jest/globals';
import { formatDate } from '../src/text/dates.ts';
import { initials } from '../src/text/initials.ts';
import { decodeHtmlEntities, stripHtml } from '../src/text/plain-text.ts';

describe('stripHtml', () => {
  it('when rich text is flattened, then tags go, block boundaries become spaces and inline tags leave words whole', () => {
    expect(stripHtml('<h2>Spring</h2><p>Bring a <em>friend</em>,<br>get <strong>10%</strong> off</p>')).toBe(
      'Spring Bring a friend, get 10% off',
    );
  });

  it('when the text holds character references, then they are decoded once', () => {
    expect(
      stripHtml('<p>Fish &amp; chips for &pound;5 &#8211; it&#x2019;s &lt;b&gt;great&lt;/b&gt;</p>'),
    ).toBe('Fish & chips for £5 – it’s <b>great</b>');
  });

  it('when scripts, styles or comments hide in the markup, then their content is dropped', () => {
    expect(stripHtml('<style>p{color:red}</style><p>Hi<!-- note --></p><script>alert(1)</script>')).toBe(
      'Hi',
    );
  });

  it('when there is no description, then the text is empty', () => {
    expect(stripHtml(null)).toBe('');
    expect(stripHtml('<p>&nbsp;</p>')).toBe('');
  });

  it('when a reference is unknown or out of range, then it is kept or replaced as a browser would', () => {
    expect(decodeHtmlEntities('&madeup; &#0; &#x110000;')).toBe('&madeup; \uFFFD \uFFFD');
  });
});

describe('initials', () => {
  it('when a name has two parts, then the initials are their first letters in capitals', () => {
    expect(initials('ada', 'lovelace')).toBe('AL');
    expect(initials(' Émile ', 'Zola')).toBe('ÉZ');
  });

  it('when parts are blank or missing, then the others are used, and "?" when none is left', () => {
    expect(initials('Cher', '')).toBe('C');
    expect(initials(undefined, null)).toBe('?');
  });
});

describe('formatDate', () => {
  it('when a timestamp is formatted, then it reads as day, short month and year', () => {
    expect(formatDate('2026-11-22T12:00:00.000Z')).toMatch(/^2[12] Nov 2026$/);
  });

  it('when the timestamp is missing or unreadable, then nothing is shown', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('soon')).toBe('');
  });
});
