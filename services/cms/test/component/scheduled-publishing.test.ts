import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CmsEvents,
  CmsSubjects,
  type AdminPrincipal,
  type BlogPostDto,
  type CmsPageDto,
  type CmsPageInput,
} from '@referrals/contracts';
import {
  OutboxEvent,
  SettableClock,
  findJob,
  serviceTable,
  startService,
  type Database,
  type ServiceRuntime,
} from '@referrals/service-kit';
import { createTestInfra, failureOf, requestAs, type TestInfra } from '@referrals/service-kit/testing';
import { cmsService } from '../../src/start.ts';

/*
 * Scheduled publishing (beyond docs/product-rules.md): a draft saved with a future `publishAt` is published by
 * the kit's scheduler at that time, once, whichever of two replicas on one database runs it, with that time as
 * its `publishedAt`; the schedule is a row of the database, so a restart keeps it. The scheduler's clock is a
 * settable one both replicas share, standing still until the test moves it.
 */

const HOUR_MS = 60 * 60 * 1000;
const START = new Date('2030-04-01T09:00:00.000Z');
const ADMIN: AdminPrincipal = {
  kind: 'admin',
  adminId: randomUUID(),
  role: 'admin',
  sessionId: randomUUID(),
};

let infra: TestInfra;
let database: Database;
const clock = new SettableClock(START);
let replicas: ServiceRuntime[] = [];

/** A replica of the CMS on the test's database, reading the shared clock. */
async function startReplica(n: number): Promise<ServiceRuntime> {
  const bus = await infra.bus(`cms-replica-${n}`);
  // The replicas' own polls wait an hour: the test runs what is due itself, on both at once.
  const config = { ...infra.config, schedulerIntervalMs: HOUR_MS };
  return startService(cmsService, { bus, database, config, logger: infra.logger, clock });
}

beforeAll(async () => {
  infra = await createTestInfra('cms-scheduled-publishing');
  database = await infra.database();
  replicas = [await startReplica(1), await startReplica(2)];
});

afterAll(async () => {
  for (const replica of replicas) await replica.stop();
  await infra.cleanup();
});

const at = (ms: number) => new Date(START.getTime() + ms);

const admin = <T>(subject: string, data: unknown, replica = replicas[0]!) =>
  requestAs<T>(replica.bus, subject, data, { principal: ADMIN });

const pageInput = (overrides: Partial<CmsPageInput> = {}): CmsPageInput => {
  const slug = `page-${randomUUID().slice(0, 8)}`;
  return {
    title: `Page ${slug}`,
    slug,
    content: '<p>Spring offers for every referral.</p>',
    featuredImage: null,
    metaDescription: null,
    isPublished: false,
    publishAt: null,
    ...overrides,
  };
};

const createPage = (input: CmsPageInput) => admin<CmsPageDto>(CmsSubjects.createPage, { body: input });
const updatePage = (id: string, input: CmsPageInput) =>
  admin<CmsPageDto>(CmsSubjects.updatePage, { params: { id }, body: input });

/** The page as the public reads it through `replica`, or the error it gets. */
const publicPage = (slug: string, replica = replicas[1]!) =>
  replica.bus
    .request<CmsPageDto>(CmsSubjects.publicPage, { params: { slug } })
    .catch((error: unknown) => error as Error);

/** Moves the shared clock and runs what is due on every replica at once, as their polls would. */
async function reach(instant: Date): Promise<number> {
  clock.set(instant);
  const ran = await Promise.all(replicas.map((replica) => replica.runDueJobs()));
  return ran.reduce((sum, count) => sum + count, 0);
}

const publicChanges = () =>
  replicas[0]!.orm.em.fork().count(OutboxEvent, { type: CmsEvents.publicContentChanged });

