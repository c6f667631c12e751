import { randomUUID } from 'node:crypto';
import type { RegistrationInput } from '@referrals/contracts';

/** A unique suffix so every test makes its own data and tests never collide. */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}

/** A valid business registration payload (the API's shape: no termsAccepted). */
export function buildRegistration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  const suffix = uniqueSuffix();
  return {
    businessName: `Bright Smile Salon ${suffix}`,
    businessType: 'Hair Salon / Beauty',
    businessAddress: '12 High Street, Bristol',
    postcode: 'BS1 4DJ',
    phoneNumber: '0117 496 0000',
    contactName: 'Alex Morgan',
    email: `owner-${suffix}@example.com`,
    password: 'correct-horse-battery',
    website: 'https://brightsmile.example.com',
    ...overrides,
  };
}

/** The Account Settings form's profile fields as a registration filled them. */
export function profileOf(registration: RegistrationInput) {
  return {
    businessName: registration.businessName,
    contactName: registration.contactName,
    email: registration.email,
    phoneNumber: registration.phoneNumber,
    businessAddress: registration.businessAddress,
    postcode: registration.postcode,
    website: registration.website,
  };
}
