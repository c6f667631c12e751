import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AdminSubjects,
  CampaignSubjects,
  IdentitySubjects,
  PRINCIPAL_HEADER,
  ReferralSubjects,
  type AdminPrincipal,
  type AdminWorkflowDto,
  type BusinessRegisteredData,
  type Principal,
} from '@referrals/contracts';
import {
  Errors,
  loadConfig,
  startService,
  type Bus,
  type BusMessage,
  type Database,
  type ServiceRuntime,
} from '@referrals/service-kit';
import {
  TEST_PASSWORD_HASH_COST,
  createTestInfra,
  eventually,
  failureOf,
  requestAs,
  type TestInfra,
} from '@referrals/service-kit/testing';
import { adminService } from '../../src/start.ts';

/**
 * The business workflows against fake step handlers served on the same bus as the admin service: each fake
 * checks it is called as the admin service and is idempotent by `(workflowId, step)` as the real ones are, and
 * logs every request it gets (`calls`) and every change it makes (`effects`, once per key).
 */
interface StepCall {
  subject: string;
  step: string;
  message: Record<string, unknown>;
}

let infra: TestInfra;
let bus: Bus;
let database: Database;
let dataDir: string;
let admin: ServiceRuntime;

const calls: Array<StepCall & { workflowId: string }> = [];
const effects: Array<StepCall & { workflowId: string }> = [];
const answers = new Map<string, unknown>();
/** What a fake does before (refuse, be unavailable, wait) or after its change (lose its answer). */
const troubles = new Map<string, { before?: () => Promise<void> | void; after?: () => void }>();
/** Businesses identity knows (the existence check); a copy is added as identity would. */
const businesses = new Map<string, string>();

const anAdmin = (): AdminPrincipal => ({
  kind: 'admin',
  adminId: randomUUID(),
  role: 'admin',
  sessionId: randomUUID(),
});
const caller = anAdmin();
const owner: Principal = {
  kind: 'owner',
  loginId: randomUUID(),
  businessId: randomUUID(),
  sessionId: randomUUID(),
};

const call = <R>(subject: string, data: unknown, principal: Principal | undefined = caller) =>
  requestAs<R>(bus, subject, data, { principal });

const newBusiness = (name: string): string => {
  const id = randomUUID();
  businesses.set(id, name);
  return id;
};

function copyOf(sourceBusinessId: string): BusinessRegisteredData {
  const copyId = randomUUID();
  const name = `${businesses.get(sourceBusinessId)} (copy)`;
  businesses.set(copyId, name);
  return {
    businessId: copyId,
    loginId: randomUUID(),
    businessName: name,
    businessSlug: `copy-${copyId.slice(0, 8)}`,
    businessType: 'Bakery',
    isActive: true,
    subscriptionTier: 'basic',
    createdAt: new Date().toISOString(),
  };
}

function serveStep(subject: string, change: (message: Record<string, unknown>) => unknown) {
  bus.serve(
    subject,
    async ({ data, headers }: BusMessage) => {
      const principal = JSON.parse(headers[PRINCIPAL_HEADER] ?? 'null') as Principal | null;
      if (principal?.kind !== 'service' || principal.service !== 'admin') throw Errors.notAllowed();
      const message = data as Record<string, unknown> & { workflowId: string; step: string };
      const entry = { subject, step: message.step, workflowId: message.workflowId, message };
      calls.push(entry);
      await troubles.get(subject)?.before?.();
      const key = `${message.workflowId}/${message.step}`;
      if (!answers.has(key)) {
        answers.set(key, change(message));
        effects.push(entry);
      }
      troubles.get(subject)?.after?.();
      return answers.get(key);
    },
    { queue: 'fake-step-handlers' },
  );
}

async function startAdmin(): Promise<ServiceRuntime> {
  return startService(adminService, {
    bus,
    database,
    config: loadConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'root-password',
      PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    }),
    logger: infra.logger,
  });
}

