import { describe, expect, it } from '@jest/globals';
import type { CampaignDto } from '@referrals/contracts';
import {
  campaignFormValuesOf,
  durationLabel,
  newCampaignValues,
  toCreateInput,
  toEditInput,
  type CampaignFormValues,
} from '../src/features/campaign-editor/lib/campaign-form.ts';
import { wizardStepError } from '../src/features/campaign-editor/lib/wizard-steps.ts';

/** The message of the step's first problem, or null when it passes. */
const messageOf = async (step: number, values: CampaignFormValues) =>
  (await wizardStepError(step, values))?.message ?? null;

const BASICS = 0;
const REWARDS = 3;

function values(overrides: Partial<CampaignFormValues> = {}): CampaignFormValues {
  return {
    ...newCampaignValues(),
    name: 'Summer Drive',
    inviteeRewardEnabled: true,
    inviteeRewardName: '10% off',
    ...overrides,
  };
}

describe('wizard step checks', () => {
  it('when a step fails, then it names the field to fix with the message', async () => {
    expect(await wizardStepError(BASICS, values({ name: '' }))).toEqual({
      field: 'name',
      message: 'Campaign name is required.',
    });
    expect(await wizardStepError(REWARDS, values({ inviteeRewardName: '' }))).toEqual({
      field: 'inviteeRewardName',
      message: 'Invitee reward name is required when enabled.',
    });
  });

  it('when the campaign name is empty or blank, then step 1 says the name is required', async () => {
    expect(await messageOf(BASICS, values({ name: '' }))).toBe('Campaign name is required.');
    expect(await messageOf(BASICS, values({ name: '   ' }))).toBe('Campaign name is required.');
  });

  it('when the campaign has a name, then step 1 passes', async () => {
    expect(await messageOf(BASICS, values())).toBeNull();
  });

  it('when no reward is switched on, then step 4 asks for at least one reward type', async () => {
    expect(await messageOf(REWARDS, values({ inviteeRewardEnabled: false }))).toBe(
      'Please configure at least one reward type.',
    );
  });

  it('when the constant reward is on without a name, then step 4 asks for its name', async () => {
    expect(await messageOf(REWARDS, values({ constantRewardEnabled: true, constantRewardName: ' ' }))).toBe(
      'Constant reward name is required when enabled.',
    );
  });

  it('when the invitee reward is on without a name, then step 4 asks for its name', async () => {
    expect(await messageOf(REWARDS, values({ inviteeRewardName: '' }))).toBe(
      'Invitee reward name is required when enabled.',
    );
  });

  it('when an enabled reward is a percentage or an amount without its value, then step 4 asks for it', async () => {
    expect(await messageOf(REWARDS, values({ inviteeRewardType: 'percentage' }))).toBe(
      'Invitee reward value is required when enabled.',
    );
    expect(
      await messageOf(
        REWARDS,
        values({ constantRewardEnabled: true, constantRewardName: '£5 off', constantRewardType: 'fixed' }),
      ),
    ).toBe('Constant reward value is required when enabled.');
  });

  it('when a value is out of bounds, then step 4 says the rule, as the server does', async () => {
    expect(
      await messageOf(REWARDS, values({ inviteeRewardType: 'percentage', inviteeRewardValue: 150 })),
    ).toBe('Invitee reward percentage must be a whole number from 1 to 100.');
    expect(
      await messageOf(
        REWARDS,
        values({ inviteeRewardType: 'percentage', inviteeRewardValue: 10, inviteeRewardMaxDiscount: null }),
      ),
    ).toBe('Invitee reward maximum discount is required for a percentage discount.');
    expect(await messageOf(REWARDS, values({ inviteeRewardType: 'fixed', inviteeRewardValue: 0 }))).toBe(
      'Invitee reward amount must be more than £0.',
    );
  });

  it('when each kind has what it needs, then step 4 passes', async () => {
    expect(
      await messageOf(REWARDS, values({ inviteeRewardType: 'percentage', inviteeRewardValue: 10 })),
    ).toBeNull();
    expect(
      await messageOf(REWARDS, values({ inviteeRewardType: 'fixed', inviteeRewardValue: 7.5 })),
    ).toBeNull();
    expect(await messageOf(REWARDS, values({ inviteeRewardType: 'free' }))).toBeNull();
  });

  it('when a named reward is on, then step 4 passes, and the steps without checks always pass', async () => {
    expect(await messageOf(REWARDS, values())).toBeNull();
    expect(await messageOf(1, values({ name: '' }))).toBeNull();
  });
});

