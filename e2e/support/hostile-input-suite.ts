import { afterAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@referrals/service-kit/testing';
import {
  buildCampaign,
  buildReferrerSignUp,
  startStack,
  TEST_SUPER_ADMIN,
  uniqueSuffix,
} from '@referrals/testing';
import fc from 'fast-check';
import { joinWhenKnown, openCampaign } from '../api/referral-support.ts';
import { registerOwnerKnownToCampaigns, sessionCookie } from './api.ts';
import {
  operationsOf,
  requestsFor,
  type CallerIds,
  type HostileRequest,
  type Operation,
} from './hostile-requests.ts';

/**
 * Hostile input against every call of the API, generated from the OpenAPI document the gateway builds from
 * its route table and upload rows: a call added later is probed without a test being written. Each call gets
 * wrong types, missing and extra fields, prototype-named keys, NUL and lone surrogates, huge and deeply
 * nested values, broken encodings and content types, malformed path parameters and query strings, and
 * foreign origins, from an anonymous caller and from a caller of each kind it accepts (a public call: from
 * one kind of signed-in caller, in turn, besides the anonymous one). Properties: no answer is a 5xx; a
 * request carrying a part every route must refuse is answered 4xx; and a refused request changes nothing
 * that the caller, or the owner of the records the request names, can read back.
 *
 * The calls are shared out between test files (`describeHostileInput`, e2e/api/hostile-input*.test.ts) so
 * that they run side by side; each file imports this module anew and so probes a stack of its own.
 */

/**
 * A stack of its own: "a refused request changes nothing" reads lists no caller owns alone (the admin users),
 * which suites running beside it on the shared stack change at the same time.
 */
const stack = await startStack();
afterAll(() => stack.stop());
const baseUrl = (): string => stack.url;

/** Fixed, so a failure replays: fast-check's report names the seed and path of the failing run. */
const SEED = 20261124;
/** Runs per call and caller: enough to hit each kind of hostile part, within a CI minute per mode. */
const RUNS = 25;

interface Caller {
  /** `anonymous`, or the OpenAPI security scheme the caller's session satisfies. */
  kind: string;
  headers: Record<string, string>;
  /** Values of path parameters that name the records the caller's requests aim at. */
  ids: CallerIds;
  /** The owner of the records `ids` names when they are not the caller's own: observed with the caller. */
  target?: Caller;
  /** Everything of the caller's stored data the API shows back to them. */
  snapshot(): Promise<unknown>;
  /** Waits until what the caller's last request started in the background is over, before a snapshot. */
  settled?(): Promise<void>;
  /** False once a call the suite made ended the caller's session (a logout that is not refused). */
  alive?(): Promise<boolean>;
}

async function readJson(path: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${baseUrl()}${path}`, { headers });
  return { status: response.status, body: await response.json() };
}

/**
 * Reads every path of `paths` at once (a snapshot is taken after each request of a call that changes state,
 * so its reads are the suite's main cost): the answers, under the names given.
 */
async function readAll(
  paths: Record<string, string>,
  headers: Record<string, string>,
): Promise<Record<string, unknown>> {
  const answers = await Promise.all(
    Object.entries(paths).map(async ([name, path]) => [name, await readJson(path, headers)] as const),
  );
  return Object.fromEntries(answers);
}

/**
 * A new owner with a campaign and its milestones, made through the API; their state is the profile, the
 * businesses, the campaign list and each campaign with its milestones.
 */
async function newOwner(): Promise<Caller> {
  const owner = await registerOwnerKnownToCampaigns({}, baseUrl());
  const headers = { cookie: owner.cookie };
  const created = await fetch(`${baseUrl()}/api/campaigns`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(
      buildCampaign(owner.userId, {
        constantRewardEnabled: false,
        inviteeRewardEnabled: true,
        inviteeRewardName: 'Free coffee',
        milestones: [
          { referralCount: 3, rewardType: 'cash', rewardValue: '£5', description: 'Five pounds off' },
        ],
      }),
    ),
  });
  if (created.status !== 201)
    throw new Error(`campaign create answered ${created.status}: ${await created.text()}`);
  const campaign = (await created.json()) as { id: string; slug?: string };
  const business = (await (await fetch(`${baseUrl()}/api/user/${owner.userId}`, { headers })).json()) as {
    slug?: string;
  };
  return {
    kind: 'ownerSession',
    headers,
    ids: { userId: owner.userId, id: campaign.id, slug: campaign.slug ?? business.slug ?? 'unknown' },
    async snapshot() {
      const account = await readAll(
        {
          me: '/api/auth/me',
          business: `/api/user/${owner.userId}`,
          businesses: `/api/user/${owner.userId}/businesses`,
          list: `/api/campaigns/user/${owner.userId}`,
        },
        headers,
      );
      const { body } = account.list as { body: { id: string }[] };
      const campaigns = Array.isArray(body) ? body : [];
      return {
        ...account,
        campaigns: await Promise.all(
          campaigns.map(({ id }) =>
            readAll(
              { detail: `/api/campaigns/${id}`, milestones: `/api/reward-milestones/campaign/${id}` },
              headers,
            ),
          ),
        ),
      };
    },
  };
}

function withoutExportTime(answer: unknown): unknown {
  const { body, ...rest } = answer as { body: Record<string, unknown> };
  const { exportedAt: _exportedAt, ...data } = body ?? {};
  return { ...rest, body: data };
}

/**
 * A new referrer of a new campaign, signed in; `id` is their membership (the referrer id the portal's calls
 * name). Their state is the sign-in answer, their progress and their data.
 */
async function newReferrer(): Promise<Caller> {
  const { campaign } = await openCampaign(baseUrl());
  const form = buildReferrerSignUp(campaign.id);
  const referrer = await joinWhenKnown(form, baseUrl());
  const signedIn = await fetch(`${baseUrl()}/api/referrers/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: form.email, password: form.password }),
  });
  if (signedIn.status !== 200) throw new Error(`referrer sign-in answered ${signedIn.status}`);
  const headers = { cookie: sessionCookie({ 'set-cookie': signedIn.headers.getSetCookie() }, 'rsid') };
  return {
    kind: 'referrerSession',
    headers,
    ids: { id: referrer.id },
    async snapshot() {
      const { data, ...rest } = await readAll(
        {
          me: '/api/referrers/me',
          stats: `/api/referrers/stats/${referrer.id}`,
          data: '/api/referrers/me/data',
        },
        headers,
      );
      // Less the moment it was asked for.
      return { ...rest, data: withoutExportTime(data) };
    },
  };
}

