import { describe, expect, it } from '@jest/globals';
import { SubmissionKey } from '../src/api/submission-key.ts';

describe('SubmissionKey', () => {
  it('when the same input is sent again, then it goes with the same key', () => {
    const keys = new SubmissionKey();
    const first = keys.for({ code: 'ABCD-EFGH-JKLM', approve: false });

    expect(keys.for({ code: 'ABCD-EFGH-JKLM', approve: false })).toBe(first);
    expect(first).toMatch(/^[\x20-\x7e]{1,255}$/);
  });

  it('when the input changes, then it gets a new key, and going back to it a new one again', () => {
    const keys = new SubmissionKey();
    const first = keys.for({ email: 'nia@example.com' });
    const changed = keys.for({ email: 'nia@example.org' });

    expect(changed).not.toBe(first);
    expect(keys.for({ email: 'nia@example.com' })).not.toBe(first);
  });

  it('when a submission succeeded, then the next one of the same input is a new request', () => {
    const keys = new SubmissionKey();
    const first = keys.for({ code: 'ABCD-EFGH-JKLM' });
    keys.succeeded();

    expect(keys.for({ code: 'ABCD-EFGH-JKLM' })).not.toBe(first);
  });
});
