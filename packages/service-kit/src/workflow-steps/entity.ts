import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A workflow step a service carried out (ADR 0014), keyed by the orchestrator's `(workflowId, step)`: claimed
 * and answered in the same transaction as the step's change, so that a step sent again changes nothing and
 * gets the first answer.
 */
export const ProcessedStep = defineEntity({
  name: 'ProcessedStep',
  tableName: 'processed_step',
  properties: {
    workflowId: p.uuid().primary(),
    step: p.text().primary(),
    /** The subject the step came on: one key names one step, so the key on another subject is refused. */
    subject: p.text(),
    /** The step's first answer, given again to every repeat; null only inside the transaction that claims it. */
    answer: p.json<unknown>().nullable(),
    processedAt: p.datetime(),
  },
});

export type ProcessedStep = InferEntity<typeof ProcessedStep>;
