import type { Locator } from 'playwright-core';
import type { RegistrationInput } from '@referrals/contracts';

/** Every message the registration form shows when submitted empty (docs/product-rules.md §5). */
export const REGISTRATION_MESSAGES = [
  'Business name is required',
  'Business type is required',
  'Business address is required',
  'Postcode is required',
  'Phone number is required',
  'Contact name is required',
  'Valid email is required',
  'Password must be at least 6 characters',
  'You must accept the terms',
];

/** Fills the registration form inside `scope` (the modal or the inline form) and ticks the terms. */
export async function fillRegistrationForm(scope: Locator, registration: RegistrationInput): Promise<void> {
  await scope.getByLabel('Business Name').fill(registration.businessName);
  await scope.getByLabel('Business Type').selectOption(registration.businessType);
  await scope.getByLabel('Business Address').fill(registration.businessAddress);
  await scope.getByLabel('Postcode').fill(registration.postcode);
  await scope.getByLabel('Phone Number').fill(registration.phoneNumber);
  await scope.getByLabel('Contact Name').fill(registration.contactName);
  await scope.getByLabel('Email').fill(registration.email);
  await scope.getByLabel('Password', { exact: true }).fill(registration.password);
  await scope.getByLabel('Website').fill(registration.website ?? '');
  await scope.getByRole('checkbox').check();
}
