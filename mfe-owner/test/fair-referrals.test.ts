import { describe, expect, it } from '@jest/globals';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FairReferralsPanel } from '../src/features/campaign-detail/components/FairReferralsPanel.tsx';

/** The panel's visible text: markup without tags, entities decoded, spaces collapsed. */
function panelText(): string {
  return renderToStaticMarkup(createElement(FairReferralsPanel))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the fair referrals panel of the campaign page (docs/abuse-rules.md)', () => {
  const text = panelText();

  it('when it is rendered, then it says friends join only through a personal link', () => {
    expect(text).toContain(
      'Friends can only join through the personal referral link of one of your customers',
    );
  });

  it.each([
    ['self-referral', "The friend's e-mail or phone number is the referrer's own"],
    ['the same person twice', 'can sign up as a friend only once on each campaign'],
    [
      'a referrer as a friend',
      'Someone who shares this campaign as a referrer cannot also sign up on it as a friend',
    ],
    ['throwaway e-mail addresses', 'disposable-mailbox services are refused'],
    [
      'too many sign-ups',
      'After too many sign-ups in one hour through one link, or from one internet connection',
    ],
  ])('when it is rendered, then it lists %s as refused', (_rule, statement) => {
    expect(text).toContain('Refused, with a message saying why');
    expect(text).toContain(statement);
  });

  it('when it is rendered, then it gives no hourly numbers, which are settings the owner cannot see', () => {
    expect(text).not.toMatch(/\d+ sign-ups/);
  });

  it.each([
    ['the same Wi-Fi', "Same Wi-Fi as the referrer. Normal when both use your shop's Wi-Fi"],
    ['a burst under the limit', 'Many sign-ups within the hour. Still under the limit.'],
    ['the same name', 'Same name as the referrer.'],
  ])(
    'when it is rendered, then it lists %s as only flagged, saying nobody is turned away',
    (_signal, statement) => {
      expect(text).toContain('Only flagged for you to check');
      expect(text).toContain('nobody is turned away');
      expect(text).toContain(statement);
    },
  );

  it('when it is rendered, then it says rewards and vouchers wait for a confirmed e-mail', () => {
    expect(text).toContain('Referrers earn rewards only after confirming their e-mail.');
    expect(text).toContain("A friend's voucher is issued only after they confirm their e-mail");
  });
});
