import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  AdminBusinessDto,
  AdminCampaignSummaryDto,
  AdminReferrerDto,
  AdminWorkflowDto,
  BusinessSummary,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { buildReferrerSignUp, startStack, type RunningStack } from '@referrals/testing';
import { adminCall, adminJson, signInAdmin, waitForWorkflow, type SignedInAdmin } from '../support/admin.ts';
import { joinWhenKnown, openCampaign, type OpenCampaign } from './referral-support.ts';

/**
 * A business workflow survives the crash of any process midway: its progress is durable and every step is
 * idempotent, so after the restart it finishes, and the end state is exactly what one uninterrupted run
 * leaves (one copy, one of each copied thing; a deleted business gone from every service). Distributed, the
 * services a step needs and the orchestrating admin service are killed (SIGKILL) while the workflow is
 * midway; all-in-one, the whole process is.
 */
const distributed = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_NATS_URL);

let stack: RunningStack;
let admin: SignedInAdmin;

/** The killed admin's claim on the run ends soon, so the restarted one resumes it in seconds, not 30. */
const SHORT_LEASE = { WORKFLOW_LEASE_SECONDS: '3' };

beforeAll(async () => {
  stack = await startStack(
    distributed ? { separate: ['campaign', 'referral', 'admin'], env: SHORT_LEASE } : { env: SHORT_LEASE },
  );
  admin = await signInAdmin(undefined, undefined, stack.url);
});

afterAll(async () => {
  await stack.stop();
});

async function venueWithReferrer(): Promise<OpenCampaign> {
  const venue = await openCampaign(stack.url);
  await joinWhenKnown(buildReferrerSignUp(venue.campaign.id), stack.url);
  return venue;
}

/** Waits until the workflow has recorded at least `steps` steps (it is midway). */
async function untilStepsDone(workflowId: string, steps: number): Promise<void> {
  let done = 0;
  const workflow = await eventually(
    async () => {
      const read = await adminJson<AdminWorkflowDto>(
        admin,
        'GET',
        `/api/admin/workflows/${workflowId}`,
        undefined,
        stack.url,
      );
      done = read.stepsDone.length;
      return done >= steps && read;
    },
    30_000,
    () => `the workflow to get past ${steps} steps (${done} done)`,
  );
  expect(workflow.status).not.toBe('done');
}

/** All-in-one: the process is killed and started again on its data directory. */
async function crashWholeStack(): Promise<void> {
  const { dataDir } = stack;
  await stack.stop({ keepData: true, signal: 'SIGKILL' });
  stack = await startStack({ mode: 'all-in-one', dataDir, env: SHORT_LEASE });
}

async function startWorkflow(method: string, path: string, body?: unknown): Promise<AdminWorkflowDto> {
  const response = await adminCall(admin, method, path, body, stack.url);
  expect(response.status).toBe(202);
  return (await response.json()) as AdminWorkflowDto;
}

