import { Readable } from 'node:stream';
import type { ExportPage } from '@referrals/contracts';
import type { ParameterizedContext } from 'koa';
import type { GatewayState } from '../state.ts';

/** Asks the service for the page after the cursor `after` (none: the first page). */
export type PageRequest = (after: string | undefined) => Promise<unknown>;

/**
 * Answers a paged route (ApiRoute `paged`): one JSON array of every record, gathered page by page over the
 * bus, where a reply is one NATS message of at most 1 MiB. The array is streamed as the pages come, so the
 * gateway holds one page at a time however long the export.
 *
 * The first page is asked for before anything is written, so its failure (a 404 for another owner's
 * business, a timeout) is an ordinary error answer. A later page can only fail after the 200 and part of
 * the array are out: the stream is then destroyed, which cuts the response short of its closing bracket
 * and chunk, so the client sees a broken answer, never a wrong complete one; Koa reports it to the app's
 * `error` listener, which logs it.
 */
export async function answerPaged(
  ctx: ParameterizedContext<GatewayState>,
  requestPage: PageRequest,
): Promise<void> {
  const first = asPage(await requestPage(undefined));
  ctx.status = 200;
  ctx.type = 'application/json';
  // Exports are read once and can be large: no tag over the body, no copy kept.
  ctx.set('Cache-Control', 'no-store');
  ctx.body = Readable.from(jsonArray(first, requestPage));
}

async function* jsonArray(first: ExportPage<unknown>, requestPage: PageRequest): AsyncGenerator<string> {
  let page = first;
  let written = 0;
  yield '[';
  for (;;) {
    if (page.items.length > 0) {
      yield (written > 0 ? ',' : '') + page.items.map((item) => JSON.stringify(item)).join(',');
      written += page.items.length;
    }
    if (page.next === null) break;
    const after = page.next;
    page = asPage(await requestPage(after));
    // A cursor that does not move would repeat the same page forever.
    if (page.next === after) throw new Error(`export cursor did not move past ${after}`);
  }
  yield ']';
}

function asPage(reply: unknown): ExportPage<unknown> {
  const page = reply as Partial<ExportPage<unknown>> | null;
  if (!page || !Array.isArray(page.items) || !(page.next === null || typeof page.next === 'string')) {
    throw new Error('a paged route answered something other than an export page');
  }
  return page as ExportPage<unknown>;
}
