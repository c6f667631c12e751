import type { EntityManager } from '@mikro-orm/sql';
import { Errors } from '../errors.ts';
import { ProcessedStep } from './entity.ts';

/** What names one step of one workflow run: the orchestrator sends both with every step. */
export interface StepKey {
  workflowId: string;
  step: string;
}

const conflictOf = (key: StepKey) =>
  Errors.conflict(`Step ${key.step} of workflow ${key.workflowId} was another step`);

/**
 * The answer recorded for `key` when the step was already carried out, else null; a key recorded on another
 * subject is a ConflictError. Reads without waiting: a way to skip work done before the step's transaction
 * (copying files, say) on a plain repeat; {@link answerStepOnce} still settles a repeat sent at the same time.
 */
export async function findStepAnswer<T>(em: EntityManager, subject: string, key: StepKey): Promise<T | null> {
  const recorded = await em
    .fork({ keepTransactionContext: true })
    .findOne(ProcessedStep, { workflowId: key.workflowId, step: key.step }, { refresh: true });
  if (!recorded) return null;
  if (recorded.subject !== subject) throw conflictOf(key);
  return recorded.answer as T;
}

/**
 * Carries out a workflow step once per `(workflowId, step)` (ADR 0014), in one transaction: the step's row is
 * claimed first, then `run` makes the change and its answer is recorded with it. A step sent again (a retry
 * after a timeout, a resumed workflow) gets the recorded answer and `run` does not run; one sent at the same
 * moment waits on the claimed row until the first commits, and then gets that answer too. The key recorded on
 * another subject is a ConflictError: the orchestrator reused a step name, and another step's answer would be
 * wrong. Should `run` fail, nothing of it stays, the claim included, so the step may be sent again. `run`
 * gets a fork of `em` of its own; given a manager inside a transaction, the step runs nested in it.
 */
export async function answerStepOnce<T>(
  em: EntityManager,
  subject: string,
  key: StepKey,
  run: (tx: EntityManager) => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  const where = { workflowId: key.workflowId, step: key.step };
  return em.fork({ keepTransactionContext: true }).transactional(async (tx) => {
    const claimed = await tx
      .createQueryBuilder(ProcessedStep)
      .insert({ ...where, subject, answer: null, processedAt: now })
      .onConflict(['workflowId', 'step'])
      .ignore()
      .execute('run');
    if (claimed.affectedRows === 0) {
      const recorded = await tx.findOneOrFail(ProcessedStep, where, { refresh: true });
      if (recorded.subject !== subject) throw conflictOf(key);
      return recorded.answer as T;
    }
    const answer = await run(tx);
    await tx.flush();
    await tx.nativeUpdate(ProcessedStep, where, { answer: answer as unknown });
    return answer;
  });
}
