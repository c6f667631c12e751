import { describe, expect, it } from '@jest/globals';
import {
  CAMPAIGN_EXPORT_FIELDS,
  defaultExportFields,
  exportFieldLabel,
  FRIEND_EXPORT_FIELDS,
  orderedExportFields,
  REFERRER_EXPORT_FIELDS,
} from '../src/features/export/lib/export-fields.ts';

describe('the export fields (docs/product-rules.md §3 "Export records")', () => {
  it('when Campaigns is chosen, then every campaign field is ticked except the three statistics', () => {
    const ticked = defaultExportFields('campaigns');
    expect(ticked).toEqual(
      CAMPAIGN_EXPORT_FIELDS.filter(
        (field) => !['totalReferrals', 'activeReferrers', 'conversionRate'].includes(field),
      ),
    );
    expect(ticked).toEqual(expect.arrayContaining(['id', 'name', 'description', 'isActive', 'createdAt']));
    expect(CAMPAIGN_EXPORT_FIELDS).toEqual(
      expect.arrayContaining(['totalReferrals', 'activeReferrers', 'conversionRate']),
    );
  });

  it('when Referrers is chosen, then every referrer field is ticked except campaignId', () => {
    expect(defaultExportFields('referrers')).toEqual(
      REFERRER_EXPORT_FIELDS.filter((field) => field !== 'campaignId'),
    );
    expect(REFERRER_EXPORT_FIELDS).toContain('campaignId');
    expect(REFERRER_EXPORT_FIELDS).not.toContain('password');
  });

  it('when Friends is chosen, then every friend field is ticked except campaignId, consent and voucher among them', () => {
    expect(defaultExportFields('friends')).toEqual(
      FRIEND_EXPORT_FIELDS.filter((field) => field !== 'campaignId'),
    );
    expect(FRIEND_EXPORT_FIELDS).toEqual(
      expect.arrayContaining(['marketingConsent', 'state', 'voucherCode', 'redeemedAt', 'redeemedBy']),
    );
    expect(REFERRER_EXPORT_FIELDS).toContain('marketingConsent');
  });

  it('when fields were ticked in any order, then the columns follow the file order and unknown names are dropped', () => {
    expect(orderedExportFields('referrers', ['email', 'password', 'firstName', 'id'])).toEqual([
      'id',
      'firstName',
      'email',
    ]);
  });
});

describe('the export dialog names the fields in words', () => {
  it('when a field is offered, then its label is words, not the field name the file header keeps', () => {
    for (const field of [...CAMPAIGN_EXPORT_FIELDS, ...REFERRER_EXPORT_FIELDS, ...FRIEND_EXPORT_FIELDS]) {
      const label = exportFieldLabel(field);
      expect(label).not.toBe(field);
      expect(label).toMatch(/^[A-Z]/);
    }
    expect(exportFieldLabel('refereeContent2Image')).toBe('Friend page box 2: image');
  });
});
