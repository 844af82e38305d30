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

  it('fill placeholders in the chosen language', () => {
    expect(translate('nl', 'mail.greeting', { name: 'Sanne' })).toBe('Hallo Sanne,');
    expect(translate('en', 'mail.greeting', { name: 'Sam' })).toBe('Hello Sam,');
  });
});
