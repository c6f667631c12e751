/** The owners' forgotten-password calls (`PasswordResetAnswerDto` both): e-mail a link, set the password. */
export const ownerPasswordResetApi = {
  request: '/api/password/forgot',
  reset: '/api/password/reset',
} as const;
