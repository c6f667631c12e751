import type { EntityManager } from '@mikro-orm/sql';
import type { Clock } from '@referrals/service-kit';
import { seedSettings } from './settings.ts';

/** What the CMS writes at every start, each only when missing: the settings' defaults and the starter pages. */
export async function seedCmsContent(em: EntityManager, clock: Clock): Promise<void> {
  await seedSettings(em, clock);
}
