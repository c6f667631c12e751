import type { InferEntity } from '@mikro-orm/core';
import { passwordResetEntity } from '@referrals/service-kit';

/**
 * An owner's forgotten-password link (the kit's `passwordResetEntity`): `accountId` is the login's id, and
 * only the SHA-256 of the token is stored.
 */
export const PasswordResetToken = passwordResetEntity('PasswordResetToken', 'password_reset_token');

export type PasswordResetToken = InferEntity<typeof PasswordResetToken>;
