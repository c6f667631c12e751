import { describe, expect, it } from '@jest/globals';
import {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_FIELD_NAMES,
  CAMPAIGN_IMAGE_FIELDS,
  CAMPAIGN_RICH_TEXT_FIELDS,
  campaignFieldsOf,
  type CampaignEditInput,
} from '@referrals/contracts';
import type { Campaign } from '../../src/entities/campaign.ts';
import type { KnownBusiness } from '../../src/entities/known-business.ts';
import { REWARD_FIELDS, campaignContent, campaignFields } from '../../src/use-cases/campaign-mapping.ts';

/** The edit form with every content field filled with `value`, and the rewards off. */
function editInput(value: string): CampaignEditInput {
  return {
    ...Object.fromEntries(CAMPAIGN_FIELD_NAMES.map((field) => [field, value])),
    constantRewardEnabled: false,
    constantRewardType: 'free',
    inviteeRewardEnabled: true,
    inviteeRewardName: 'Free fringe trim',
    inviteeRewardType: 'percentage',
    inviteeRewardValue: 20,
    inviteeRewardMaxDiscount: 50,
  } as CampaignEditInput;
}

describe('a campaign as stored, by the field catalogue', () => {
  it('when the form sends HTML in every field, then the rich-text fields are sanitised and the others kept as sent', () => {
    const html = '<p onclick="steal()">Hi<script>alert(1)</script></p>';

    const stored = campaignContent(editInput(html), html);

    for (const field of CAMPAIGN_RICH_TEXT_FIELDS) expect(stored[field]).toBe('<p>Hi</p>');
    const plain = [...campaignFieldsOf('text'), ...campaignFieldsOf('image'), ...campaignFieldsOf('colour')];
    for (const field of plain) expect(stored[field]).toBe(html);
  });

  it('when the form leaves every field empty, then the defaults are stored and the rest is null', () => {
    const stored = campaignContent(editInput(''), '');

    expect(stored).toMatchObject({
      duration: CAMPAIGN_DEFAULTS.duration,
      geoRadius: CAMPAIGN_DEFAULTS.geoRadius,
      targetDemo: CAMPAIGN_DEFAULTS.targetDemo,
      primaryColor: CAMPAIGN_DEFAULTS.primaryColor,
      secondaryColor: CAMPAIGN_DEFAULTS.secondaryColor,
    });
    for (const field of [
      ...CAMPAIGN_RICH_TEXT_FIELDS,
      ...CAMPAIGN_IMAGE_FIELDS,
      'refereeContent1Title',
    ] as const) {
      expect(stored[field]).toBeNull();
    }
  });

  it('when rich text holds nothing a reader sees, then it is stored as nothing', () => {
    expect(
      campaignContent({ ...editInput(''), welcomeMessage: '<script>x</script>' }, '').welcomeMessage,
    ).toBeNull();
  });

  it('when rewards are sent, then an enabled one keeps its terms and a disabled one keeps no value', () => {
    expect(campaignContent(editInput('x'), 'x')).toMatchObject({
      constantRewardEnabled: false,
      constantRewardType: 'free',
      constantRewardValue: null,
      constantRewardMaxDiscount: null,
      inviteeRewardEnabled: true,
      inviteeRewardType: 'percentage',
      inviteeRewardValue: 20,
      inviteeRewardMaxDiscount: 50,
    });
  });
});

describe('a campaign as answered, by the field catalogue', () => {
  const business = { businessId: 'b1', businessName: 'Salon', businessSlug: 'salon' } as KnownBusiness;
  const dates = { createdAt: new Date('2026-01-01T10:00:00Z'), updatedAt: new Date('2026-01-02T10:00:00Z') };

  it('when a campaign is read, then every content and reward field is answered as stored, nothing as null', () => {
    const stored = {
      ...Object.fromEntries(campaignFieldsOf('text').map((field) => [field, `${field} text`])),
      ...Object.fromEntries(campaignFieldsOf('colour').map((field) => [field, '#112233'])),
      headerImage: '/uploads/header.png',
      ...Object.fromEntries(REWARD_FIELDS.map((field) => [field, null])),
      constantRewardEnabled: true,
      inviteeRewardEnabled: false,
      id: 'c1',
      businessId: 'b1',
      isActive: true,
      ...dates,
    } as unknown as Campaign;

    const answer = campaignFields(stored, business);

    for (const field of CAMPAIGN_FIELD_NAMES) expect(answer).toHaveProperty(field);
    for (const field of REWARD_FIELDS) expect(answer).toHaveProperty(field);
    expect(answer).toMatchObject({
      id: 'c1',
      userId: 'b1',
      businessName: 'Salon',
      name: 'name text',
      geographicRadius: 'geoRadius text',
      primaryColor: '#112233',
      headerImage: '/uploads/header.png',
      logoImage: null,
      description: null,
      constantRewardEnabled: true,
      inviteeRewardName: null,
      createdAt: '2026-01-01T10:00:00.000Z',
    });
  });
});
