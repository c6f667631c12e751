import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { AdminSignInAnswer, AdminUserDto, AdminWorkflowDto, MediaFileDto } from '@referrals/contracts';
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

/**
 * A 1600 x 900 photo of one colour uploaded to the media library (which keeps WebP copies of it at smaller
 * widths), with its alt text.
 */
export async function uploadLibraryPhoto(
  admin: SignedInAdmin,
  background: string,
  altText = 'A shop counter',
  url: string = baseUrl(),
): Promise<MediaFileDto> {
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('altText', altText);
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'counter.jpg');
  const response = await fetch(`${url}/api/admin/cms/media/upload`, {
    method: 'POST',
    headers: admin.headers,
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`the media upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as MediaFileDto;
}

/** Signs in on the admin area's login page in the browser (the first super admin unless told), to the dashboard. */
export async function signInToAdminArea(
  page: Page,
  email: string = TEST_SUPER_ADMIN.email,
  password: string = TEST_SUPER_ADMIN.password,
): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** The `srcset` the site gives a library image: its WebP copies, then itself, each with its width. */
export function librarySrcset(file: MediaFileDto): string {
  return [...file.variants.map((copy) => `${copy.url} ${copy.width}w`), `${file.url} ${file.width}w`].join(
    ', ',
  );
}
