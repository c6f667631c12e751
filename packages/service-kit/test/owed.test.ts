import { describe, expect, it } from '@jest/globals';
import { subjectPattern } from '../src/outbox/owed.ts';
import { subjectMatches } from '../src/index.ts';

const SUBJECTS = [
  'events.referral.mail-requested',
  'events.referral.referee-registered',
  'events.referral',
  'events.referral.a.b',
  'events.identity.business-registered',
  'events.referralx.mail-requested',
  'eventsXreferral.mail-requested',
];

describe('the SQL pattern of a consumer filter (what an all-in-one consumer is owed)', () => {
  it.each([
    'events.referral.>',
    'events.referral.mail-requested',
    'events.*.mail-requested',
    'events.>',
    'events.*',
  ])('when the filter is %s, then the pattern matches exactly the subjects the bus delivers', (filter) => {
    const pattern = new RegExp(subjectPattern(filter)!);
    for (const subject of SUBJECTS)
      expect([subject, pattern.test(subject)]).toEqual([subject, subjectMatches(filter, subject)]);
  });

  it('when the filter cannot match any subject (an empty token, ">" before the end), then there is no pattern', () => {
    expect(subjectPattern('events..x')).toBeNull();
    expect(subjectPattern('events.>.x')).toBeNull();
  });
});