beforeAll(async () => {
  infra = await createTestInfra('admin-workflows');
  bus = await infra.bus();
  database = await infra.database();
  dataDir = await mkdtemp(join(tmpdir(), 'admin-workflows-'));

  bus.serve(
    IdentitySubjects.adminGetBusiness,
    async ({ data, headers }: BusMessage) => {
      const principal = JSON.parse(headers[PRINCIPAL_HEADER] ?? 'null') as Principal | null;
      if (principal?.kind !== 'admin') throw Errors.authentication();
      const id = (data as { params: { id: string } }).params.id;
      const name = businesses.get(id);
      if (!name) throw Errors.notFound('Business not found');
      return { id, businessName: name };
    },
    { queue: 'fake-step-handlers' },
  );
  serveStep(IdentitySubjects.copyBusinessStep, (message) => ({
    business: copyOf(message.sourceBusinessId as string),
  }));
  serveStep(CampaignSubjects.copyCampaignsStep, () => ({
    campaigns: [
      { from: randomUUID(), to: randomUUID() },
      { from: randomUUID(), to: randomUUID() },
    ],
  }));
  serveStep(ReferralSubjects.copyReferrersStep, () => ({ referrers: 7 }));
  for (const subject of [
    IdentitySubjects.deactivateBusinessStep,
    IdentitySubjects.removeBusinessStep,
    CampaignSubjects.removeBusinessDataStep,
    ReferralSubjects.removeBusinessDataStep,
  ]) {
    serveStep(subject, () => ({}));
  }
  admin = await startAdmin();
});

afterAll(async () => {
  await admin.stop();
  await infra.cleanup();
  await rm(dataDir, { recursive: true, force: true });
});

/** `service:step`, e.g. `identity:copy-business`. */
const label = ({ subject, step }: StepCall) => `${subject.split('.')[0]}:${step}`;
const effectsOf = (workflowId: string) => effects.filter((e) => e.workflowId === workflowId).map(label);
const callsOf = (workflowId: string) => calls.filter((c) => c.workflowId === workflowId).map(label);

const getWorkflow = (id: string) => call<AdminWorkflowDto>(AdminSubjects.getWorkflow, { params: { id } });

/** Waits until the workflow is over (done or compensated: a failed one is resumed), and answers it. */
async function finished(id: string, timeoutMs = 10_000): Promise<AdminWorkflowDto> {
  return eventually<AdminWorkflowDto | null>(
    async () => {
      const workflow = await getWorkflow(id);
      return workflow.status === 'done' || workflow.status === 'compensated' ? workflow : null;
    },
    timeoutMs,
    `workflow ${id} to finish`,
  ) as Promise<AdminWorkflowDto>;
}

const duplicate = (businessId: string, includeData: boolean) =>
  call<AdminWorkflowDto>(AdminSubjects.duplicateBusiness, {
    params: { id: businessId },
    body: { includeData },
  });
const remove = (businessId: string) =>
  call<AdminWorkflowDto>(AdminSubjects.deleteBusiness, { params: { id: businessId } });