describe('campaign payloads', () => {
  it('when a new campaign is started, then it has the product defaults', () => {
    expect(newCampaignValues()).toMatchObject({
      duration: 'ongoing',
      targetDemo: 'All customers',
      primaryColor: '#2563eb',
      secondaryColor: '#1d4ed8',
      constantRewardEnabled: false,
      constantRewardType: 'free',
      constantRewardValue: null,
      constantRewardMaxDiscount: 50,
      inviteeRewardEnabled: false,
      inviteeRewardType: 'free',
    });
  });

  it('when the wizard launches with rewards, then their kinds and values are sent', () => {
    expect(
      toCreateInput(values({ inviteeRewardType: 'percentage', inviteeRewardValue: 15 }), 'business-1'),
    ).toMatchObject({
      inviteeRewardEnabled: true,
      inviteeRewardType: 'percentage',
      inviteeRewardValue: 15,
      inviteeRewardMaxDiscount: 50,
    });
  });

  it('when the wizard launches, then the payload names the business and leaves empty images out', () => {
    const input = toCreateInput(values({ name: ' Summer Drive ' }), 'business-1');
    expect(input).toMatchObject({
      userId: 'business-1',
      name: 'Summer Drive',
      duration: 'ongoing',
      targetDemo: 'All customers',
      milestones: [],
    });
    expect(input.headerImage).toBeUndefined();
  });

  it('when a stored campaign is edited, then unset fields read as empty text and come back unchanged', () => {
    const campaign = {
      name: 'Spring',
      description: null,
      duration: '3months',
      geographicRadius: '5 miles',
      targetDemo: 'Regulars',
      headerImage: '/uploads/a.png',
      logoImage: null,
      primaryColor: '#111111',
      secondaryColor: '#222222',
      welcomeMessage: '<p>Hi</p>',
      rewardExplanation: null,
      businessValueProp: null,
      refereeContent1Title: 'Welcome',
      refereeContent1Body: null,
      refereeContent1Image: null,
      refereeContent2Title: null,
      refereeContent2Body: null,
      refereeContent2Image: null,
      refereeContent3Title: null,
      refereeContent3Body: null,
      refereeContent3Image: null,
      constantRewardEnabled: true,
      constantRewardName: '£5 off',
      constantRewardType: 'fixed',
      constantRewardValue: 5,
      constantRewardMaxDiscount: null,
      inviteeRewardEnabled: false,
      inviteeRewardName: null,
      inviteeRewardType: 'free',
      inviteeRewardValue: null,
      inviteeRewardMaxDiscount: null,
      milestones: [],
    } as unknown as CampaignDto;
    const form = campaignFormValuesOf(campaign);
    expect(form.description).toBe('');
    expect(toEditInput(form)).toMatchObject({
      name: 'Spring',
      duration: '3months',
      geographicRadius: '5 miles',
      targetDemo: 'Regulars',
      headerImage: '/uploads/a.png',
      refereeContent1Title: 'Welcome',
      constantRewardName: '£5 off',
      constantRewardType: 'fixed',
      constantRewardValue: 5,
      inviteeRewardType: 'free',
      inviteeRewardValue: null,
    });
    // A reward that is not a percentage yet gets the default cap, ready if the owner makes it one.
    expect(form.constantRewardMaxDiscount).toBe(50);
    expect(toEditInput(form).logoImage).toBeUndefined();
  });

  it('when a duration is shown, then wizard values read as their labels and free text as typed', () => {
    expect(durationLabel('3months')).toBe('3 Months');
    expect(durationLabel('until August')).toBe('until August');
    expect(durationLabel('')).toBe('Ongoing');
  });
});
