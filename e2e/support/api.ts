import pactum from 'pactum';
import { buildRegistration } from '@referrals/testing';
import type { RegistrationInput } from '@referrals/contracts';
import { baseUrl } from './env.ts';

/** Points pactum at the stack started by the global setup. */
export function useStack(): void {
  pactum.request.setBaseUrl(baseUrl());
  pactum.request.setDefaultTimeout(15_000);
}

/** The session cookie (`sid=...`) a response set, ready to send back as a Cookie header. */
export function sessionCookie(headers: Record<string, string | string[] | undefined>): string {
  const setCookie = headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const sid = cookies.find((cookie) => cookie.startsWith('sid=') && !cookie.startsWith('sid=;'));
  if (!sid) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return sid.split(';')[0];
}

/** Registers a new owner through the API and returns the payload used and the session cookie. */
export async function registerOwner(
  overrides: Partial<RegistrationInput> = {},
): Promise<{ registration: RegistrationInput; cookie: string; userId: string }> {
  const registration = buildRegistration(overrides);
  const response = await pactum.spec().post('/api/register').withJson(registration).expectStatus(201).toss();
  return {
    registration,
    cookie: sessionCookie(response.headers),
    userId: (response.body as { user: { id: string } }).user.id,
  };
}
