import { describe, expect, it } from '@jest/globals';
import { Router } from '@koa/router';
import { CampaignSubjects, IdentitySubjects, SERVICE_NAMES, type Access } from '@referrals/contracts';
import { apiRoutes, isApiPath } from '../src/routes/index.ts';
import { authenticators } from '../src/api/authenticate.ts';

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
      expect(ACCESS_LEVELS).toContain(route.access);
      if (route.status !== undefined) expect(route.status >= 200 && route.status < 300).toBe(true);
      if (route.schema) expect(typeof route.schema.validate).toBe('function');
      // A session is issued to anonymous callers (register, login) and ended by its holder (logout).
      if (route.session === 'issue') expect(route.access).toBe('public');
      if (route.session === 'end') expect(route.access).not.toBe('public');
      // A paged answer is a whole collection read: nothing of the caller's input but the path picks it.
      if (route.paged)
        expect([route.method, route.schema, route.session]).toEqual(['GET', undefined, undefined]);
      expect(
        Object.keys(route).every((key) =>
          ['method', 'path', 'subject', 'schema', 'access', 'session', 'status', 'paged'].includes(key),
        ),
      ).toBe(true);
    },
  );

  it('when the table is read, then every method and path pair is unique', () => {
    const keys = apiRoutes.map((route) => `${route.method} ${route.path.replace(/:[a-zA-Z]+/g, ':param')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('when the table is registered with @koa/router, then every path compiles', () => {
    const router = new Router();
    for (const route of apiRoutes) router.register(route.path, [route.method], () => undefined);
    for (const route of apiRoutes) {
      const concrete = route.path.replace(/:[a-zA-Z]+/g, 'x');
      expect(router.match(concrete, route.method).route).toBe(true);
    }
  });

  it('when this issue ships, then exactly the identity and campaign calls are served', () => {
    expect(
      apiRoutes.map(({ method, path, access, session, status }) => ({
        method,
        path,
        access,
        session,
        status,
      })),
    ).toEqual([
      { method: 'POST', path: '/api/register', access: 'public', session: 'issue', status: 201 },
      { method: 'POST', path: '/api/login', access: 'public', session: 'issue', status: undefined },
      { method: 'POST', path: '/api/logout', access: 'owner', session: 'end', status: undefined },
      { method: 'GET', path: '/api/auth/me', access: 'owner', session: undefined, status: undefined },
      {
        method: 'GET',
        path: '/api/user/:userId/businesses',
        access: 'owner',
        session: undefined,
        status: undefined,
      },
      { method: 'GET', path: '/api/user/:userId', access: 'owner', session: undefined, status: undefined },
      {
        method: 'PATCH',
        path: '/api/user/update/:userId',
        access: 'owner',
        session: undefined,
        status: undefined,
      },
      {
        method: 'POST',
        path: '/api/user/:userId/plan',
        access: 'owner',
        session: undefined,
        status: undefined,
      },
      {
        method: 'POST',
        path: '/api/user/:userId/select',
        access: 'owner',
        session: undefined,
        status: undefined,
      },
      {
        method: 'GET',
        path: '/api/users/slug/:slug',
        access: 'public',
        session: undefined,
        status: undefined,
      },
      { method: 'POST', path: '/api/campaigns', access: 'owner', session: undefined, status: 201 },
      {
        method: 'GET',
        path: '/api/campaigns/user/:userId',
        access: 'owner',
        session: undefined,
        status: undefined,
      },
      {
        method: 'GET',
        path: '/api/campaigns/export/:userId',
        access: 'owner',
        session: undefined,
        status: undefined,
      },
      {
        method: 'GET',
        path: '/api/campaigns/slug/:slug',
        access: 'public',
        session: undefined,
        status: undefined,
      },
      { method: 'GET', path: '/api/campaigns/:id', access: 'owner', session: undefined, status: undefined },
      { method: 'PATCH', path: '/api/campaigns/:id', access: 'owner', session: undefined, status: undefined },
      {
        method: 'DELETE',
        path: '/api/campaigns/:id',
        access: 'owner',
        session: undefined,
        status: undefined,
      },
      {
        method: 'GET',
        path: '/api/reward-milestones/campaign/:id',
        access: 'owner',
        session: undefined,
        status: undefined,
      },
      {
        method: 'POST',
        path: '/api/reward-milestones/campaign/:id',
        access: 'owner',
        session: undefined,
        status: undefined,
      },
      ...[
        '/api/analytics/campaign/:id',
        '/api/analytics/campaign/:id/timeseries',
        '/api/referrers/campaign/:id',
        '/api/referrers/export/:userId',
      ].map((path) => ({ method: 'GET', path, access: 'owner', session: undefined, status: undefined })),
    ]);
  });

  it('when a campaign export path is requested, then the export row answers, not the campaign by id', () => {
    const router = new Router();
    for (const route of apiRoutes)
      router.register(route.path, [route.method], () => undefined, { name: route.subject });
    const matched = router.match('/api/campaigns/export/b1', 'GET').pathAndMethod.map((layer) => layer.name);
    expect(matched[0]).toBe(CampaignSubjects.exportForBusiness);
  });

  it('when the bus-only identity subjects are looked for, then no route exposes them', () => {
    const subjects = apiRoutes.map((route) => route.subject);
    expect(subjects).not.toContain(IdentitySubjects.createBusinessForLogin);
    expect(subjects).not.toContain(IdentitySubjects.resolveSession);
  });

  it('when any access level is used by a row, then an authenticator exists for it', () => {
    for (const route of apiRoutes) expect(typeof authenticators[route.access]).toBe('function');
  });
});
