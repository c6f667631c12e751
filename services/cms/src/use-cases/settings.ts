import type { EntityManager } from '@mikro-orm/sql';
import {
  CMS_SETTING_KEYS,
  CMS_SETTINGS,
  DEFAULT_CMS_SETTINGS,
  PUBLIC_SETTING_KEYS,
  SUPER_ADMIN_SETTING_KEYS,
  settingValueProblem,
  type AdminPrincipal,
} from '@referrals/contracts';
import type { Bus, Clock } from '@referrals/service-kit';
import { CmsSetting } from '../entities/cms-setting.ts';
import { CmsErrors } from '../errors.ts';
import { sanitizeCmsHtml } from '../rich-text.ts';
import { announcePublicChange } from './public-change.ts';
import { recordRevision } from './revisions.ts';
import { saverOf } from './saved-by.ts';

/**
 * Writes the default of every key this release knows that has no row yet: the first start writes them all,
 * a later release's new key is written at its first start, and a value an admin changed is never touched.
 */
export async function seedSettings(em: EntityManager, clock: Clock): Promise<void> {
  const existing = new Set((await em.find(CmsSetting, {}, { fields: ['key'] })).map((row) => row.key));
  const now = clock.now();
  for (const key of CMS_SETTING_KEYS) {
    if (existing.has(key)) continue;
    em.persist(
      em.create(CmsSetting, {
        key,
        value: DEFAULT_CMS_SETTINGS[key]!,
        updatedAt: now,
        updatedById: null,
        updatedByName: null,
      }),
    );
  }
  await em.flush();
}

/** Values of `keys` as a key-to-value map, in the Settings tab's order; a missing row reads as its default. */
async function settingsMap(em: EntityManager, keys: readonly string[]): Promise<Record<string, string>> {
  const rows = await em.find(CmsSetting, { key: { $in: [...keys] } });
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, values.get(key) ?? DEFAULT_CMS_SETTINGS[key] ?? '']));
}

/** `cms.settings.public`: every key a visitor may read; never the analytics ones. */
export function publicSettings(em: EntityManager): Promise<Record<string, string>> {
  return settingsMap(em, PUBLIC_SETTING_KEYS);
}

/** Every setting, the script-bearing ones included: what the gateway's served HTML needs. */
export function allSettings(em: EntityManager): Promise<Record<string, string>> {
  return settingsMap(em, CMS_SETTING_KEYS);
}

/** `cms.admin.settings.list`: every key, the super admin's only to a super admin. */
export function adminSettings(em: EntityManager, principal: AdminPrincipal): Promise<Record<string, string>> {
  return settingsMap(em, principal.role === 'super_admin' ? CMS_SETTING_KEYS : PUBLIC_SETTING_KEYS);
}

/** The key of a setting an admin addresses, refused when unknown or (for a plain admin) a super admin's. */
export function settingKeyFor(principal: AdminPrincipal, key: unknown): string {
  if (typeof key !== 'string' || !Object.hasOwn(CMS_SETTINGS, key))
    throw CmsErrors.settingNotFound(String(key));
  if (SUPER_ADMIN_SETTING_KEYS.includes(key) && principal.role !== 'super_admin')
    throw CmsErrors.superAdminSetting();
  return key;
}

/** The value as it will be stored: rich text goes through the CMS allow-list, the rest as sent. */
export function storedSettingValue(key: string, value: string): string {
  const problem = settingValueProblem(key, value);
  if (problem !== null) throw CmsErrors.settingValueInvalid(problem);
  return CMS_SETTINGS[key] === 'html' ? sanitizeCmsHtml(value) : value;
}

export interface SettingWrite {
  em: EntityManager;
  bus: Bus;
  clock: Clock;
  principal: AdminPrincipal;
  requestId?: string;
}

/**
 * `cms.admin.settings.update`: checks the value by the key's kind, stores it, keeps the revision and tells the
 * gateway that the public site changed.
 */
export async function updateSetting(
  write: SettingWrite,
  rawKey: unknown,
  value: string,
): Promise<{ key: string; value: string }> {
  const key = settingKeyFor(write.principal, rawKey);
  return writeSetting(write, key, storedSettingValue(key, value), true);
}

/** Stores a checked value of `key`, with its revision and the public-change event, in one transaction. */
export async function writeSetting(
  write: SettingWrite,
  key: string,
  value: string,
  fold: boolean,
): Promise<{ key: string; value: string }> {
  const savedBy = await saverOf(write.bus, write.principal);
  const { em } = write;
  await em.transactional(async (tx) => {
    const now = write.clock.now();
    let row = await tx.findOne(CmsSetting, { key });
    const previous = row
      ? { snapshot: { value: row.value }, savedAt: row.updatedAt }
      : { snapshot: { value: DEFAULT_CMS_SETTINGS[key] ?? '' }, savedAt: now };
    if (row === null) {
      row = tx.create(CmsSetting, { key, value, updatedAt: now, updatedById: null, updatedByName: null });
      tx.persist(row);
    }
    row.value = value;
    row.updatedAt = now;
    row.updatedById = savedBy.id;
    row.updatedByName = savedBy.name;
    await recordRevision(tx, {
      kind: 'setting',
      itemId: key,
      snapshot: { value },
      savedBy,
      now,
      previous,
      fold,
    });
    announcePublicChange(tx, { requestId: write.requestId });
  });
  return { key, value };
}
