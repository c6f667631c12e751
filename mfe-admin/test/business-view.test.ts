import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AdminCampaignDto, AdminRefereeDto, AdminVoucherDto } from '@referrals/contracts';
import { installMemoryStorage, visibleText } from './support/browser.ts';
import { mockUiPackage } from './support/ui-without-css.ts';

installMemoryStorage();
await mockUiPackage();
const { CampaignConfiguration } =
  await import('../src/features/business-view/components/CampaignConfigurationDialog.tsx');
const { RefereesTable, VouchersTable } =
  await import('../src/features/business-view/components/BusinessTables.tsx');
const { BusinessNotFound } = await import('../src/features/business-view/components/BusinessView.tsx');

const noop = () => {};

const CAMPAIGN: AdminCampaignDto = {
  id: 'c1',
  businessId: 'b1',
  name: 'Spring Friends',
  isActive: true,
  businessSlug: 'salon-lumiere',
  createdAt: '2026-04-01T09:00:00.000Z',
  primaryColor: '#1d4ed8',
  secondaryColor: '#f59e0b',
  logoImage: '/uploads/logo.png',
  headerImage: null,
  welcomeMessage: '<p>Welcome, friend!</p>',
  rewardExplanation: 'Refer three friends for a free cut.',
  businessValueProp: null,
  constantRewardEnabled: true,
  constantRewardName: '10% off',
  inviteeRewardEnabled: false,
  inviteeRewardName: null,
  milestones: [{ id: 'm1', referralCount: 3, rewardName: 'Free cut', rewardValue: '£40' }],
  stats: { totalReferrals: 12, activeReferrers: 5, totalVouchers: 4, redeemedVouchers: 2 },
};

describe('the Campaign Configuration dialog', () => {
  const markup = renderToStaticMarkup(createElement(CampaignConfiguration, { campaign: CAMPAIGN }));
  const text = visibleText(markup);

  it('when a campaign is opened, then its details, colours, images and content are shown read-only', () => {
    expect(text).toContain(
      'Name Spring Friends Status Active Business Slug salon-lumiere Created 1 Apr 2026',
    );
    expect(text).toContain('Primary Colour #1d4ed8 Secondary Colour #f59e0b');
    // The swatch is painted in the campaign's colour (its --swatch custom property).
    expect(markup).toContain('--swatch:#1d4ed8');
    expect(markup).toContain('src="/uploads/logo.png" alt="Spring Friends logo"');
    expect(text).toContain('Header Image None');
    expect(text).toContain('Welcome Message Welcome, friend!');
    expect(text).toContain('Reward Explanation Refer three friends for a free cut.');
    expect(text).toContain('Business Value Proposition None');
    expect(markup).not.toContain('<input');
  });

  it('when a campaign is opened, then its rewards, milestones and stats are shown', () => {
    expect(text).toContain('Constant Reward On: 10% off Invitee Reward Off');
    expect(text).toContain('Referral Count Reward Name Value 3 Free cut £40');
    expect(text).toContain('Total Referrals 12 Active Referrers 5 Vouchers Generated 4 Vouchers Redeemed 2');
  });
});

describe('the business lists', () => {
  it('when a referee has no known referrer, then "Unknown" is shown', () => {
    const referee: AdminRefereeDto = {
      id: 'r1',
      campaignId: 'c1',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      referrerName: null,
      isVerified: false,
      createdAt: '2026-05-06T10:00:00.000Z',
    };
    const text = visibleText(renderToStaticMarkup(createElement(RefereesTable, { referees: [referee] })));
    expect(text).toContain('Sam Lee sam@example.com Unknown Pending 6 May 2026');
  });

  it('when vouchers are listed, then each is Redeemed, Available or Cancelled', () => {
    const voucher: AdminVoucherDto = {
      id: 'v1',
      campaignId: 'c1',
      code: 'AAA-111',
      type: 'invitee',
      value: '20% off',
      isRedeemed: false,
      isCancelled: false,
      createdAt: '2026-05-06T10:00:00.000Z',
    };
    const text = visibleText(
      renderToStaticMarkup(
        createElement(VouchersTable, {
          vouchers: [
            voucher,
            { ...voucher, id: 'v2', code: 'BBB-222', isRedeemed: true },
            { ...voucher, id: 'v3', code: 'CCC-333', isCancelled: true },
          ],
        }),
      ),
    );
    expect(text).toContain('AAA-111 invitee 20% off Available');
    expect(text).toContain('BBB-222 invitee 20% off Redeemed');
    expect(text).toContain('CCC-333 invitee 20% off Cancelled');
  });

  it('when the id names no business, then "Business Not Found" is shown with a way back', () => {
    const text = visibleText(renderToStaticMarkup(createElement(BusinessNotFound, { onBack: noop })));
    expect(text).toContain('Business Not Found');
    expect(text).toContain('Back to Dashboard');
  });
});
