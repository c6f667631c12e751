import type { InferEntity } from '@mikro-orm/core';
import { passwordResetEntity } from '@referrals/service-kit';

/**
 * A person's e-mailed sign-in link, in the shape of the kit's single-use links (`passwordResetEntity`):
 * `accountId` is the person's id, only the SHA-256 of the token is stored, and `usedAt` is set once it signed in.
 */
export const ReferrerLoginLink = passwordResetEntity('ReferrerLoginLink', 'referrer_login_link');

export type ReferrerLoginLink = InferEntity<typeof ReferrerLoginLink>;
