import { randomUUID } from 'node:crypto';
import {
  AdminSubjects,
  CmsSubjects,
  PRINCIPAL_HEADER,
  type AdminPrincipal,
  type AdminRole,
  type BlogPostDto,
  type CmsList,
  type CmsPageDto,
  type CmsRevisionDto,
  type OwnerPrincipal,
  type Principal,
} from '@referrals/contracts';
import type { Bus, PlatformConfig, SettableClock, Subscription } from '@referrals/service-kit';
import { requestAs, startServiceUnderTest, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { cmsService } from '../../src/start.ts';

/** An admin principal as the gateway forwards it; its name is what the admin service stand-in answers. */
export function adminPrincipal(role: AdminRole = 'admin'): AdminPrincipal {
  return { kind: 'admin', adminId: randomUUID(), role, sessionId: randomUUID() };
}

export const ownerPrincipal: OwnerPrincipal = {
  kind: 'owner',
  loginId: randomUUID(),
  businessId: randomUUID(),
  sessionId: randomUUID(),
};

/** The names the admin service stand-in gives: "Admin <first 4 characters of the id>". */
export const nameOf = (principal: AdminPrincipal): string => `Admin ${principal.adminId.slice(0, 4)}`;

/**
 * The CMS service on a settable clock, with a stand-in for the admin service's `admin.auth.me` (the one call
 * the CMS makes, to name who saved a revision). `config` replaces settings of the test infrastructure's (e.g. where
 * the file store keeps its files).
 */
export async function startCms(config: Partial<PlatformConfig> = {}): Promise<{
  service: ServiceUnderTest;
  clock: SettableClock;
  stop(): Promise<void>;
}> {
  const service = await startServiceUnderTest(cmsService, 'cms', { testClock: true, ...config });
  const me: Subscription = service.bus.serve(AdminSubjects.me, async (message) => {
    const principal = JSON.parse(message.headers[PRINCIPAL_HEADER] ?? '{}') as AdminPrincipal;
    const [firstName, lastName] = nameOf(principal).split(' ');
    return { id: principal.adminId, firstName, lastName, role: principal.role };
  });
  return {
    service,
    clock: service.runtime.clock as SettableClock,
    async stop() {
      await me.drain();
      await service.stop();
    },
  };
}

/** A page's fields as the editor sends them, with a unique slug. */
export function pageInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Opening hours',
    slug: `page-${randomUUID().slice(0, 8)}`,
    content: '<p>Open every day</p>',
    isPublished: true,
    ...overrides,
  };
}

/** The bus calls of the CMS, as the gateway makes them. */
export function cmsClient(bus: Bus) {
  const call = <R>(subject: string, data: unknown, principal?: Principal) =>
    requestAs<R>(bus, subject, data, { principal });
  return {
    call,
    publicSettings: () => call<Record<string, string>>(CmsSubjects.publicSettings, {}),
    adminSettings: (by?: Principal) => call<Record<string, string>>(CmsSubjects.adminSettings, {}, by),
    updateSetting: (by: Principal | undefined, key: unknown, value: unknown) =>
      call<{ key: string; value: string }>(
        CmsSubjects.updateSetting,
        { params: { key }, body: { value } },
        by,
      ),
    createPage: (by: Principal | undefined, body: unknown) =>
      call<CmsPageDto>(CmsSubjects.createPage, { body }, by),
    updatePage: (by: Principal | undefined, id: unknown, body: unknown) =>
      call<CmsPageDto>(CmsSubjects.updatePage, { params: { id }, body }, by),
    deletePage: (by: Principal | undefined, id: unknown) =>
      call(CmsSubjects.deletePage, { params: { id } }, by),
    getPage: (by: Principal | undefined, id: unknown) =>
      call<CmsPageDto>(CmsSubjects.getPage, { params: { id } }, by),
    listPages: (by?: Principal) => call<CmsPageDto[]>(CmsSubjects.listPages, {}, by),
    publicPage: (slug: unknown) =>
      call<CmsPageDto | { movedTo: string }>(CmsSubjects.publicPage, { params: { slug } }),
    createPost: (by: Principal | undefined, body: unknown) =>
      call<BlogPostDto>(CmsSubjects.createPost, { body }, by),
    updatePost: (by: Principal | undefined, id: unknown, body: unknown) =>
      call<BlogPostDto>(CmsSubjects.updatePost, { params: { id }, body }, by),
    deletePost: (by: Principal | undefined, id: unknown) =>
      call(CmsSubjects.deletePost, { params: { id } }, by),
    listPosts: (by?: Principal) => call<BlogPostDto[]>(CmsSubjects.listPosts, {}, by),
    publicPost: (slug: unknown) =>
      call<BlogPostDto | { movedTo: string }>(CmsSubjects.publicPost, { params: { slug } }),
    publicPosts: (cursor?: string) =>
      call<CmsList<BlogPostDto>>(CmsSubjects.publicPosts, { query: cursor === undefined ? {} : { cursor } }),
    previewPost: (by: Principal | undefined, slug: unknown) =>
      call<BlogPostDto>(CmsSubjects.previewPost, { params: { slug } }, by),
    revisions: (by: Principal | undefined, params: { id?: unknown; key?: unknown }) =>
      call<CmsRevisionDto[]>(CmsSubjects.listRevisions, { params }, by),
    restore: (by: Principal | undefined, id: unknown) =>
      call<Record<string, unknown>>(CmsSubjects.restoreRevision, { params: { id } }, by),
  };
}
