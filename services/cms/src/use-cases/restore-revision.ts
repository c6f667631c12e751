import { blogPostSchema, cmsPageSchema, type BlogPostDto, type CmsPageDto } from '@referrals/contracts';
import { parseInput } from '@referrals/service-kit';
import { CmsRevision } from '../entities/cms-revision.ts';
import { CmsErrors } from '../errors.ts';
import { saveItem, type ItemWrite } from './items.ts';
import { withoutPassedSchedule } from './publication-schedule.ts';
import { settingKeyFor, storedSettingValue, writeSetting } from './settings.ts';

/**
 * `cms.admin.revisions.restore`: the item becomes what the revision kept, in one action, checked as a save
 * would be (a slug another item took since is refused). The restore is a revision of its own, never folded
 * into the one before it, so it can be undone in turn. Answers the restored item: its DTO, or `{ key, value }`.
 */
export async function restoreRevision(
  write: ItemWrite,
  revisionId: string,
): Promise<CmsPageDto | BlogPostDto | { key: string; value: string }> {
  const revision = await write.em.findOne(CmsRevision, { id: revisionId });
  if (revision === null) throw CmsErrors.revisionNotFound();
  if (revision.kind === 'setting') {
    const key = settingKeyFor(write.principal, revision.itemId);
    const value = typeof revision.snapshot.value === 'string' ? revision.snapshot.value : '';
    return writeSetting(write, key, storedSettingValue(key, value), false);
  }
  const schema = revision.kind === 'page' ? cmsPageSchema : blogPostSchema;
  const input = withoutPassedSchedule(await parseInput(schema, revision.snapshot), write.clock.now());
  return saveItem(write, revision.kind, revision.itemId, input, { fold: false });
}
