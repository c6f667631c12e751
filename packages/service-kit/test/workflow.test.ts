import { describe, expect, it } from '@jest/globals';
import { Errors, runWorkflow, type WorkflowProgress, type WorkflowStep } from '../src/index.ts';

interface Copy {
  businessId?: string;
  campaigns?: number;
}

/** A run's recorded progress and every call its steps made, with the key each was made under. */
function harness() {
  const recorded: WorkflowProgress<Copy>[] = [];
  const calls: string[] = [];
  const record = async (progress: WorkflowProgress<Copy>) => {
    recorded.push(progress);
  };
  return { recorded, calls, record };
}

/** Steps shaped like "duplicate business": create the business, then copy its campaigns. */
function duplicateSteps(calls: string[], copyCampaigns: () => Promise<number>): WorkflowStep<Copy>[] {
  return [
    {
      name: 'create-business',
      run: async ({ workflowId, step, state }) => {
        calls.push(`run ${step} ${workflowId}`);
        return { ...state, businessId: 'b-2' };
      },
      compensate: async ({ step, state }) => {
        calls.push(`undo ${step} ${state.businessId}`);
      },
    },
    {
      name: 'copy-campaigns',
      run: async ({ workflowId, step, state }) => {
        calls.push(`run ${step} ${workflowId}`);
        return { ...state, campaigns: await copyCampaigns() };
      },
    },
  ];
}

describe('runWorkflow', () => {
  it('when every step succeeds, then each runs once under the workflow id and progress is recorded after each', async () => {
    const { recorded, calls, record } = harness();
    const outcome = await runWorkflow(
      duplicateSteps(calls, async () => 3),
      { workflowId: 'w-1', name: 'duplicate-business', state: {}, record },
    );

    expect(outcome).toEqual({
      workflowId: 'w-1',
      status: 'done',
      done: ['create-business', 'copy-campaigns'],
      state: { businessId: 'b-2', campaigns: 3 },
    });
    expect(calls).toEqual(['run create-business w-1', 'run copy-campaigns w-1']);
    expect(recorded.map(({ status, done }) => [status, done])).toEqual([
      ['running', ['create-business']],
      ['running', ['create-business', 'copy-campaigns']],
      ['done', ['create-business', 'copy-campaigns']],
    ]);
  });

  it('when a callee is unavailable for a while, then the same step is sent again until it answers', async () => {
    const { calls, record } = harness();
    let unavailable = 2;
    const outcome = await runWorkflow(
      duplicateSteps(calls, async () => {
        if (unavailable-- > 0) throw Errors.unavailable();
        return 1;
      }),
      { workflowId: 'w-2', name: 'duplicate-business', state: {}, record, retryDelayMs: 0 },
    );

    expect(outcome.status).toBe('done');
    expect(calls.filter((call) => call === 'run copy-campaigns w-2')).toHaveLength(3);
  });

  it('when a callee stays unavailable, then the workflow stops as failed with its steps kept for a later run', async () => {
    const { calls, record } = harness();
    const outcome = await runWorkflow(
      duplicateSteps(calls, async () => {
        throw Errors.timeout();
      }),
      { workflowId: 'w-3', name: 'duplicate-business', state: {}, record, attempts: 2, retryDelayMs: 0 },
    );

    expect(outcome).toMatchObject({
      status: 'failed',
      done: ['create-business'],
      state: { businessId: 'b-2' },
      error: { name: 'Timeout' },
    });
    expect(calls).not.toContain('undo create-business b-2');
  });

  it('when a step is refused, then it is not retried and the steps before it are undone in reverse order', async () => {
    const { recorded, calls, record } = harness();
    const outcome = await runWorkflow(
      duplicateSteps(calls, async () => {
        throw Errors.conflict('Your Basic plan allows 1 active campaign.');
      }),
      { workflowId: 'w-4', name: 'duplicate-business', state: {}, record, retryDelayMs: 0 },
    );

    expect(outcome).toMatchObject({
      status: 'compensated',
      done: [],
      error: { name: 'ConflictError', message: 'Your Basic plan allows 1 active campaign.' },
    });
    expect(calls).toEqual(['run create-business w-4', 'run copy-campaigns w-4', 'undo create-business b-2']);
    expect(recorded.at(-1)?.status).toBe('compensated');
  });

  it('when a recorded run is resumed, then the steps it had done are not run again', async () => {
    const { calls, record } = harness();
    const outcome = await runWorkflow(
      duplicateSteps(calls, async () => 2),
      {
        workflowId: 'w-5',
        name: 'duplicate-business',
        state: { businessId: 'b-2' },
        done: ['create-business'],
        record,
      },
    );

    expect(outcome).toMatchObject({ status: 'done', state: { businessId: 'b-2', campaigns: 2 } });
    expect(calls).toEqual(['run copy-campaigns w-5']);
  });
});
