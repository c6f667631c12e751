import { describe, expect, it } from '@jest/globals';
import { privateShareTargets, shareTargets } from '../src/share/share-targets.ts';

describe('the share buttons of a new referrer', () => {
  const link = 'https://example.com/refer/bright-salon/K7QM4XPT';
  const targets = shareTargets(link, 'Sign up with my link & save:', 'Join me at Bright Salon');

  it('when built, then WhatsApp, Facebook, X and e-mail each carry the link, encoded', () => {
    expect(targets.map((target) => target.label)).toEqual(['WhatsApp', 'Facebook', 'X (Twitter)', 'Email']);
    for (const target of targets) expect(target.href).toContain(encodeURIComponent(link));
    expect(targets[0]!.href).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Sign up with my link & save: ${link}`)}`,
    );
    expect(targets[3]!.href.startsWith('mailto:?subject=Join%20me%20at%20Bright%20Salon&body=')).toBe(true);
  });

  it('when a target is a web page, then it opens in a new tab; e-mail opens the mail app in place', () => {
    expect(targets.map((target) => target.newTab)).toEqual([true, true, true, false]);
  });
});

describe('the share buttons of a voucher', () => {
  const link = 'https://example.com/voucher/K7QM-4XPT';
  const targets = privateShareTargets(link, 'My voucher for Bright Salon:', 'Voucher for Bright Salon');

  it('when built, then only WhatsApp and e-mail carry the link: nothing posts it publicly', () => {
    expect(targets.map((target) => target.label)).toEqual(['WhatsApp', 'Email']);
    expect(targets[0]!.href).toBe(
      `https://wa.me/?text=${encodeURIComponent(`My voucher for Bright Salon: ${link}`)}`,
    );
    expect(targets[1]!.href).toBe(
      `mailto:?subject=Voucher%20for%20Bright%20Salon&body=${encodeURIComponent(`My voucher for Bright Salon: ${link}`)}`,
    );
    expect(targets.map((target) => target.newTab)).toEqual([true, false]);
  });
});