/** Signs in as an admin; answers the bearer header. */
async function adminHeaders(email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`admin sign-in answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** Waits until no business workflow is under way (running, or failed and about to be retried). */
async function untilNoWorkflowRuns(headers: Record<string, string>): Promise<void> {
  let workflows: { status: string }[] = [];
  await eventually(
    async () => {
      const response = await fetch(`${baseUrl()}/api/admin/workflows`, { headers });
      workflows = response.status === 200 ? ((await response.json()) as { status: string }[]) : [];
      return !workflows.some((workflow) => workflow.status === 'running' || workflow.status === 'failed');
    },
    60_000,
    () => `no workflow under way (${JSON.stringify(workflows)})`,
  );
}

/**
 * A new super admin (made by the stack's first one), signed in; `id` is the business of a new owner (its
 * target), so the business rows name a real one. Their state is who they are, the admin users and that
 * business with its campaigns. Logout ends their session: the suite then makes another (`alive`).
 */
async function newAdmin(): Promise<Caller> {
  const root = await adminHeaders(TEST_SUPER_ADMIN.email, TEST_SUPER_ADMIN.password);
  const email = `hostile.admin.${uniqueSuffix()}@example.com`;
  const password = 'hostile-admin-1';
  const created = await fetch(`${baseUrl()}/api/admin/users`, {
    method: 'POST',
    headers: { ...root, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Hostile', lastName: 'Admin', email, password, role: 'super_admin' }),
  });
  if (created.status !== 201) throw new Error(`admin create answered ${created.status}`);
  const headers = await adminHeaders(email, password);
  const owner = await newOwner();
  const { userId } = owner.ids;
  return {
    kind: 'adminSession',
    headers,
    ids: { id: userId! },
    target: owner,
    // An accepted duplicate or delete goes on in the background: its end is part of that call's effect, and
    // so is the owner's session leaving the deleted business (signed out, or moved to the login's other
    // business), which reaches the gateway's session cache as an event after the workflow's end.
    async settled() {
      await untilNoWorkflowRuns(headers);
      const business = await fetch(`${baseUrl()}/api/admin/businesses/${userId}`, { headers });
      if (business.status !== 404) return;
      await eventually(
        async () => {
          const me = await fetch(`${baseUrl()}/api/auth/me`, { headers: owner.headers });
          return me.status === 401 || ((await me.json()) as { id?: string }).id !== userId;
        },
        10_000,
        "the owner's session off the deleted business",
      );
    },
    async snapshot() {
      return readAll(
        {
          users: '/api/admin/users',
          business: `/api/admin/businesses/${userId}`,
          campaigns: `/api/admin/businesses/${userId}/campaigns`,
        },
        headers,
      );
    },
    async alive() {
      return (await fetch(`${baseUrl()}/api/admin/auth/me`, { headers })).status === 200;
    },
  };
}

/**
 * How to become a caller of each kind the API accepts, by its security scheme. The administration adds its
 * own here; a scheme without an entry fails the suite, so no call goes unprobed.
 */
const CALLER_FACTORIES: Record<string, () => Promise<Caller>> = {
  ownerSession: newOwner,
  referrerSession: newReferrer,
  adminSession: newAdmin,
};

const anonymous: Caller = { kind: 'anonymous', headers: {}, ids: {}, snapshot: async () => null };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reads first, then writes, then deletes: a delete that succeeds leaves the calls after it fewer records. */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const document = (await (await fetch(`${baseUrl()}/api/openapi.json`)).json()) as { paths: object };
const operations = operationsOf(document)
  // The document itself takes no input (gateway/test/openapi.test.ts covers it).
  .filter((operation) => operation.path !== '/api/openapi.json')
  .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));

const callers = new Map<string, Caller>([['anonymous', anonymous]]);

async function callerOf(kind: string): Promise<Caller> {
  const known = callers.get(kind);
  if (known && (!known.alive || (await known.alive()))) return known;
  const make = CALLER_FACTORIES[kind];
  if (!make) throw new Error(`No caller for security scheme "${kind}": add one to CALLER_FACTORIES`);
  const caller = await make();
  callers.set(kind, caller);
  return caller;
}

/**
 * Everything a request of `caller` could change: what the caller and the owner of the records it names can
 * read back. Nobody else's records are within its reach (it names them only by ids made up at random), so
 * they are not read after every request.
 */
async function observe(caller: Caller): Promise<unknown> {
  await caller.settled?.();
  const [own, target] = await Promise.all([caller.snapshot(), caller.target?.snapshot() ?? null]);
  return { caller: own, target };
}

async function send(request: HostileRequest, caller: Caller): Promise<Response> {
  return fetch(`${baseUrl()}${request.path}`, {
    method: request.method,
    headers: { ...caller.headers, ...request.headers },
    body: request.body,
  });
}

function describeRequest(request: HostileRequest): string {
  const body = request.body === undefined ? '' : String(request.body);
  return `${request.method} ${request.path} (${request.label}) headers ${JSON.stringify(request.headers)} body ${JSON.stringify(body.slice(0, 300))}${body.length > 300 ? `... (${body.length} chars)` : ''}`;
}

/**
 * The callers a call is probed as: anonymous, and each kind it accepts. A public call accepts every kind; it is
 * probed as one of them, taken in turn from call to call (`publicIndex`: the call's place among the public
 * ones), so every kind of session meets public calls without each public call being probed three times over
 * (that tripled the suite's slowest part: a snapshot after each request of a call that changes state).
 */
function callerKindsFor(operation: Operation, publicIndex: number): string[] {
  if (operation.schemes.length > 0) return ['anonymous', ...operation.schemes];
  const kinds = Object.keys(CALLER_FACTORIES);
  return ['anonymous', kinds[publicIndex % kinds.length]!];
}

/** The public calls in the document's order, for {@link callerKindsFor}. */
const publicOperations = operations.filter((operation) => operation.schemes.length === 0);

/** Probes the calls `probed` picks, each as every caller of {@link callerKindsFor}. */
export function describeHostileInput(title: string, probed: (operation: Operation) => boolean): void {
  const chosen = operations.filter(probed);
  describe(`hostile input to ${title}`, () => {
    it('when the OpenAPI document is read, then it lists calls to probe', () => {
      expect(chosen.length).toBeGreaterThan(0);
    });

    describe.each(chosen.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
      '%s',
      (_label, operation) => {
        it.each(callerKindsFor(operation, publicOperations.indexOf(operation)))(
          'when %s sends hostile requests, then none is a 5xx and none refused changes stored data',
          (kind) => probe(operation, kind),
          120_000,
        );
      },
    );
  });
}

async function probe(operation: Operation, kind: string): Promise<void> {
  const caller = await callerOf(kind);
  // A call that signs in or out must not succeed here: it would change who the callers are.
  const onlyRefused = operation.session !== undefined;
  const changesState = STATE_CHANGING.has(operation.method);
  let before = changesState ? await observe(caller) : null;
  // Requests every route must refuse, sent since `before` was observed: one observation checks them
  // together, before the next request that may be accepted and at the end (the suite's requests went
  // from 19,600 to 13,300, its time alone from 65 to 38 s).
  let unchecked: string[] = [];
  const expectUnchanged = async (requests: string[]) => {
    const after = await observe(caller);
    expect({ requests, state: after }).toEqual({ requests, state: before });
  };

  const property = fc.asyncProperty(requestsFor(operation, caller.ids, onlyRefused), async (request) => {
    if (changesState && !request.refused && unchecked.length > 0) {
      await expectUnchanged(unchecked);
      unchecked = [];
    }
    const response = await send(request, caller);
    const text = await response.text();
    const what = `${describeRequest(request)} as ${caller.kind} answered ${response.status} ${text.slice(0, 200)}`;
    if (response.status >= 500) throw new Error(`5xx: ${what}`);
    if (request.refused && response.status < 400) throw new Error(`not refused: ${what}`);
    if (!changesState) return;
    if (request.refused) {
      unchecked.push(what);
      return;
    }
    const after = await observe(caller);
    if (response.status >= 400)
      expect({ requests: [what], state: after }).toEqual({ requests: [what], state: before });
    before = after;
  });
  await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
  if (unchecked.length > 0) await expectUnchanged(unchecked);
}
