import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizePhone, samePhone } from './contact';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Anna.De.Vries@Example.COM ')).toBe('anna.de.vries@example.com');
  });
});

describe('normalizePhone (E.164)', () => {
  it('keeps an international number, without separators', () => {
    expect(normalizePhone('+31 6 1234 5678')).toBe('+31612345678');
    expect(normalizePhone('+44 (20) 7946-0958')).toBe('+442079460958');
    expect(normalizePhone('+1.415.555.2671')).toBe('+14155552671');
  });

  it('reads 00 as the international prefix', () => {
    expect(normalizePhone('0031 6 12345678')).toBe('+31612345678');
    expect(normalizePhone('0049 30 123456')).toBe('+4930123456');
  });

  it('drops a (0) written after the country code', () => {
    expect(normalizePhone('+31 (0)6 12345678')).toBe('+31612345678');
    expect(normalizePhone('0031(0)612345678')).toBe('+31612345678');
  });

  it('replaces the national 0 by the default country calling code', () => {
    expect(normalizePhone('06-12345678')).toBe('+31612345678');
    expect(normalizePhone('06 12345678', '+32')).toBe('+32612345678');
    expect(normalizePhone('020 794 6095', '+44')).toBe('+44207946095');
  });

  it('prefixes bare national digits with the default calling code', () => {
    expect(normalizePhone('612345678')).toBe('+31612345678');
  });

  it('answers null for what cannot be a phone number', () => {
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('   ')).toBeNull();
    expect(normalizePhone('anna@example.com')).toBeNull();
    expect(normalizePhone('06-1234x5678')).toBeNull();
    expect(normalizePhone('+0612345678')).toBeNull();
    expect(normalizePhone('123')).toBeNull();
    expect(normalizePhone('+1234567890123456')).toBeNull();
    expect(normalizePhone('+31+612345678')).toBeNull();
  });

  it('refuses an invalid default calling code', () => {
    expect(() => normalizePhone('0612345678', '31')).toThrow(/calling code/);
    expect(() => normalizePhone('0612345678', '+0')).toThrow(/calling code/);
  });

  it('finds the same number however it was written', () => {
    expect(samePhone('06 1234 5678', '+31612345678')).toBe(true);
    expect(samePhone('0031612345678', '+31 6-12 34 56 78')).toBe(true);
    expect(samePhone('0612345678', '0612345679')).toBe(false);
    expect(samePhone('not a number', 'not a number')).toBe(false);
  });
});
