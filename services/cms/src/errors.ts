import type { MediaUsage } from '@referrals/contracts';
import { AppError, Errors } from '@referrals/service-kit';

/** Every error the CMS service answers with; each message is written here and nowhere else. */
export const CmsErrors = {
  /** A malformed id gets the same answer as an unknown one; so does a draft read publicly. */
  pageNotFound: () => Errors.notFound('Page not found'),
  postNotFound: () => Errors.notFound('Post not found'),
  /** The revisions of an id that is neither a page nor a post (one address lists either). */
  itemNotFound: () => Errors.notFound('Page or post not found'),
  revisionNotFound: () => Errors.notFound('Revision not found'),
  settingNotFound: (key: string) => Errors.notFound(`There is no setting "${key}"`),
  settingValueInvalid: (problem: string) => Errors.input(problem, { value: problem }),
  superAdminSetting: () => Errors.notAllowed('Only a super admin can read or change this setting'),
  slugTaken: (kind: 'page' | 'post') =>
    new AppError('ConflictError', `This slug is already used by another ${kind}`, {
      fields: { slug: `This slug is already used by another ${kind}` },
    }),
  invalidCursor: () => Errors.input('Invalid cursor', { cursor: 'Invalid cursor' }),
  /** A scheduled publication must be ahead: a time that passed while the form was open publishes nothing. */
  publishAtPassed: () =>
    Errors.input('Choose a publication time in the future', {
      publishAt: 'Choose a publication time in the future',
    }),
  /** An unknown, revoked or expired preview link: one answer for all. */
  previewLinkNotFound: () => Errors.notFound('This preview link does not exist or has expired'),
  mediaNotFound: () => Errors.notFound('Media file not found'),
  /** "Used by page “About”, setting hero_background_image", with the usages for the library to list. */
  mediaInUse: (message: string, usages: MediaUsage[]) => new AppError('ConflictError', message, { usages }),
};
