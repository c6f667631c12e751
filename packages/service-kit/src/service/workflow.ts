import type { WireError } from '@referrals/contracts';
import { isAppError, toWire } from '../errors.ts';
import { workflowRuns } from '../ops/metrics.ts';

/**
 * What a step is given: the key the callee makes the step idempotent by (`workflowId` + `step`, sent with
 * the step's bus request), and the state the earlier steps left.
 */
export interface WorkflowStepContext<S> {
  workflowId: string;
  step: string;
  state: S;
}

/** One step of a workflow across services (docs/adr/0014-service-calls-and-workflows.md). */
export interface WorkflowStep<S> {
  /** Unique within the workflow: with the workflow id, the idempotency key of the step. */
  name: string;
  /** Does the step (usually one bus request as the service) and returns the state for the next steps. */
  run(ctx: WorkflowStepContext<S>): Promise<S>;
  /** Undoes the step after a later step was refused; itself idempotent. Steps without one are not undone. */
  compensate?(ctx: WorkflowStepContext<S>): Promise<void>;
}

/**
 * Where a workflow stands: `running` while steps remain; `done`; `compensated` when a step was refused and
 * the steps before it were undone; `failed` when it could not go on now (a service stayed unavailable, or a
 * compensation failed) and must be resumed later from `done`.
 */
export interface WorkflowProgress<S> {
  workflowId: string;
  status: 'running' | 'done' | 'compensated' | 'failed';
  /** Names of the steps done, in order (and not undone). */
  done: string[];
  state: S;
  /** The refusal or failure that stopped the workflow. */
  error?: WireError;
}

/** How a workflow runs and where its progress goes. */
export interface RunWorkflowOptions<S> {
  workflowId: string;
  /** What kind of workflow this is (e.g. `duplicate-business`): the `workflow` label of `workflow_runs_total`. */
  name: string;
  /** The state before the first step, or as recorded when resuming. */
  state: S;
  /** Steps already done (resuming a recorded run): skipped. */
  done?: readonly string[];
  /**
   * Records the progress after every step and at the end, in the orchestrator's own schema and its own short
   * transaction (never around a bus call), so a restarted orchestrator resumes where it stopped.
   */
  record(progress: WorkflowProgress<S>): Promise<void>;
  /** Tries per step while the callee is unavailable or times out (default 5), doubling the delay each time. */
  attempts?: number;
  /** Delay before the first retry (default 200 ms). */
  retryDelayMs?: number;
}

/** Errors that may pass: the callee was unreachable or slow, and the step (idempotent) may be sent again. */
const isTransient = (error: unknown): boolean =>
  isAppError(error, 'Unavailable') || isAppError(error, 'Timeout');

/**
 * Runs a workflow's steps in order (ADR 0014): a step whose callee is unavailable or times out is sent again
 * with the same key; a step that is refused (any other error: a refusal does not get better by retrying)
 * stops the workflow and the steps done before it are compensated in reverse order. Progress is recorded
 * after every step. Answers the final progress; never throws for a step's failure.
 */
export async function runWorkflow<S>(
  steps: readonly WorkflowStep<S>[],
  options: RunWorkflowOptions<S>,
): Promise<WorkflowProgress<S>> {
  let outcome = 'error';
  try {
    const progress = await runSteps(steps, options);
    outcome = progress.status;
    return progress;
  } finally {
    // `error`: recording the progress threw (e.g. the run was taken over), the run stopped without an end.
    workflowRuns.labels(options.name, outcome).inc();
  }
}

async function runSteps<S>(
  steps: readonly WorkflowStep<S>[],
  options: RunWorkflowOptions<S>,
): Promise<WorkflowProgress<S>> {
  const { workflowId, record } = options;
  const done = [...(options.done ?? [])];
  let state = options.state;
  const progress = (status: WorkflowProgress<S>['status'], error?: unknown): WorkflowProgress<S> => ({
    workflowId,
    status,
    done: [...done],
    state,
    ...(error === undefined ? {} : { error: toWire(error) }),
  });

  for (const step of steps) {
    if (done.includes(step.name)) continue;
    try {
      state = await withRetries(() => step.run({ workflowId, step: step.name, state }), options);
    } catch (error) {
      if (isTransient(error)) return finish(record, progress('failed', error));
      return finish(record, await compensate(steps, done, { workflowId, state }, options, error, progress));
    }
    done.push(step.name);
    await record(progress('running'));
  }
  return finish(record, progress('done'));
}

async function compensate<S>(
  steps: readonly WorkflowStep<S>[],
  done: string[],
  { workflowId, state }: { workflowId: string; state: S },
  options: RunWorkflowOptions<S>,
  refusal: unknown,
  progress: (status: WorkflowProgress<S>['status'], error?: unknown) => WorkflowProgress<S>,
): Promise<WorkflowProgress<S>> {
  for (const name of [...done].reverse()) {
    const step = steps.find((candidate) => candidate.name === name);
    try {
      if (step?.compensate) {
        await withRetries(() => step.compensate!({ workflowId, step: name, state }), options);
      }
    } catch (error) {
      // Left for a later run: what is in `done` is still to be undone.
      return progress('failed', error);
    }
    done.pop();
    await options.record(progress('running', refusal));
  }
  return progress('compensated', refusal);
}

async function withRetries<T>(
  work: () => Promise<T>,
  options: Pick<RunWorkflowOptions<unknown>, 'attempts' | 'retryDelayMs'>,
): Promise<T> {
  const attempts = options.attempts ?? 5;
  let delay = options.retryDelayMs ?? 200;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isTransient(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay *= 2;
    }
  }
}

async function finish<S>(
  record: (progress: WorkflowProgress<S>) => Promise<void>,
  progress: WorkflowProgress<S>,
): Promise<WorkflowProgress<S>> {
  await record(progress);
  return progress;
}
