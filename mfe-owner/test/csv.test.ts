import { describe, expect, it } from '@jest/globals';
import { buildCsv, csvCell, exportFileName } from '../src/features/export/lib/csv.ts';

const ORIGIN = 'https://referrals.example';

describe('the CSV of an export (docs/product-rules.md §7)', () => {
  it('when records are exported, then the header row is the chosen fields and each row follows that order', () => {
    const csv = buildCsv(
      [
        { id: 'c1', name: 'Spring', isActive: true, totalReferrals: 3 },
        { id: 'c2', name: 'Autumn', isActive: false, totalReferrals: 0 },
      ],
      ['name', 'id', 'isActive', 'totalReferrals'],
      ORIGIN,
    );
    expect(csv).toBe('name,id,isActive,totalReferrals\r\nSpring,c1,Yes,3\r\nAutumn,c2,No,0\r\n');
  });

  it('when a value holds a comma, then it is quoted', () => {
    expect(csvCell('name', 'Cuts, Colour & Co', ORIGIN)).toBe('"Cuts, Colour & Co"');
  });

  it('when a value holds quotes or line breaks, then it is quoted with the quotes doubled', () => {
    expect(csvCell('testimonial', 'They said "wow"', ORIGIN)).toBe('"They said ""wow"""');
    expect(csvCell('testimonial', 'one\ntwo', ORIGIN)).toBe('"one\ntwo"');
    expect(csvCell('testimonial', 'a\r\nb', ORIGIN)).toBe('"a\r\nb"');
    expect(csvCell('testimonial', '"', ORIGIN)).toBe('""""');
  });

  it('when a quoted cell is read back by the RFC 4180 rules, then it is the value exactly', () => {
    const value = 'He said "come in",\r\nthen "bring a friend"';
    const cell = csvCell('testimonial', value, ORIGIN);
    expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
    expect(cell.slice(1, -1).replaceAll('""', '"')).toBe(value);
  });

  it('when a rich text field is exported, then the cell is its words without markup', () => {
    expect(
      csvCell('description', '<p>Bring a <strong>friend</strong></p><p>Fish &amp; chips</p>', ORIGIN),
    ).toBe('Bring a friend Fish & chips');
    expect(csvCell('refereeContent2Body', '<ul><li>One</li><li>Two</li></ul>', ORIGIN)).toBe('One Two');
  });

  it('when an image was uploaded to the site, then its address is absolute; an absolute one stays', () => {
    expect(csvCell('headerImage', '/uploads/header.png', ORIGIN)).toBe(`${ORIGIN}/uploads/header.png`);
    expect(csvCell('refereeContent1Image', '/uploads/a b.png', ORIGIN)).toBe(`${ORIGIN}/uploads/a%20b.png`);
    expect(csvCell('logoImage', 'https://cdn.example/logo.png', ORIGIN)).toBe('https://cdn.example/logo.png');
    expect(csvCell('logoImage', '', ORIGIN)).toBe('');
  });

  it.each(['=HYPERLINK("http://x")', '+44 7700 900123', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'when a text starts like a formula (%j), then the cell is led by an apostrophe so it stays text',
    (value) => {
      const cell = csvCell('testimonial', value, ORIGIN);
      const text = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect(text).toBe(`'${value}`);
    },
  );

  it('when a formula hides behind rich text, then the plain text is neutralised too', () => {
    expect(csvCell('description', '<p>=1+1</p>', ORIGIN)).toBe("'=1+1");
  });

  it('when a number or a flag is exported, then a number is written as it is and a flag in words', () => {
    expect(csvCell('conversionRate', -5, ORIGIN)).toBe('-5');
    expect(csvCell('isActive', false, ORIGIN)).toBe('No');
    expect(csvCell('isVerified', true, ORIGIN)).toBe('Yes');
  });

  it('when a value is null or missing, then the cell is empty', () => {
    expect(
      buildCsv([{ id: 'r1', testimonial: null }], ['id', 'testimonial', 'heardAboutBusiness'], ORIGIN),
    ).toBe('id,testimonial,heardAboutBusiness\r\nr1,,\r\n');
  });

  it('when createdAt, updatedAt and redeemedAt are exported, then they read as local dates while other timestamps stay as sent', () => {
    const at = '2026-11-22T12:00:00.000Z';
    const local = new Date(at).toLocaleDateString('en-GB');
    expect(
      buildCsv(
        [{ createdAt: at, updatedAt: at, redeemedAt: at, expiresAt: at }],
        ['createdAt', 'updatedAt', 'redeemedAt', 'expiresAt'],
        ORIGIN,
      ),
    ).toBe(`createdAt,updatedAt,redeemedAt,expiresAt\r\n${local},${local},${local},${at}\r\n`);
    expect(local).not.toContain('T12');
  });

  it('when a date field cannot be read, then it is kept as sent', () => {
    expect(csvCell('createdAt', 'not a date', ORIGIN)).toBe('not a date');
  });

  it('when there are no records, then the file is the header row alone', () => {
    expect(buildCsv([], ['id', 'email'], ORIGIN)).toBe('id,email\r\n');
  });

  it('when the file is named, then it carries the kind and the local day as YYYY-MM-DD', () => {
    const now = new Date(2026, 0, 5, 23, 59);
    expect(exportFileName('campaigns', now)).toBe('campaigns-export-2026-01-05.csv');
    expect(exportFileName('referrers', now)).toBe('referrers-export-2026-01-05.csv');
    expect(exportFileName('friends', now)).toBe('friends-export-2026-01-05.csv');
  });
});
