import { describe, expect, it } from '@jest/globals';
import { ordinal } from '../src/lib/text/ordinal.ts';
import {
  canAddMilestone,
  EMPTY_MILESTONE_DRAFT,
  isBlankMilestoneDraft,
  milestoneFromDraft,
  referralCountFrom,
} from '../src/features/campaign-editor/lib/milestone-rules.ts';

describe('milestone ordinals', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [111, '111th'],
  ])('when the milestone is number %i, then it is labelled %s', (position, label) => {
    expect(ordinal(position)).toBe(label);
  });
});

describe('referrals required', () => {
  it.each([
    [5, 5],
    ['7', 7],
    [' 3 ', 3],
    [1, 1],
  ])('when the owner enters %p, then %i referrals are required', (input, expected) => {
    expect(referralCountFrom(input)).toBe(expected);
  });

  it.each([[0], [-2], [2.5], [''], ['abc'], [null], [undefined], [Number.NaN]])(
    'when the owner enters %p, then it falls back to 1',
    (input) => {
      expect(referralCountFrom(input)).toBe(1);
    },
  );
});

describe('adding a milestone', () => {
  it('when the reward name is blank or only spaces, then it cannot be added', () => {
    expect(canAddMilestone({ rewardName: '' })).toBe(false);
    expect(canAddMilestone({ rewardName: '   ' })).toBe(false);
  });

  it('when the reward name has text, then it can be added', () => {
    expect(canAddMilestone({ rewardName: 'Free haircut' })).toBe(true);
  });

  it('when the draft is turned into a milestone, then text is trimmed and empty terms are left out', () => {
    expect(
      milestoneFromDraft({
        ...EMPTY_MILESTONE_DRAFT,
        rewardName: ' Free haircut ',
        referralCount: 3,
        rewardType: 'service',
        rewardValue: ' £20 ',
        description: ' A cut on us ',
        termsAndConditions: '  ',
      }),
    ).toEqual({
      rewardName: 'Free haircut',
      referralCount: 3,
      rewardType: 'service',
      rewardValue: '£20',
      description: 'A cut on us',
    });
  });
});

describe("a milestone started but not added (the wizard's Continue settles it)", () => {
  it('when the form is as it starts, or holds only spaces, then nothing was started', () => {
    expect(isBlankMilestoneDraft(EMPTY_MILESTONE_DRAFT)).toBe(true);
    expect(isBlankMilestoneDraft({ ...EMPTY_MILESTONE_DRAFT, rewardName: '   ', description: ' ' })).toBe(
      true,
    );
  });

  it.each([
    ['a reward name', { rewardName: 'Free cut' }],
    ['a description alone', { description: 'A free haircut' }],
    ['a number of referrals', { referralCount: 3 }],
    ['another reward type', { rewardType: 'product' as const }],
  ])('when the owner gave %s, then a milestone was started', (_, change) => {
    expect(isBlankMilestoneDraft({ ...EMPTY_MILESTONE_DRAFT, ...change })).toBe(false);
  });
});
