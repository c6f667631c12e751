import type { InferEntity } from '@mikro-orm/core';
import { passwordResetEntity } from '@referrals/service-kit';

/**
 * A person's forgotten-password link (the kit's `passwordResetEntity`): `accountId` is the person's id, and
 * only the SHA-256 of the token is stored.
 */
export const ReferrerPasswordReset = passwordResetEntity('ReferrerPasswordReset', 'referrer_password_reset');

export type ReferrerPasswordReset = InferEntity<typeof ReferrerPasswordReset>;
