import { startStack, type RunningStack } from '@referrals/testing';

declare global {
  var __E2E_STACK__: RunningStack | undefined;
}

/** One product stack for every end-to-end suite; its URL reaches the tests through the environment. */
export default async function globalSetup(): Promise<void> {
  const stack = await startStack();
  globalThis.__E2E_STACK__ = stack;
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_STACK_MODE = stack.mode;
}
