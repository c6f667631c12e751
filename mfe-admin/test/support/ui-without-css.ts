import { jest } from '@jest/globals';
import { createElement } from 'react';

/**
 * `@referrals/ui` as the admin screens use it, built from the package's own sources (jest loads every
 * stylesheet as an empty module, scripts/jest/css.ts). Only the full-screen spinner and the not-found card are
 * stood in for. Call before importing the code under test.
 */
export async function mockUiPackage(): Promise<void> {
  const api = await import('../../../packages/ui/src/api/api-client.ts');
  const fieldErrors = await import('../../../packages/ui/src/api/server-field-errors.ts');
  const dates = await import('../../../packages/ui/src/text/dates.ts');
  const plainText = await import('../../../packages/ui/src/text/plain-text.ts');
  const plans = await import('../../../packages/ui/src/plans/plans.ts');
  const tag = await import('../../../packages/ui/src/components/ActiveStatusTag.tsx');
  const toneTag = await import('../../../packages/ui/src/components/ToneTag.tsx');
  const providers = await import('../../../packages/ui/src/components/AntdProviders.tsx');
  const toast = await import('../../../packages/ui/src/toast/use-toast.tsx');
  const passwordToggle = await import('../../../packages/ui/src/components/password-toggle.tsx');
  jest.unstable_mockModule('@referrals/ui', () => ({
    ...api,
    ...fieldErrors,
    ...dates,
    ...plainText,
    ...plans,
    ...tag,
    ...toneTag,
    ...providers,
    ...toast,
    ...passwordToggle,
    FullScreenSpinner: () => createElement('p', null, 'Loading…'),
    NotFoundCard: () => createElement('p', null, 'Page not found'),
  }));
}
