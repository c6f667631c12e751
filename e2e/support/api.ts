import pactum from 'pactum';
import { eventually } from '@referrals/service-kit/testing';
import { buildRegistration } from '@referrals/testing';
import type { RegistrationInput } from '@referrals/contracts';
import { baseUrl } from './env.ts';

/** Points pactum at the stack started by the global setup. */
export function useStack(): void {
  pactum.request.setBaseUrl(baseUrl());
  pactum.request.setDefaultTimeout(15_000);
}

/**
 * The session cookie a response set (`sid=...` for owners, `rsid=...` for referrers), ready to send back as a
 * Cookie header.
 */
export function sessionCookie(
  headers: Record<string, string | string[] | undefined>,
  name: 'sid' | 'rsid' = 'sid',
): string {
  const setCookie = headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = cookies.find((cookie) => cookie.startsWith(`${name}=`) && !cookie.startsWith(`${name}=;`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(cookies)}`);
  return found.split(';')[0]!;
}

/** A registered owner as the suites use them: the registration sent, the session cookie and the business id. */
export interface RegisteredOwner {
  registration: RegistrationInput;
  /** `sid=...`, ready to send back as a Cookie header. */
  cookie: string;
  userId: string;
}

/** Registers a new owner through the API of the stack at `url` (the global one by default). */
export async function registerOwner(
  overrides: Partial<RegistrationInput> = {},
  url: string = baseUrl(),
): Promise<RegisteredOwner> {
  const registration = buildRegistration(overrides);
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration),
  });
  if (response.status !== 201)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return {
    registration,
    cookie: sessionCookie({ 'set-cookie': response.headers.getSetCookie() }),
    userId: user.id,
  };
}

/**
 * Registers an owner and waits until the campaign service knows their business (identity's
 * `business-registered` event has arrived; until then campaign calls for it answer 404).
 */
export async function registerOwnerKnownToCampaigns(
  overrides: Partial<RegistrationInput> = {},
  url: string = baseUrl(),
): Promise<RegisteredOwner> {
  const owner = await registerOwner(overrides, url);
  await eventually(
    async () => {
      const list = await fetch(`${url}/api/campaigns/user/${owner.userId}`, {
        headers: { cookie: owner.cookie },
      });
      await list.arrayBuffer();
      return list.status === 200;
    },
    15_000,
    `the campaign service to learn of business ${owner.userId}`,
  );
  return owner;
}
