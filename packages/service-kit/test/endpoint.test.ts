import { describe, expect, it } from '@jest/globals';
import { planChoiceSchema, type Principal } from '@referrals/contracts';
import {
  Errors,
  endpoint,
  rawParam,
  uuidParam,
  type CallerKind,
  type Endpoint,
  type RequestContext,
} from '../src/index.ts';

const ID = '6f1c2a0e-8b7d-4c3e-9f10-2a3b4c5d6e7f';

const callers: Record<string, Principal | null> = {
  nobody: null,
  owner: { kind: 'owner', loginId: ID, businessId: ID, sessionId: ID },
  referrer: { kind: 'referrer', personId: ID, sessionId: ID },
  admin: { kind: 'admin', adminId: ID, role: 'admin', sessionId: ID },
  superAdmin: { kind: 'admin', adminId: ID, role: 'super_admin', sessionId: ID },
  service: { kind: 'service', service: 'admin' },
};

/** What the endpoint answers for a request from `principal` carrying `data`: its value, or its error. */
async function answer(target: Endpoint, principal: Principal | null, data: unknown = {}): Promise<unknown> {
  // The helper reads the principal and the data; the rest of the context is handed on untouched.
  const ctx = { data, principal, requestId: 'req-1', clientAddress: null } as unknown as RequestContext;
  try {
    return { value: await target(ctx) };
  } catch (error) {
    return { error: { name: (error as Error).name, message: (error as Error).message } };
  }
}

const allowed = { value: 'in' };
const authentication = { error: { name: 'AuthenticationError', message: 'Authentication required' } };
const notAllowed = { error: { name: 'NotAllowedError', message: 'Not allowed' } };

describe('endpoint: who may call', () => {
  const expected: Record<CallerKind, Record<keyof typeof callers, unknown>> = {
    public: {
      nobody: allowed,
      owner: allowed,
      referrer: allowed,
      admin: allowed,
      superAdmin: allowed,
      service: allowed,
    },
    owner: {
      nobody: authentication,
      owner: allowed,
      referrer: authentication,
      admin: authentication,
      superAdmin: authentication,
      service: authentication,
    },
    referrer: {
      nobody: authentication,
      owner: authentication,
      referrer: allowed,
      admin: authentication,
      superAdmin: authentication,
      service: authentication,
    },
    admin: {
      nobody: authentication,
      owner: authentication,
      referrer: authentication,
      admin: allowed,
      superAdmin: allowed,
      service: authentication,
    },
    super_admin: {
      nobody: authentication,
      owner: authentication,
      referrer: authentication,
      admin: notAllowed,
      superAdmin: allowed,
      service: authentication,
    },
    service: {
      nobody: authentication,
      owner: notAllowed,
      referrer: notAllowed,
      admin: notAllowed,
      superAdmin: notAllowed,
      service: allowed,
    },
  };

  for (const [access, byCaller] of Object.entries(expected) as [CallerKind, Record<string, unknown>][]) {
    it(`when each kind of caller calls an endpoint for "${access}", then only the callers it names get in`, async () => {
      const target = endpoint({ access, handle: async () => 'in' });
      for (const [caller, outcome] of Object.entries(byCaller)) {
        expect({ caller, outcome: await answer(target, callers[caller]!) }).toEqual({ caller, outcome });
      }
    });
  }

  it('when an endpoint names two kinds of caller, then either gets in with its own principal and no other does', async () => {
    const target = endpoint({
      access: ['referrer', 'owner'],
      handle: async ({ principal }) => principal.kind,
    });
    const outcomes = Object.fromEntries(
      await Promise.all(
        Object.entries(callers).map(async ([caller, principal]) => [caller, await answer(target, principal)]),
      ),
    );
    expect(outcomes).toEqual({
      nobody: authentication,
      owner: { value: 'owner' },
      referrer: { value: 'referrer' },
      admin: authentication,
      superAdmin: authentication,
      service: authentication,
    });
  });

  it('when a caller gets in, then the use case is handed the principal itself', async () => {
    const target = endpoint({ access: 'owner', handle: async ({ principal }) => principal.loginId });
    expect(await answer(target, callers.owner!)).toEqual({ value: ID });
  });
});

describe('endpoint: input and path parameters', () => {
  const notFound = () => Errors.notFound('Thing not found');
  const choosePlan = endpoint({
    access: 'public',
    params: { id: uuidParam(notFound) },
    body: planChoiceSchema,
    handle: async ({ params, body }) => ({ id: params.id, tier: body.subscriptionTier }),
  });

  it('when the id is well formed and the body valid, then the use case gets both parsed', async () => {
    expect(
      await answer(choosePlan, null, { params: { id: ID }, body: { subscriptionTier: 'professional' } }),
    ).toEqual({ value: { id: ID, tier: 'professional' } });
  });

  it('when the id is malformed, missing or not a string, then the answer is the endpoint’s not-found', async () => {
    const body = { subscriptionTier: 'basic' };
    for (const params of [{ id: 'not-an-id' }, {}, { id: [ID] }, { id: 42 }, undefined]) {
      expect(await answer(choosePlan, null, { params, body })).toEqual({
        error: { name: 'NotFoundError', message: 'Thing not found' },
      });
    }
  });

  it('when both the body and the id are wrong, then the body’s InputError is the answer', async () => {
    expect(
      await answer(choosePlan, null, { params: { id: 'nope' }, body: { subscriptionTier: 'gold' } }),
    ).toEqual({
      error: { name: 'InputError', message: expect.any(String) },
    });
  });

  it('when a parameter is named like an Object.prototype member, then only the request’s own value is read', async () => {
    const target = endpoint({
      access: 'public',
      params: { constructor: rawParam, toString: rawParam },
      handle: async ({ params }) => [params.constructor, params.toString],
    });
    expect(await answer(target, null, { params: {} })).toEqual({ value: [undefined, undefined] });
    expect(await answer(target, null, { params: { toString: 'x' } })).toEqual({ value: [undefined, 'x'] });
  });

  it('when a bus-only endpoint takes the whole message, then the message is parsed as its input', async () => {
    const target = endpoint({
      access: 'service',
      message: planChoiceSchema,
      handle: async ({ message }) => message.subscriptionTier,
    });
    expect(await answer(target, callers.service!, { subscriptionTier: 'enterprise' })).toEqual({
      value: 'enterprise',
    });
    expect(await answer(target, callers.service!, { subscriptionTier: 'gold' })).toMatchObject({
      error: { name: 'InputError' },
    });
  });
});