/** A promise the test resolves: a fake step handler waits on it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('duplicate business', () => {
  it('when the body does not say includeData, then it is a Basic Copy (regression: an absent value was a 500)', async () => {
    const source = newBusiness('Plain Bakery');

    const asked = await call<AdminWorkflowDto>(AdminSubjects.duplicateBusiness, {
      params: { id: source },
      body: {},
    });

    expect(asked).toMatchObject({ includeData: false, status: 'running', totalSteps: 1 });
    await expect(finished(asked.id)).resolves.toMatchObject({ status: 'done' });
  });

  it('when an admin asks for a Basic Copy, then it answers the running workflow and identity copies the business once', async () => {
    const source = newBusiness('Acme Bakery');

    const asked = await duplicate(source, false);

    expect(asked).toMatchObject({
      kind: 'duplicate-business',
      businessId: source,
      businessName: 'Acme Bakery',
      includeData: false,
      status: 'running',
      stepsDone: [],
      totalSteps: 1,
      resultBusinessId: null,
      error: null,
      requestedBy: caller.adminId,
    });
    const done = await finished(asked.id);
    expect(done).toMatchObject({ status: 'done', stepsDone: ['copy-business'], error: null });
    expect(effectsOf(asked.id)).toEqual(['identity:copy-business']);
    const [copyCall] = effects.filter((e) => e.workflowId === asked.id);
    expect(copyCall!.message).toEqual({
      workflowId: asked.id,
      step: 'copy-business',
      sourceBusinessId: source,
    });
    const copy = (answers.get(`${asked.id}/copy-business`) as { business: BusinessRegisteredData }).business;
    expect(done.resultBusinessId).toBe(copy.businessId);
  });

  it('when an admin names the copy, then identity is asked for that name (trimmed); an empty name leaves the default and a long one is refused', async () => {
    const source = newBusiness('Harbour Cafe');

    const named = await call<AdminWorkflowDto>(AdminSubjects.duplicateBusiness, {
      params: { id: source },
      body: { includeData: false, name: '  Harbour Cafe Docks ' },
    });
    const unnamed = await call<AdminWorkflowDto>(AdminSubjects.duplicateBusiness, {
      params: { id: source },
      body: { name: '   ' },
    });
    await finished(named.id);
    await finished(unnamed.id);

    const messageOf = (workflowId: string) => effects.find((e) => e.workflowId === workflowId)?.message;
    expect(messageOf(named.id)).toEqual({
      workflowId: named.id,
      step: 'copy-business',
      sourceBusinessId: source,
      businessName: 'Harbour Cafe Docks',
    });
    expect(messageOf(unnamed.id)).toEqual({
      workflowId: unnamed.id,
      step: 'copy-business',
      sourceBusinessId: source,
    });
    expect(
      await failureOf(
        call(AdminSubjects.duplicateBusiness, { params: { id: source }, body: { name: 'n'.repeat(121) } }),
      ),
    ).toMatchObject({ name: 'InputError', fields: { name: 'Business name is too long' } });
  });

  it('when an admin asks for a Complete Copy, then the business, its campaigns and their referrers are copied in that order', async () => {
    const source = newBusiness('Corner Shop');

    const asked = await duplicate(source, true);

    expect(asked.totalSteps).toBe(3);
    const done = await finished(asked.id);
    expect(done.status).toBe('done');
    expect(done.stepsDone).toEqual(['copy-business', 'copy-campaigns', 'copy-referrers']);
    expect(effectsOf(asked.id)).toEqual([
      'identity:copy-business',
      'campaign:copy-campaigns',
      'referral:copy-referrers',
    ]);
    const copy = (answers.get(`${asked.id}/copy-business`) as { business: BusinessRegisteredData }).business;
    const { campaigns } = answers.get(`${asked.id}/copy-campaigns`) as { campaigns: unknown[] };
    const [, campaignsCall, referrersCall] = effects.filter((e) => e.workflowId === asked.id);
    expect(campaignsCall!.message).toEqual({
      workflowId: asked.id,
      step: 'copy-campaigns',
      sourceBusinessId: source,
      target: copy,
    });
    expect(referrersCall!.message).toEqual({
      workflowId: asked.id,
      step: 'copy-referrers',
      sourceBusinessId: source,
      targetBusinessId: copy.businessId,
      campaigns,
    });
    expect(done.resultBusinessId).toBe(copy.businessId);
  });

  it('when a step is unavailable twice, then it is sent again until it succeeds and the copy completes', async () => {
    const source = newBusiness('Patient Florist');
    let unavailable = 2;
    troubles.set(CampaignSubjects.copyCampaignsStep, {
      before: () => {
        if (unavailable-- > 0) throw Errors.unavailable();
      },
    });
    try {
      const asked = await duplicate(source, true);
      const done = await finished(asked.id);

      expect(done.status).toBe('done');
      expect(callsOf(asked.id).filter((c) => c.includes('copy-campaigns'))).toHaveLength(3);
      expect(effectsOf(asked.id)).toEqual([
        'identity:copy-business',
        'campaign:copy-campaigns',
        'referral:copy-referrers',
      ]);
    } finally {
      troubles.delete(CampaignSubjects.copyCampaignsStep);
    }
  });

  it('when a step happened but its answer was lost, then sending it again changes nothing more', async () => {
    const source = newBusiness('Lost Answer Ltd');
    let lose = 1;
    troubles.set(IdentitySubjects.copyBusinessStep, {
      after: () => {
        if (lose-- > 0) throw Errors.timeout();
      },
    });
    try {
      const asked = await duplicate(source, false);
      const done = await finished(asked.id);

      expect(done.status).toBe('done');
      expect(callsOf(asked.id)).toEqual(['identity:copy-business', 'identity:copy-business']);
      expect(effectsOf(asked.id)).toEqual(['identity:copy-business']);
    } finally {
      troubles.delete(IdentitySubjects.copyBusinessStep);
    }
  });

  it('when a step is refused, then the steps done are undone in reverse order and the workflow says why', async () => {
    const source = newBusiness('Refused Referrers');
    troubles.set(ReferralSubjects.copyReferrersStep, {
      before: () => {
        throw Errors.conflict('These referrers cannot be copied');
      },
    });
    try {
      const asked = await duplicate(source, true);
      const over = await finished(asked.id);

      expect(over).toMatchObject({
        status: 'compensated',
        stepsDone: [],
        resultBusinessId: null,
        error: 'These referrers cannot be copied',
      });
      const copyId = (answers.get(`${asked.id}/copy-business`) as { business: BusinessRegisteredData })
        .business.businessId;
      const undone = effects.filter((e) => e.workflowId === asked.id).slice(2);
      expect(undone.map((e) => [e.subject, e.step, e.message.businessId])).toEqual([
        [ReferralSubjects.removeBusinessDataStep, 'copy-campaigns-referrals:undo', copyId],
        [CampaignSubjects.removeBusinessDataStep, 'copy-campaigns:undo', copyId],
        [IdentitySubjects.removeBusinessStep, 'copy-business:undo', copyId],
      ]);
    } finally {
      troubles.delete(ReferralSubjects.copyReferrersStep);
    }
  });

  it('when the business is unknown or the id malformed, then it is not found and nothing starts', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(await failureOf(duplicate(id, false))).toMatchObject({
        name: 'NotFoundError',
        message: 'Business not found',
      });
      expect(await failureOf(remove(id))).toMatchObject({
        name: 'NotFoundError',
        message: 'Business not found',
      });
    }
    expect(await failureOf(duplicate(newBusiness('Typed Shop'), 'yes' as unknown as boolean))).toMatchObject({
      name: 'InputError',
    });
  });
});

describe('delete business', () => {
  it('when an admin deletes a business, then every service removes it in order, moving forward only', async () => {
    const business = newBusiness('Closing Down');
    let refusals = 1;
    troubles.set(ReferralSubjects.removeBusinessDataStep, {
      before: () => {
        if (refusals-- > 0) throw Errors.input('Try that again');
      },
    });
    try {
      const asked = await remove(business);
      expect(asked).toMatchObject({ kind: 'delete-business', status: 'running', totalSteps: 4 });

      const done = await finished(asked.id);

      expect(done).toMatchObject({
        status: 'done',
        stepsDone: ['deactivate-business', 'remove-referral-data', 'remove-campaign-data', 'remove-business'],
      });
      // The refusal was sent again, not compensated: nothing was undone.
      expect(callsOf(asked.id)).toEqual([
        'identity:deactivate-business',
        'referral:remove-referral-data',
        'referral:remove-referral-data',
        'campaign:remove-campaign-data',
        'identity:remove-business',
      ]);
      expect(effects.filter((e) => e.workflowId === asked.id).map((e) => e.message.businessId)).toEqual([
        business,
        business,
        business,
        business,
      ]);
    } finally {
      troubles.delete(ReferralSubjects.removeBusinessDataStep);
    }
  });

  it('when a delete of the business is under way, then a second delete or a duplicate is refused', async () => {
    const business = newBusiness('Busy Business');
    const deactivated = gate();
    troubles.set(IdentitySubjects.deactivateBusinessStep, { before: () => deactivated.opened });
    try {
      const first = await remove(business);

      const conflict = { name: 'ConflictError', message: 'This business is being deleted' };
      expect(await failureOf(remove(business))).toMatchObject(conflict);
      expect(await failureOf(duplicate(business, false))).toMatchObject(conflict);

      deactivated.open();
      expect((await finished(first.id)).status).toBe('done');
    } finally {
      troubles.delete(IdentitySubjects.deactivateBusinessStep);
    }
  });
});

describe('list and get', () => {
  it('when an admin lists workflows, then the unfinished ones and those of the last 24 hours come newest first', async () => {
    const old = randomUUID();
    const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1000);
    await admin.orm.em.fork().execute(
      `insert into admin.business_workflow (id, kind, business_id, business_name, include_data, status, done,
         state, requested_by, created_at, updated_at)
       values (?, 'delete-business', ?, 'Long Gone', false, 'done', '[]', '{}', ?, ?, ?)`,
      [old, randomUUID(), caller.adminId, twoDaysAgo, twoDaysAgo],
    );
    const first = await duplicate(newBusiness('Listed One'), false);
    const second = await duplicate(newBusiness('Listed Two'), false);
    await finished(second.id);

    const listed = await call<AdminWorkflowDto[]>(AdminSubjects.listWorkflows, {});

    const ids = listed.map((w) => w.id);
    expect(ids).not.toContain(old);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const times = listed.map((w) => w.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(await getWorkflow(old)).toMatchObject({ businessName: 'Long Gone', status: 'done' });
  });

  it('when a workflow is unknown or its id malformed, then it is not found', async () => {
    for (const id of [randomUUID(), 'nope']) {
      expect(await failureOf(getWorkflow(id))).toMatchObject({
        name: 'NotFoundError',
        message: 'Workflow not found',
      });
    }
  });
});

describe('who may call', () => {
  it.each([
    ['anonymous', undefined],
    ['an owner', owner],
  ])('when %s calls any workflow subject, then it is an authentication error', async (_who, principal) => {
    const business = newBusiness('Guarded');
    const requests: Array<[string, unknown]> = [
      [AdminSubjects.duplicateBusiness, { params: { id: business }, body: { includeData: false } }],
      [AdminSubjects.deleteBusiness, { params: { id: business } }],
      [AdminSubjects.listWorkflows, {}],
      [AdminSubjects.getWorkflow, { params: { id: randomUUID() } }],
    ];
    for (const [subject, data] of requests) {
      const failure = await failureOf(requestAs(bus, subject, data, { principal }));
      expect(failure).toMatchObject({ name: 'AuthenticationError' });
    }
    const started = calls.filter(
      (c) => c.message.sourceBusinessId === business || c.message.businessId === business,
    );
    expect(started).toEqual([]);
  });
});

describe('resuming', () => {
  it('when the admin service stops after the first step and starts again, then the run resumes and each step happens once', async () => {
    const source = newBusiness('Interrupted Copy');
    const campaignsAnswered = gate();
    troubles.set(CampaignSubjects.copyCampaignsStep, { before: () => campaignsAnswered.opened });
    let asked: AdminWorkflowDto;
    try {
      asked = await duplicate(source, true);
      await eventually(
        async () => (await getWorkflow(asked.id)).stepsDone.length === 1,
        10_000,
        'first step',
      );
      await eventually(
        () => callsOf(asked.id).includes('campaign:copy-campaigns'),
        10_000,
        'second step sent',
      );

      const stopped = admin.stop();
      campaignsAnswered.open();
      await stopped;
    } finally {
      campaignsAnswered.open();
      troubles.delete(CampaignSubjects.copyCampaignsStep);
    }

    // A second workflow as a crashed replica leaves one: running, its first step recorded, its lease expired.
    const crashedSource = newBusiness('Crashed Copy');
    const crashedId = randomUUID();
    const crashedCopy = copyOf(crashedSource);
    answers.set(`${crashedId}/copy-business`, { business: crashedCopy });

    admin = await startAdmin();
    await admin.orm.em.fork().execute(
      `insert into admin.business_workflow (id, kind, business_id, business_name, include_data, status, done,
         state, requested_by, attempts, lease_owner, lease_until, created_at, updated_at)
       values (?, 'duplicate-business', ?, 'Crashed Copy', true, 'running', ?, ?, ?, 1, 'a-crashed-replica',
         now() - interval '1 second', now(), now())`,
      [
        crashedId,
        crashedSource,
        JSON.stringify(['copy-business']),
        JSON.stringify({ copy: crashedCopy, campaigns: [], referrers: null }),
        caller.adminId,
      ],
    );

    const resumed = await finished(asked!.id);
    expect(resumed).toMatchObject({
      status: 'done',
      stepsDone: ['copy-business', 'copy-campaigns', 'copy-referrers'],
    });
    expect(callsOf(asked!.id).filter((c) => c.includes('copy-business'))).toHaveLength(1);
    expect(effectsOf(asked!.id)).toEqual([
      'identity:copy-business',
      'campaign:copy-campaigns',
      'referral:copy-referrers',
    ]);

    const crashed = await finished(crashedId);
    expect(crashed).toMatchObject({ status: 'done', resultBusinessId: crashedCopy.businessId });
    expect(callsOf(crashedId)).toEqual(['campaign:copy-campaigns', 'referral:copy-referrers']);
    const [campaignsCall] = effects.filter((e) => e.workflowId === crashedId);
    expect(campaignsCall!.message.target).toEqual(crashedCopy);
  });
});
