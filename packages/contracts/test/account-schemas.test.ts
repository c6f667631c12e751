import { describe, expect, it } from '@jest/globals';
import {
  BOOKING_URL_MESSAGE,
  CLOSES_AFTER_OPENS_MESSAGE,
  OPENING_HOURS_WEEK_MESSAGE,
  OPENING_TIME_MESSAGE,
} from '../src/identity/place-schemas.ts';
import { typicalOpeningHours, type OpeningHours } from '../src/identity/place.ts';
import { planChoiceSchema, profileUpdateSchema } from '../src/identity/schemas.ts';

const profile = {
  businessName: 'Bright Smile',
  contactName: 'Alex Morgan',
  email: 'owner@example.com',
  phoneNumber: '0117 496 0000',
  businessAddress: '12 High Street, Bristol',
  postcode: 'BS1 4DJ',
};

/** The messages per field a value fails with, as the gateway and the form read them. */
async function messagesOf(schema: typeof profileUpdateSchema | typeof planChoiceSchema, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
}

describe('profile update schema', () => {
  it('when the profile has no password fields or an empty website, then it is valid', async () => {
    expect(await messagesOf(profileUpdateSchema, profile)).toEqual({});
    expect(await messagesOf(profileUpdateSchema, { ...profile, website: '' })).toEqual({});
  });

  it('when the password fields come empty from the form, then they count as not given', async () => {
    const value = await profileUpdateSchema.validate(
      { ...profile, currentPassword: '', newPassword: '' },
      { stripUnknown: true },
    );
    expect(value.newPassword).toBeUndefined();
    expect(value.currentPassword).toBeUndefined();
  });

  it('when a new password comes without the current one, then the current one is asked for', async () => {
    expect(await messagesOf(profileUpdateSchema, { ...profile, newPassword: 'long-enough' })).toEqual({
      currentPassword: 'Current password is required to set a new password',
    });
  });

  it('when the new password is short, then the registration length message applies', async () => {
    expect(
      await messagesOf(profileUpdateSchema, { ...profile, currentPassword: 'old-one', newPassword: '12345' }),
    ).toEqual({ newPassword: 'Password must be at least 6 characters' });
  });

  it('when required fields are blank, then each has the registration message', async () => {
    expect(
      await messagesOf(profileUpdateSchema, {
        businessName: ' ',
        email: 'nope',
      }),
    ).toEqual({
      businessName: 'Business name is required',
      contactName: 'Contact name is required',
      email: 'Valid email is required',
      phoneNumber: 'Phone number is required',
      businessAddress: 'Business address is required',
      postcode: 'Postcode is required',
    });
  });
});

describe('plan choice schema', () => {
  it.each(['basic', 'professional', 'enterprise'])('when the plan is %s, then it is valid', async (tier) => {
    expect(await messagesOf(planChoiceSchema, { subscriptionTier: tier })).toEqual({});
  });

  it.each([{ subscriptionTier: 'gold' }, {}])(
    'when the plan is %j, then the plans are named',
    async (value) => {
      expect(await messagesOf(planChoiceSchema, value)).toEqual({
        subscriptionTier: 'Choose a plan: basic, professional or enterprise',
      });
    },
  );
});

/** The typical week with `change` applied to each day. */
const week = (
  change: (day: OpeningHours[number]) => Partial<OpeningHours[number]> = () => ({}),
): OpeningHours => typicalOpeningHours().map((day) => ({ ...day, ...change(day) }));

describe('the business place in the profile update', () => {
  it('when a booking link and a whole week are given, then they are valid, a closed day without times', async () => {
    const cast = await profileUpdateSchema.validate(
      {
        ...profile,
        bookingUrl: ' https://book.example.com/bright ',
        openingHours: week((day) => (day.day === 'sunday' ? { opens: '10:00' } : {})),
      },
      { stripUnknown: true },
    );
    expect(cast.bookingUrl).toBe('https://book.example.com/bright');
    expect(cast.openingHours?.[6]).toEqual({ day: 'sunday', closed: true, opens: null, closes: null });
    expect(await messagesOf(profileUpdateSchema, { ...profile, bookingUrl: '', openingHours: null })).toEqual(
      {},
    );
  });

  it('when the booking link is not https, then it is refused with the message', async () => {
    for (const bookingUrl of ['http://book.example.com', 'javascript:alert(1)', 'book.example.com'])
      expect(await messagesOf(profileUpdateSchema, { ...profile, bookingUrl })).toEqual({
        bookingUrl: BOOKING_URL_MESSAGE,
      });
  });

  it('when a day is missing, out of order, or has times that are not times or close before opening, then each says so', async () => {
    expect(await messagesOf(profileUpdateSchema, { ...profile, openingHours: week().slice(0, 6) })).toEqual({
      openingHours: OPENING_HOURS_WEEK_MESSAGE,
    });
    expect(await messagesOf(profileUpdateSchema, { ...profile, openingHours: week().reverse() })).toEqual({
      openingHours: OPENING_HOURS_WEEK_MESSAGE,
    });
    expect(
      await messagesOf(profileUpdateSchema, {
        ...profile,
        openingHours: week((day) =>
          day.day === 'monday' ? { opens: '9am' } : day.day === 'tuesday' ? { opens: '18:00' } : {},
        ),
      }),
    ).toEqual({
      'openingHours[0].opens': OPENING_TIME_MESSAGE,
      'openingHours[1].closes': CLOSES_AFTER_OPENS_MESSAGE,
    });
  });
});
