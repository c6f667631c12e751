/** The form an e-mail is unique in: `Owner@Example.com ` and `owner@example.com` are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
