import { describe, expect, it } from 'vitest';
import { catalogs, keyPaths, translate } from './index';

describe('translation catalogs', () => {
  it('have identical key sets in en and nl', () => {
    const en = keyPaths(catalogs.en).sort();
    const nl = keyPaths(catalogs.nl).sort();
    expect(en.filter((k) => !nl.includes(k))).toEqual([]);
    expect(nl.filter((k) => !en.includes(k))).toEqual([]);
  });

  it('have no empty strings', () => {
    for (const lng of ['en', 'nl'] as const) {
      const empty = keyPaths(catalogs[lng]).filter((k) => translate(lng, k).trim() === '');
      expect(empty).toEqual([]);
    }
  });

  it('use one Dutch word for one thing (diensttypes, rotatiepatronen)', () => {
    // Both spellings are Dutch; the catalogue picked the one it used most, and sticks to it.
    const variants = [/diensttypen/i, /roosterpatro/i];
    const offenders = keyPaths(catalogs.nl).filter((k) => variants.some((v) => v.test(translate('nl', k))));
    expect(offenders).toEqual([]);
  });

  it('fill placeholders in the chosen language', () => {
    expect(translate('nl', 'mail.greeting', { name: 'Sanne' })).toBe('Hallo Sanne,');
    expect(translate('en', 'mail.greeting', { name: 'Sam' })).toBe('Hello Sam,');
  });
});