/** The waiting publication jobs of an item (its key is the item's, with the time). */
async function waitingJobs(kind: 'page' | 'post', id: string): Promise<string[]> {
  const em = replicas[0]!.orm.em.fork();
  const rows = await em.execute<Array<{ key: string }>>(
    `select "key" from ${serviceTable(em, 'scheduled_job')} where left("key", ?) = ? and "state" = 'pending'`,
    [`cms-publish:${kind}:${id}:`.length, `cms-publish:${kind}:${id}:`],
  );
  return rows.map((row) => row.key);
}

describe('cms: scheduled publishing on two replicas', () => {
  it('when a draft is scheduled and the clock reaches its time, then one replica publishes it once, with the scheduled time as publishedAt', async () => {
    clock.set(START);
    const publishAt = at(HOUR_MS).toISOString();
    const page = await createPage(pageInput({ publishAt }));
    expect(page).toMatchObject({ isPublished: false, publishAt, publishedAt: null });
    expect(await publicPage(page.slug)).toMatchObject({ name: 'NotFoundError' });

    expect(await reach(at(HOUR_MS - 1000))).toBe(0);
    expect(await publicPage(page.slug)).toMatchObject({ name: 'NotFoundError' });

    const changesBefore = await publicChanges();
    expect(await reach(at(HOUR_MS))).toBe(1);
    expect(await publicPage(page.slug)).toMatchObject({
      id: page.id,
      isPublished: true,
      publishAt: null,
      publishedAt: publishAt,
    });
    expect(await publicPage(page.slug, replicas[0])).toMatchObject({ isPublished: true });
    expect(await publicChanges()).toBe(changesBefore + 1);
    const job = await findJob(replicas[0]!.orm.em.fork(), `cms-publish:page:${page.id}:${publishAt}`);
    expect(job).toMatchObject({ state: 'done', attempts: 1 });

    expect(await reach(at(2 * HOUR_MS))).toBe(0);
    expect(await publicChanges()).toBe(changesBefore + 1);
  });

  it('when a post is scheduled and both replicas restart before its time, then it is still published at that time', async () => {
    clock.set(START);
    const publishAt = at(3 * HOUR_MS).toISOString();
    const slug = `post-${randomUUID().slice(0, 8)}`;
    const post = await admin<BlogPostDto>(CmsSubjects.createPost, {
      body: { ...pageInput({ slug, title: 'Launch week', publishAt }), excerpt: 'What is new' },
    });
    expect(post).toMatchObject({ isPublished: false, publishAt });

    for (const replica of replicas) await replica.stop();
    replicas = [await startReplica(3), await startReplica(4)];

    expect(await reach(at(3 * HOUR_MS))).toBe(1);
    const read = await replicas[1]!.bus.request<BlogPostDto>(CmsSubjects.publicPost, { params: { slug } });
    expect(read).toMatchObject({
      id: post.id,
      isPublished: true,
      publishedAt: publishAt,
      excerpt: 'What is new',
    });
  });

  it('when the time is moved, then the page is published at the new time and not at the old one', async () => {
    clock.set(START);
    const input = pageInput({ publishAt: at(5 * HOUR_MS).toISOString() });
    const page = await createPage(input);
    const later = at(7 * HOUR_MS).toISOString();
    expect(await updatePage(page.id, { ...input, publishAt: later })).toMatchObject({ publishAt: later });
    expect(await waitingJobs('page', page.id)).toEqual([`cms-publish:page:${page.id}:${later}`]);

    expect(await reach(at(5 * HOUR_MS))).toBe(0);
    expect(await publicPage(page.slug)).toMatchObject({ name: 'NotFoundError' });
    expect(await reach(at(7 * HOUR_MS))).toBe(1);
    expect(await publicPage(page.slug)).toMatchObject({ isPublished: true, publishedAt: later });
  });

  it('when the time is cleared, or the page deleted, then it is never published', async () => {
    clock.set(START);
    const input = pageInput({ publishAt: at(HOUR_MS).toISOString() });
    const cleared = await createPage(input);
    expect(await updatePage(cleared.id, { ...input, publishAt: null })).toMatchObject({
      isPublished: false,
      publishAt: null,
    });
    const deleted = await createPage(pageInput({ publishAt: at(HOUR_MS).toISOString() }));
    await admin(CmsSubjects.deletePage, { params: { id: deleted.id } });
    expect(await waitingJobs('page', cleared.id)).toEqual([]);
    expect(await waitingJobs('page', deleted.id)).toEqual([]);

    expect(await reach(at(2 * HOUR_MS))).toBe(0);
    expect(await publicPage(cleared.slug)).toMatchObject({ name: 'NotFoundError' });
    const read = await admin<CmsPageDto>(CmsSubjects.getPage, { params: { id: cleared.id } });
    expect(read).toMatchObject({ isPublished: false, publishAt: null, publishedAt: null });
  });

  it('when a published page is unpublished, then the public reads lose it at once and a schedule it was given is gone', async () => {
    clock.set(START);
    const input = pageInput({ isPublished: true });
    const page = await createPage(input);
    expect(page).toMatchObject({ isPublished: true, publishedAt: START.toISOString() });
    expect(await publicPage(page.slug)).toMatchObject({ isPublished: true });

    // Unpublished with a schedule for tomorrow, then unpublished outright: no publication remains.
    const tomorrow = at(24 * HOUR_MS).toISOString();
    expect(await updatePage(page.id, { ...input, isPublished: false, publishAt: tomorrow })).toMatchObject({
      isPublished: false,
      publishAt: tomorrow,
    });
    expect(await publicPage(page.slug)).toMatchObject({ name: 'NotFoundError' });
    expect(await updatePage(page.id, { ...input, isPublished: false, publishAt: null })).toMatchObject({
      isPublished: false,
      publishAt: null,
      publishedAt: START.toISOString(),
    });
    expect(await waitingJobs('page', page.id)).toEqual([]);
    expect(await reach(at(25 * HOUR_MS))).toBe(0);
    expect(await publicPage(page.slug)).toMatchObject({ name: 'NotFoundError' });
  });

  it('when a draft is published by hand before its time, then the schedule is cancelled and publishedAt is that moment', async () => {
    clock.set(START);
    const input = pageInput({ publishAt: at(HOUR_MS).toISOString() });
    const page = await createPage(input);
    clock.set(at(10 * 60 * 1000));
    expect(await updatePage(page.id, { ...input, isPublished: true })).toMatchObject({
      isPublished: true,
      publishAt: null,
      publishedAt: at(10 * 60 * 1000).toISOString(),
    });
    expect(await waitingJobs('page', page.id)).toEqual([]);
  });

  it('when the job runs later than its time (a retry after a failure), then publishedAt is still the scheduled time', async () => {
    clock.set(START);
    const publishAt = at(HOUR_MS).toISOString();
    const page = await createPage(pageInput({ publishAt }));
    // What the scheduler does to a job whose try failed: due again after the backoff.
    const em = replicas[0]!.orm.em.fork();
    await em.execute(`update ${serviceTable(em, 'scheduled_job')} set "run_at" = ? where "key" = ?`, [
      at(HOUR_MS + 2 * 60 * 1000),
      `cms-publish:page:${page.id}:${publishAt}`,
    ]);
    expect(await reach(at(HOUR_MS + 2 * 60 * 1000))).toBe(1);
    expect(await publicPage(page.slug)).toMatchObject({ isPublished: true, publishedAt: publishAt });
  });

  it('when the publication time has already passed, then the save is refused and names the field', async () => {
    clock.set(START);
    const failure = await failureOf(createPage(pageInput({ publishAt: at(-60 * 1000).toISOString() })));
    expect(failure).toMatchObject({
      name: 'InputError',
      fields: { publishAt: 'Choose a publication time in the future' },
    });
  });
});
