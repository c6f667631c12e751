/**
 * The form a sign-in e-mail is unique in: `Sam@Example.com ` and `sam@example.com` are one login (owners,
 * referrers and admins alike). What was typed is kept beside it for display.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
