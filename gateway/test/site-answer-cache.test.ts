import { afterEach, describe, expect, it } from '@jest/globals';
import {
  AdminSubjects,
  CmsSubjects,
  DEFAULT_CMS_SETTINGS,
  answersChangedSubject,
  type AdminPrincipal,
} from '@referrals/contracts';
import { createMemoryBus } from '@referrals/service-kit';
import { startTestGateway, type TestGateway } from './support/harness.ts';
import { serveDoubles } from './support/serve-doubles.ts';

const ADMIN: AdminPrincipal = { kind: 'admin', adminId: 'admin-1', role: 'admin', sessionId: 'session-1' };

let stack: TestGateway | undefined;

afterEach(async () => {
  await stack?.close();
  stack = undefined;
});

/** The CMS as far as its public reads and one editor's write go, counting what it is asked. */
async function start() {
  const bus = createMemoryBus();
  const site = { title: 'First title' };
  const doubles = serveDoubles(bus, {
    [AdminSubjects.resolveSession]: async (data: { token?: string }) => ({
      principal: data.token === 'admin-token' ? ADMIN : null,
    }),
    [CmsSubjects.publicSettings]: async () => ({ ...DEFAULT_CMS_SETTINGS, site_title: site.title }),
    [CmsSubjects.pageSettings]: async () => ({
      settings: { ...DEFAULT_CMS_SETTINGS, site_title: site.title },
    }),
    [CmsSubjects.publicPosts]: async () => ({ items: [{ slug: 'newest' }], next: 'cursor-2' }),
    [CmsSubjects.updateSetting]: async (data: { body: { value: string } }) => {
      site.title = data.body.value;
      return { key: 'site_title', value: site.title };
    },
  });
  stack = await startTestGateway({ bus });
  const asked = (subject: string) => doubles.asked.filter((each) => each === subject).length;
  return { url: stack.url, bus, asked };
}

const title = async (url: string) =>
  ((await (await fetch(`${url}/api/cms/settings`)).json()) as Record<string, string>).site_title;

describe('the public site’s answers at the gateway', () => {
  it('when the settings and the blog are read again, then they come from the gateway, the next page’s cursor too', async () => {
    const { url, asked } = await start();
    for (let read = 0; read < 3; read += 1) {
      expect(await title(url)).toBe('First title');
      const blog = await fetch(`${url}/api/cms/blog?published=true`);
      expect(blog.headers.get('x-next-cursor')).toBe('cursor-2');
      expect(await blog.json()).toEqual([{ slug: 'newest' }]);
    }
    expect(asked(CmsSubjects.publicSettings)).toBe(1);
    expect(asked(CmsSubjects.publicPosts)).toBe(1);
  });

  it('when the CMS broadcasts a change, then the next read asks it again', async () => {
    const { url, bus, asked } = await start();
    await title(url);
    bus.broadcast(answersChangedSubject('cms'), {});
    await title(url);
    expect(asked(CmsSubjects.publicSettings)).toBe(2);
  });

  it('when an admin changes a setting through the gateway, then the next read shows it without waiting for the broadcast', async () => {
    const { url } = await start();
    expect(await title(url)).toBe('First title');
    expect(await (await fetch(`${url}/`)).text()).toContain(
      '<meta property="og:site_name" content="First title" />',
    );
    const saved = await fetch(`${url}/api/admin/cms/settings/site_title`, {
      method: 'PUT',
      headers: { authorization: 'Bearer admin-token', 'content-type': 'application/json' },
      body: JSON.stringify({ value: 'Second title' }),
    });
    expect(saved.status).toBe(200);
    expect(await title(url)).toBe('Second title');
    // The pages the gateway serves are made with the new settings too.
    expect(await (await fetch(`${url}/`)).text()).toContain(
      '<meta property="og:site_name" content="Second title" />',
    );
  });
});
