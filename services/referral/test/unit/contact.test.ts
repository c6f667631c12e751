import { describe, expect, it } from '@jest/globals';
import { canonicalEmail, isDisposableEmail, normalizePhone } from '../../src/use-cases/contact.ts';

describe('contact details as the abuse rules compare them', () => {
  it('when e-mails differ only in case, +tags, or Gmail dots and domain, then they are one mailbox', () => {
    expect(canonicalEmail(' Sam.Taylor+deals@GMail.com ')).toBe('samtaylor@gmail.com');
    expect(canonicalEmail('s.a.m.taylor@googlemail.com')).toBe('samtaylor@gmail.com');
    expect(canonicalEmail('Sam.Taylor+x@example.com')).toBe('sam.taylor@example.com');
  });

  it('when a domain is a disposable-mail provider or its subdomain, then it is disposable', () => {
    expect(isDisposableEmail('a@mailinator.com')).toBe(true);
    expect(isDisposableEmail('a@GUERRILLAMAIL.COM')).toBe(true);
    expect(isDisposableEmail('a@gmail.com')).toBe(false);
    expect(isDisposableEmail('a@example.co.uk')).toBe(false);
  });

  it('when a phone number is written in different ways, then it normalises to one E.164 number (GB by default)', () => {
    for (const written of ['07700 900123', '+44 7700 900123', '0044 7700-900123', '(07700) 900 123']) {
      expect(normalizePhone(written)).toBe('+447700900123');
    }
    expect(normalizePhone('+1 415 555 0100')).toBe('+14155550100');
  });

  it('when the text cannot be a phone number, then the form is told', () => {
    for (const written of ['12', 'call me', '+44 12']) {
      expect(() => normalizePhone(written)).toThrow(expect.objectContaining({ name: 'InputError' }));
    }
  });
});
