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
  it('when the campaign name is empty or blank, then step 1 says the name is required', async () => {
    expect(await wizardStepError(BASICS, values({ name: '' }))).toBe('Campaign name is required.');
    expect(await wizardStepError(BASICS, values({ name: '   ' }))).toBe('Campaign name is required.');
  });

  it('when the campaign has a name, then step 1 passes', async () => {
    expect(await wizardStepError(BASICS, values())).toBeNull();
  });

  it('when no reward is switched on, then step 4 asks for at least one reward type', async () => {
    expect(await wizardStepError(REWARDS, values({ inviteeRewardEnabled: false }))).toBe(
      'Please configure at least one reward type.',
    );
  });

  it('when the constant reward is on without a name, then step 4 asks for its name', async () => {
    expect(
      await wizardStepError(REWARDS, values({ constantRewardEnabled: true, constantRewardName: ' ' })),
    ).toBe('Constant reward name is required when enabled.');
  });

  it('when the invitee reward is on without a name, then step 4 asks for its name', async () => {
    expect(await wizardStepError(REWARDS, values({ inviteeRewardName: '' }))).toBe(
      'Invitee reward name is required when enabled.',
    );
  });

  it('when a named reward is on, then step 4 passes, and the steps without checks always pass', async () => {
    expect(await wizardStepError(REWARDS, values())).toBeNull();
    expect(await wizardStepError(1, values({ name: '' }))).toBeNull();
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
      inviteeRewardEnabled: false,
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
      inviteeRewardEnabled: false,
      inviteeRewardName: null,
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
    });
    expect(toEditInput(form).logoImage).toBeUndefined();
  });

  it('when a duration is shown, then wizard values read as their labels and free text as typed', () => {
    expect(durationLabel('3months')).toBe('3 Months');
    expect(durationLabel('until August')).toBe('until August');
    expect(durationLabel('')).toBe('Ongoing');
  });
});
