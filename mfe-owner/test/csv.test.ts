import { describe, expect, it } from '@jest/globals';
import { buildCsv, csvCell, exportFileName } from '../src/features/export/lib/csv.ts';

describe('the CSV of an export (docs/product-rules.md §7)', () => {
  it('when records are exported, then the header row is the chosen fields and each row follows that order', () => {
    const csv = buildCsv(
      [
        { id: 'c1', name: 'Spring', isActive: true, totalReferrals: 3 },
        { id: 'c2', name: 'Autumn', isActive: false, totalReferrals: 0 },
      ],
      ['name', 'id', 'isActive', 'totalReferrals'],
    );
    expect(csv).toBe('name,id,isActive,totalReferrals\r\nSpring,c1,true,3\r\nAutumn,c2,false,0\r\n');
  });

  it('when a value holds a comma, then it is quoted', () => {
    expect(csvCell('name', 'Cuts, Colour & Co')).toBe('"Cuts, Colour & Co"');
  });

  it('when a value holds quotes or line breaks, then it is quoted with the quotes doubled', () => {
    expect(csvCell('testimonial', 'They said "wow"')).toBe('"They said ""wow"""');
    expect(csvCell('description', '<p>one</p>\n<p>two</p>')).toBe('"<p>one</p>\n<p>two</p>"');
    expect(csvCell('description', 'a\r\nb')).toBe('"a\r\nb"');
  });

  it('when a value is null or missing, then the cell is empty', () => {
    expect(buildCsv([{ id: 'r1', testimonial: null }], ['id', 'testimonial', 'heardAboutBusiness'])).toBe(
      'id,testimonial,heardAboutBusiness\r\nr1,,\r\n',
    );
  });

  it('when createdAt and updatedAt are exported, then they read as local dates while other timestamps stay as sent', () => {
    const at = '2026-11-22T12:00:00.000Z';
    const local = new Date(at).toLocaleDateString('en-GB');
    expect(
      buildCsv([{ createdAt: at, updatedAt: at, expiresAt: at }], ['createdAt', 'updatedAt', 'expiresAt']),
    ).toBe(`createdAt,updatedAt,expiresAt\r\n${local},${local},${at}\r\n`);
    expect(local).not.toContain('T12');
  });

  it('when a date field cannot be read, then it is kept as sent', () => {
    expect(csvCell('createdAt', 'not a date')).toBe('not a date');
  });

  it('when there are no records, then the file is the header row alone', () => {
    expect(buildCsv([], ['id', 'email'])).toBe('id,email\r\n');
  });

  it('when the file is named, then it carries the kind and the local day as YYYY-MM-DD', () => {
    const now = new Date(2026, 0, 5, 23, 59);
    expect(exportFileName('campaigns', now)).toBe('campaigns-export-2026-01-05.csv');
    expect(exportFileName('referrers', now)).toBe('referrers-export-2026-01-05.csv');
  });
});
