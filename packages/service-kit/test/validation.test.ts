import { describe, expect, it } from '@jest/globals';
import { campaignCreateSchema, loginSchema, milestonesSchema } from '@referrals/contracts';
import { INPUT_LIMITS, normaliseInput, parseInput } from '../src/index.ts';

/** What a service's endpoint sees when hostile input arrives over the bus, not through the gateway. */

async function refusal(
  promise: Promise<unknown>,
): Promise<{ name?: string; message?: string; fields?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { name?: string; message?: string; fields?: unknown };
  }
  throw new Error('expected a refusal');
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('parseInput', () => {
  it('when valid input arrives, then the cast value comes back', async () => {
    await expect(parseInput(loginSchema, { email: ' sam@example.com ', password: 'pw' })).resolves.toEqual({
      email: 'sam@example.com',
      password: 'pw',
    });
  });

  it.each([
    ['an array', ['a@b.c']],
    ['an object', { a: 1 }],
  ])('when a text field is %s, then an InputError names the field', async (_label, email) => {
    const error = await refusal(parseInput(loginSchema, { email, password: 'pw' }));

    expect(error).toMatchObject({
      name: 'InputError',
      message: 'email must be text',
      fields: { email: 'Must be text' },
    });
  });

  it('when a text field inside an array element is an object, then its path is named', async () => {
    const milestone = { referralCount: 1, rewardType: 'cash', rewardValue: { x: 1 }, description: 'd' };

    const error = await refusal(parseInput(milestonesSchema, { milestones: [milestone] }));

    expect(error).toMatchObject({
      name: 'InputError',
      fields: { 'milestones[0].rewardValue': 'Must be text' },
    });
  });

  it.each([['\u0000'], ['\ud800'], ['\udc00x']])(
    'when text contains %j, then an InputError names the field',
    async (bad) => {
      const error = await refusal(parseInput(loginSchema, { email: `a${bad}@b.c`, password: 'pw' }));

      expect(error).toMatchObject({
        name: 'InputError',
        fields: { email: 'Contains a character that is not allowed' },
      });
    },
  );

  it('when keys are named like Object.prototype members, then they are dropped and the schema still reads the rest', async () => {
    const input = JSON.parse(
      '{"constructor":1,"toString":"x","valueOf":[],"__proto__":{"a":1},"email":"a@b.c","password":"pw"}',
    );

    await expect(parseInput(loginSchema, input)).resolves.toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it('when input is nested deeper than the bound, then an InputError, not a stack overflow', async () => {
    const error = await refusal(parseInput(campaignCreateSchema, nested(100_000)));

    expect(error).toMatchObject({ name: 'InputError', message: 'The request is nested too deeply' });
  });

  it('when input has more values than the bound, then an InputError', async () => {
    const error = await refusal(parseInput(loginSchema, { list: Array(INPUT_LIMITS.maxValues).fill(0) }));

    expect(error).toMatchObject({ name: 'InputError', message: 'Too many values in the request' });
  });
});

describe('normaliseInput', () => {
  it('when input is a nested JSON value, then a plain copy comes back', () => {
    const input = { a: [1, 'two', null, true, { b: 'c' }] };

    const copy = normaliseInput(input);

    expect(copy).toEqual(input);
    expect(copy).not.toBe(input);
  });

  it('when input holds a value JSON cannot carry, then an InputError', () => {
    expect(() => normaliseInput({ when: () => 1 })).toThrow(expect.objectContaining({ name: 'InputError' }));
  });

  it('when input is exactly as deep as the bound allows, then it passes', () => {
    expect(() => normaliseInput(nested(INPUT_LIMITS.maxDepth))).not.toThrow();
    expect(() => normaliseInput(nested(INPUT_LIMITS.maxDepth + 1))).toThrow(
      'The request is nested too deeply',
    );
  });
});
