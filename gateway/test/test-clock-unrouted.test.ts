import { describe, expect, it } from '@jest/globals';
import { SERVICE_NAMES } from '@referrals/contracts';
import { testClockMovedSubject, testClockSubject } from '@referrals/service-kit';
import { apiRoutes } from '../src/routes/index.ts';

describe('the schedulers’ test clock', () => {
  it('when the route table is read, then no route leads to a test-clock subject of any service', () => {
    const testSubjects = new Set(
      SERVICE_NAMES.flatMap((service) => [testClockSubject(service), testClockMovedSubject(service)]),
    );
    expect(
      apiRoutes.filter((route) => testSubjects.has(route.subject) || /test-clock/.test(route.subject)),
    ).toEqual([]);
  });
});
