import type { AdminSignInAnswer, AdminUserDto, AdminWorkflowDto } from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { TEST_SUPER_ADMIN, uniqueSuffix } from '@referrals/testing';
import { baseUrl } from './env.ts';

/** An admin signed in: the bearer header every admin call sends, and who they are. */
export interface SignedInAdmin {
  headers: { authorization: string };
  user: AdminUserDto;
  email: string;
  password: string;
}

/** Signs in through POST /api/admin/auth/login of the stack at `url`. */
export async function signInAdmin(
  email: string = TEST_SUPER_ADMIN.email,
  password: string = TEST_SUPER_ADMIN.password,
  url: string = baseUrl(),
): Promise<SignedInAdmin> {
  const response = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`admin sign-in answered ${response.status}: ${await response.text()}`);
  const { token, user } = (await response.json()) as AdminSignInAnswer;
  return { headers: { authorization: `Bearer ${token}` }, user, email, password };
}

/** A new admin of `role` made by `by` (the stack's first super admin by default), signed in. */
export async function newSignedInAdmin(
  role: 'admin' | 'super_admin' = 'admin',
  by?: SignedInAdmin,
  url: string = baseUrl(),
): Promise<SignedInAdmin> {
  const creator = by ?? (await signInAdmin(undefined, undefined, url));
  const email = `admin.${uniqueSuffix()}@example.com`;
  const password = 'admin-password-1';
  const response = await fetch(`${url}/api/admin/users`, {
    method: 'POST',
    headers: { ...creator.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'Admin', email, password, role }),
  });
  if (response.status !== 201)
    throw new Error(`admin create answered ${response.status}: ${await response.text()}`);
  return signInAdmin(email, password, url);
}

/** Calls the admin API of `url` as `admin` with an optional JSON body. */
export async function adminCall(
  admin: SignedInAdmin,
  method: string,
  path: string,
  body?: unknown,
  url: string = baseUrl(),
): Promise<Response> {
  return fetch(`${url}${path}`, {
    method,
    headers: { ...admin.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Reads a JSON answer of the admin API that must be 2xx. */
export async function adminJson<T>(
  admin: SignedInAdmin,
  method: string,
  path: string,
  body?: unknown,
  url: string = baseUrl(),
): Promise<T> {
  const response = await adminCall(admin, method, path, body, url);
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits until the workflow has ended (done, or compensated); a failed one is retried by the service. */
export async function waitForWorkflow(
  admin: SignedInAdmin,
  workflowId: string,
  url: string = baseUrl(),
  timeoutMs = 60_000,
): Promise<AdminWorkflowDto> {
  let last = 'not read yet';
  return eventually(
    async () => {
      const response = await adminCall(admin, 'GET', `/api/admin/workflows/${workflowId}`, undefined, url);
      if (response.status !== 200) {
        last = `answered ${response.status}: ${await response.text()}`;
        return null;
      }
      const workflow = (await response.json()) as AdminWorkflowDto;
      last = `still ${workflow.status}: ${JSON.stringify(workflow)}`;
      return workflow.status === 'done' || workflow.status === 'compensated' ? workflow : null;
    },
    timeoutMs,
    () => `workflow ${workflowId} to end (${last})`,
  );
}
