import { describe, expect, it } from '@jest/globals';
import { Router } from '@koa/router';
import {
  AdminSubjects,
  CampaignSubjects,
  IdentitySubjects,
  ReferralSubjects,
  SERVICE_NAMES,
  type Access,
} from '@referrals/contracts';
import { authenticators } from '../src/api/authenticate.ts';
import { SESSION_COOKIES } from '../src/api/session-cookie.ts';
import {
  accessLevels,
  apiRoutes,
  BODY_METHODS,
  isApiPath,
  NO_INPUT,
  PATH_PARAMS,
} from '../src/routes/index.ts';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const ACCESS_LEVELS: Access[] = ['public', 'owner', 'referrer', 'admin', 'super_admin'];

describe('route table', () => {
  it.each(apiRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'when %s is read, then the row is well-formed',
    (_label, route) => {
      expect(METHODS).toContain(route.method);
      expect(isApiPath(route.path)).toBe(true);
      expect(route.path).toMatch(/^\/api(\/[a-z0-9-]+|\/:[a-zA-Z]+)+$/);
      const [service, ...operation] = route.subject.split('.');
      expect(SERVICE_NAMES).toContain(service);
      expect(operation.length).toBeGreaterThan(0);
      for (const level of accessLevels(route.access)) expect(ACCESS_LEVELS).toContain(level);
      if (route.status !== undefined) expect(route.status >= 200 && route.status < 300).toBe(true);
      expect(typeof route.schema.validate).toBe('function');
      expect(route.schema.describe().type).toBe('object');
      // Every path parameter says what it is, so a malformed one is refused before a service sees it.
      for (const [, name] of route.path.matchAll(/:([a-zA-Z]+)/g))
        expect(Object.keys(PATH_PARAMS)).toContain(name);
      // A session is issued to anonymous callers (register, login) and ended by a holder of that kind (logout).
      if (route.session && 'issues' in route.session) expect(route.access).toBe('public');
      if (route.session && 'ends' in route.session) expect(route.access).toBe(route.session.ends);
      // A paged answer is a whole collection read: nothing of the caller's input but the path picks it.
      if (route.paged) {
        expect(route.method).toBe('GET');
        expect(route.schema.describe().fields).toEqual({});
        expect(route.session).toBeUndefined();
      }
    },
  );

  it('when the table is read, then every method and path pair is unique', () => {
    const keys = apiRoutes.map((route) => `${route.method} ${route.path.replace(/:[a-zA-Z]+/g, ':param')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('when two rows name one subject, then the later is an alias of the earlier with the same access and session', () => {
    const first = new Map<string, (typeof apiRoutes)[number]>();
    for (const route of apiRoutes) {
      const earlier = first.get(`${route.method} ${route.subject}`);
      if (!earlier) {
        expect(route.alias).toBeUndefined();
        first.set(`${route.method} ${route.subject}`, route);
        continue;
      }
      expect({ path: route.path, alias: route.alias }).toEqual({ path: route.path, alias: true });
      expect([route.access, route.session, route.schema]).toEqual([
        earlier.access,
        earlier.session,
        earlier.schema,
      ]);
    }
  });

  it('when the table is registered with @koa/router, then every path compiles', () => {
    const router = new Router();
    for (const route of apiRoutes) router.register(route.path, [route.method], () => undefined);
    for (const route of apiRoutes) {
      const concrete = route.path.replace(/:[a-zA-Z]+/g, 'x');
      expect(router.match(concrete, route.method).route).toBe(true);
    }
  });

  it('when a campaign export path is requested, then the export row answers, not the campaign by id', () => {
    const router = new Router();
    for (const route of apiRoutes)
      router.register(route.path, [route.method], () => undefined, { name: route.subject });
    const matched = router.match('/api/campaigns/export/b1', 'GET').pathAndMethod.map((layer) => layer.name);
    expect(matched[0]).toBe(CampaignSubjects.exportForBusiness);
  });

  it('when the bus-only subjects are looked for, then no route exposes them', () => {
    const subjects = apiRoutes.map((route) => route.subject);
    const busOnly = [
      IdentitySubjects.resolveSession,
      ReferralSubjects.resolveReferrerSession,
      AdminSubjects.resolveSession,
      ...[IdentitySubjects, CampaignSubjects, ReferralSubjects].flatMap((subjectsOf) =>
        Object.values(subjectsOf).filter((subject) => subject.includes('.workflow.')),
      ),
    ];
    expect(busOnly.length).toBeGreaterThan(6);
    for (const subject of busOnly) expect(subjects).not.toContain(subject);
  });

  it('when the admin rows are read, then every one but sign-in needs an admin', () => {
    const adminRows = apiRoutes.filter((route) => route.path.startsWith('/api/admin/'));
    expect(adminRows.length).toBeGreaterThan(15);
    for (const route of adminRows) {
      if (route.path === '/api/admin/auth/login') expect(route.access).toBe('public');
      else expect(['admin', 'super_admin']).toContain(route.access);
    }
  });

  it('when any access level is used by a row, then an authenticator exists for it', () => {
    for (const route of apiRoutes)
      for (const level of accessLevels(route.access)) expect(typeof authenticators[level]).toBe('function');
  });

  it('when a row recognises a session, then it is a public row whose answers are not kept for anyone', () => {
    for (const route of apiRoutes.filter((row) => row.recognises)) {
      expect(route.access).toBe('public');
      expect(route.answerCached).toBeUndefined();
    }
  });

  it('when a row issues or ends a session, then that kind of session has a cookie', () => {
    for (const { session } of apiRoutes) {
      if (session) expect(SESSION_COOKIES['issues' in session ? session.issues : session.ends]).toBeTruthy();
    }
  });

  it('when a row sends browsers to a page or ignores its body, then it is a GET to a page path, or a body row whose input is its path alone', () => {
    for (const route of apiRoutes.filter((row) => row.browserPage)) {
      expect(route.method).toBe('GET');
      expect(isApiPath(route.browserPage!)).toBe(false);
      expect(route.browserPage).toMatch(/^(\/[a-z0-9-]+)+$/);
    }
    for (const route of apiRoutes.filter((row) => row.bodyIgnored)) {
      expect(BODY_METHODS.has(route.method)).toBe(true);
      expect(route.schema).toBe(NO_INPUT);
    }
  });
});
