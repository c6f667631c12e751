import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CMS_SETTING_KEYS,
  CmsEvents,
  DEFAULT_CMS_SETTINGS,
  PUBLIC_SETTING_KEYS,
  SUPER_ADMIN_SETTING_KEYS,
  answersChangedSubject,
} from '@referrals/contracts';
import { OutboxEvent } from '@referrals/service-kit';
import { eventually, failureOf } from '@referrals/service-kit/testing';
import { CmsSetting } from '../../src/entities/cms-setting.ts';
import { seedSettings } from '../../src/use-cases/settings.ts';
import { adminPrincipal, cmsClient, nameOf, ownerPrincipal, startCms } from './cms-support.ts';

let cms: Awaited<ReturnType<typeof startCms>>;
let client: ReturnType<typeof cmsClient>;
const admin = adminPrincipal('admin');
const superAdmin = adminPrincipal('super_admin');

beforeAll(async () => {
  cms = await startCms();
  client = cmsClient(cms.service.bus);
});

afterAll(async () => {
  await cms.stop();
});

describe('CMS settings', () => {
  it('when the service has started, then every key reads its default', async () => {
    const settings = await client.adminSettings(superAdmin);
    expect(Object.keys(settings)).toEqual([...CMS_SETTING_KEYS]);
    expect(settings).toEqual(DEFAULT_CMS_SETTINGS);
  });

  it('when a visitor reads the settings, then only the public keys come, never the analytics ones', async () => {
    const settings = await client.publicSettings();
    expect(Object.keys(settings)).toEqual([...PUBLIC_SETTING_KEYS]);
    for (const key of SUPER_ADMIN_SETTING_KEYS) expect(settings).not.toHaveProperty(key);
  });

  it('when a plain admin lists the settings, then the super admin keys are left out', async () => {
    const settings = await client.adminSettings(admin);
    expect(Object.keys(settings)).toEqual([...PUBLIC_SETTING_KEYS]);
  });

  it('when anyone but an admin lists or changes settings, then they are refused', async () => {
    await expect(failureOf(client.adminSettings())).resolves.toMatchObject({ name: 'AuthenticationError' });
    await expect(failureOf(client.adminSettings(ownerPrincipal))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
    await expect(failureOf(client.updateSetting(ownerPrincipal, 'site_title', 'x'))).resolves.toMatchObject({
      name: 'AuthenticationError',
    });
  });

  it('when a plain admin changes an analytics setting, then it is refused; a super admin may', async () => {
    await expect(
      failureOf(client.updateSetting(admin, 'analytics_code', '<script></script>')),
    ).resolves.toMatchObject({
      name: 'NotAllowedError',
    });
    await expect(failureOf(client.revisions(admin, { key: 'analytics_hosts' }))).resolves.toMatchObject({
      name: 'NotAllowedError',
    });
    await expect(
      client.updateSetting(superAdmin, 'analytics_hosts', 'https://www.googletagmanager.com'),
    ).resolves.toEqual({ key: 'analytics_hosts', value: 'https://www.googletagmanager.com' });
    expect(await client.publicSettings()).not.toHaveProperty('analytics_hosts');
  });

  it('when a key is unknown, then the answer names it', async () => {
    await expect(failureOf(client.updateSetting(admin, 'no_such_key', 'x'))).resolves.toMatchObject({
      name: 'NotFoundError',
      message: 'There is no setting "no_such_key"',
    });
    await expect(failureOf(client.updateSetting(admin, 'constructor', 'x'))).resolves.toMatchObject({
      name: 'NotFoundError',
    });
  });

  it("when a value does not suit its key's kind, then it is refused on the value field", async () => {
    await expect(
      failureOf(client.updateSetting(admin, 'contact_email', 'not-an-email')),
    ).resolves.toMatchObject({
      name: 'InputError',
      fields: { value: 'Enter a valid e-mail address (or leave it empty)' },
    });
    await expect(
      failureOf(client.updateSetting(admin, 'header_nav_links', '[{"label":')),
    ).resolves.toMatchObject({
      name: 'InputError',
      fields: { value: 'Links must be a JSON list of {"label": ..., "url": ...}' },
    });
    await expect(failureOf(client.updateSetting(admin, 'site_title', 42))).resolves.toMatchObject({
      name: 'InputError',
    });
  });

  it('when the hero title is saved with script, then the CMS allow-list keeps only its rich text', async () => {
    const saved = await client.updateSetting(
      admin,
      'hero_title',
      'Grow <span style="color:#e11d48" onclick="alert(1)">faster</span><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(saved.value).toBe('Grow <span style="color:#e11d48">faster</span>');
    expect((await client.publicSettings()).hero_title).toBe(saved.value);
  });

  it('when a setting changes, then the event is recorded and the gateways are told to drop their copies', async () => {
    const heard: unknown[] = [];
    const listening = cms.service.bus.listen(answersChangedSubject('cms'), (data) => heard.push(data));
    try {
      await client.updateSetting(admin, 'site_tagline', 'Word of mouth, measured');
      const em = cms.service.runtime.orm.em.fork();
      expect(await em.count(OutboxEvent, { type: CmsEvents.publicContentChanged })).toBeGreaterThan(0);
      await cms.service.runtime.flushOutbox();
      await eventually(() => heard.length > 0, 5_000, 'the cms.answers-changed broadcast');
    } finally {
      await listening.drain();
    }
  });

  it('when the service starts again after a release added a key, then only the missing key gets its default', async () => {
    const em = cms.service.runtime.orm.em.fork();
    await em.nativeDelete(CmsSetting, { key: 'maintenance_mode' });
    await client.updateSetting(admin, 'site_title', 'Corner Shop Referrals');
    await seedSettings(em, cms.clock);
    const settings = await client.adminSettings(superAdmin);
    expect(settings.maintenance_mode).toBe('false');
    expect(settings.site_title).toBe('Corner Shop Referrals');
  });

  it('when a setting is saved, then its revisions say who saved what, with the seeded default kept first', async () => {
    const key = 'footer_copyright';
    await client.updateSetting(admin, key, '© {year} Corner Shop');
    const revisions = await client.revisions(admin, { key });
    expect(revisions.map((r) => [r.snapshot, r.savedBy])).toEqual([
      [{ value: '© {year} Corner Shop' }, { id: admin.adminId, name: nameOf(admin) }],
      [{ value: DEFAULT_CMS_SETTINGS[key] }, null],
    ]);
    const restored = await client.restore(admin, revisions[1]!.id);
    expect(restored).toEqual({ key, value: DEFAULT_CMS_SETTINGS[key] });
    expect((await client.publicSettings())[key]).toBe(DEFAULT_CMS_SETTINGS[key]);
    expect(await client.revisions(admin, { key })).toHaveLength(3);
  });
});
