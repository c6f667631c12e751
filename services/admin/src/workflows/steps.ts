/**
 * How long a workflow step may take before it counts as timed out (and is sent again: every step is
 * idempotent). Copying campaigns copies their images, so steps get longer than an ordinary request.
 */
export const STEP_TIMEOUT_MS = 30_000;

/**
 * The idempotency key of a compensation: the callee records each step under `(workflowId, step)`, so undoing
 * a step needs a key of its own, never the key of the step it undoes.
 */
export const undoKey = (step: string): string => `${step}:undo`;
