import { describe, expect, it } from '@jest/globals';
import {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_EVENT_FIELDS,
  CAMPAIGN_FIELDS,
  CAMPAIGN_FIELD_NAMES,
  CAMPAIGN_IMAGE_FIELDS,
  CAMPAIGN_RICH_TEXT_FIELDS,
  UPLOAD_TYPES,
  campaignEditSchema,
  campaignEventContent,
  campaignFieldsOf,
} from '../src/index.ts';

describe('the campaign field catalogue', () => {
  it('when the fields are listed by kind, then every field is of exactly one kind, in the catalogue order', () => {
    const byKind = (['text', 'richText', 'image', 'colour'] as const).flatMap(campaignFieldsOf);

    expect([...byKind].sort()).toEqual([...CAMPAIGN_FIELD_NAMES].sort());
    expect(CAMPAIGN_RICH_TEXT_FIELDS).toEqual([
      'description',
      'welcomeMessage',
      'rewardExplanation',
      'businessValueProp',
      'refereeContent1Body',
      'refereeContent2Body',
      'refereeContent3Body',
    ]);
    expect(campaignFieldsOf('colour')).toEqual(['primaryColor', 'secondaryColor']);
  });

  it('when an image is uploaded, then it is for one of the image fields, and every image field takes uploads', () => {
    expect(UPLOAD_TYPES).toEqual(CAMPAIGN_IMAGE_FIELDS);
    expect(CAMPAIGN_IMAGE_FIELDS).toEqual([
      'headerImage',
      'logoImage',
      'refereeContent1Image',
      'refereeContent2Image',
      'refereeContent3Image',
    ]);
  });

  it('when the edit form is validated, then it has a rule for every field of the catalogue', () => {
    const formFields = Object.keys(campaignEditSchema.fields);

    for (const field of CAMPAIGN_FIELD_NAMES) {
      expect(formFields).toContain(field === 'geoRadius' ? 'geographicRadius' : field);
    }
  });

  it('when a field has a default, then it is the product default, and every field has words for the owner', () => {
    expect(CAMPAIGN_FIELDS.duration.default).toBe(CAMPAIGN_DEFAULTS.duration);
    expect(CAMPAIGN_FIELDS.primaryColor.default).toBe(CAMPAIGN_DEFAULTS.primaryColor);
    for (const field of CAMPAIGN_FIELD_NAMES) expect(CAMPAIGN_FIELDS[field].label).toMatch(/^[A-Z]/);
  });

  it('when a campaign is described for its events, then the branding and words go as they are', () => {
    const campaign = {
      name: 'Bring a friend',
      description: '<p>Both save</p>',
      primaryColor: '#112233',
      secondaryColor: '#445566',
      logoImage: '/uploads/logo.png',
      headerImage: null,
      welcomeMessage: 'not carried',
    };

    expect(CAMPAIGN_EVENT_FIELDS).toEqual([
      'name',
      'description',
      'headerImage',
      'logoImage',
      'primaryColor',
      'secondaryColor',
    ]);
    expect(campaignEventContent(campaign)).toEqual({
      name: 'Bring a friend',
      description: '<p>Both save</p>',
      headerImage: null,
      logoImage: '/uploads/logo.png',
      primaryColor: '#112233',
      secondaryColor: '#445566',
    });
  });

  it('when an event from before the branding was carried is read, then the colours are the defaults and the rest null', () => {
    expect(campaignEventContent({ name: 'Old' })).toEqual({
      name: 'Old',
      description: null,
      headerImage: null,
      logoImage: null,
      primaryColor: CAMPAIGN_DEFAULTS.primaryColor,
      secondaryColor: CAMPAIGN_DEFAULTS.secondaryColor,
    });
  });
});