describe('business workflows across a crash', () => {
  it('when a Complete Copy is cut off midway, then after the restart exactly one complete copy exists', async () => {
    const venue = await venueWithReferrer();
    const { owner } = venue;

    let workflow: AdminWorkflowDto;
    if (distributed) {
      // The campaign service is down: the copy is made by identity, then the workflow waits on campaign.
      await stack.service('campaign').kill('SIGKILL');
      workflow = await startWorkflow('POST', `/api/admin/businesses/${owner.userId}/duplicate`, {
        includeData: true,
      });
      await untilStepsDone(workflow.id, 1);
      await stack.service('admin').kill('SIGKILL');
      await stack.service('campaign').start();
      await stack.service('admin').start();
    } else {
      workflow = await startWorkflow('POST', `/api/admin/businesses/${owner.userId}/duplicate`, {
        includeData: true,
      });
      await crashWholeStack();
      admin = await signInAdmin(admin.email, admin.password, stack.url);
    }

    const finished = await waitForWorkflow(admin, workflow.id, stack.url, 120_000);
    expect(finished.status).toBe('done');
    expect(finished.stepsDone).toHaveLength(finished.totalSteps);

    const all = await adminJson<AdminBusinessDto[]>(
      admin,
      'GET',
      '/api/admin/businesses',
      undefined,
      stack.url,
    );
    const copies = all.filter(
      (business) => business.businessName === `${owner.registration.businessName} (copy 2)`,
    );
    expect(copies.map((copy) => copy.id)).toEqual([finished.resultBusinessId]);
    const copyId = finished.resultBusinessId!;
    const campaigns = await adminJson<AdminCampaignSummaryDto[]>(
      admin,
      'GET',
      `/api/admin/businesses/${copyId}/campaigns`,
      undefined,
      stack.url,
    );
    expect(campaigns).toHaveLength(1);
    const referrers = await adminJson<AdminReferrerDto[]>(
      admin,
      'GET',
      `/api/admin/businesses/${copyId}/referrers`,
      undefined,
      stack.url,
    );
    expect(referrers).toHaveLength(1);
    expect(referrers[0]!.campaignId).toBe(campaigns[0]!.id);

    const cookieOwner = await fetch(`${stack.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.registration.email, password: owner.registration.password }),
    });
    const cookie = cookieOwner.headers.getSetCookie()[0]!.split(';')[0]!;
    const venues = (await (
      await fetch(`${stack.url}/api/user/${owner.userId}/businesses`, { headers: { cookie } })
    ).json()) as BusinessSummary[];
    expect(venues).toHaveLength(2);
  });

  it('when a delete is cut off midway, then after the restart the business is gone from every service and nothing else is', async () => {
    const doomed = await venueWithReferrer();
    const bystander = await venueWithReferrer();

    let workflow: AdminWorkflowDto;
    if (distributed) {
      // The referral service is down: identity deactivates the business, then the workflow waits on referral.
      await stack.service('referral').kill('SIGKILL');
      workflow = await startWorkflow('DELETE', `/api/admin/businesses/${doomed.owner.userId}`);
      await untilStepsDone(workflow.id, 1);
      await stack.service('admin').kill('SIGKILL');
      await stack.service('referral').start();
      await stack.service('admin').start();
    } else {
      workflow = await startWorkflow('DELETE', `/api/admin/businesses/${doomed.owner.userId}`);
      await crashWholeStack();
      admin = await signInAdmin(admin.email, admin.password, stack.url);
    }

    const finished = await waitForWorkflow(admin, workflow.id, stack.url, 120_000);
    expect(finished.status).toBe('done');

    const gone = doomed.owner.userId;
    expect(
      (await adminCall(admin, 'GET', `/api/admin/businesses/${gone}`, undefined, stack.url)).status,
    ).toBe(404);
    for (const part of ['campaigns', 'referrers', 'referees', 'vouchers']) {
      expect(
        await adminJson<unknown[]>(
          admin,
          'GET',
          `/api/admin/businesses/${gone}/${part}`,
          undefined,
          stack.url,
        ),
      ).toEqual([]);
    }
    expect((await fetch(`${stack.url}/api/campaigns/slug/${doomed.businessSlug}`)).status).toBe(404);

    const kept = bystander.owner.userId;
    expect(
      (await adminCall(admin, 'GET', `/api/admin/businesses/${kept}`, undefined, stack.url)).status,
    ).toBe(200);
    expect(
      await adminJson<unknown[]>(
        admin,
        'GET',
        `/api/admin/businesses/${kept}/campaigns`,
        undefined,
        stack.url,
      ),
    ).toHaveLength(1);
    expect(
      await adminJson<unknown[]>(
        admin,
        'GET',
        `/api/admin/businesses/${kept}/referrers`,
        undefined,
        stack.url,
      ),
    ).toHaveLength(1);
  });
});
