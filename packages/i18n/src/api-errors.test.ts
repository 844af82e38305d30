import { describe, expect, it } from 'vitest';
import { catalogs, keyPaths, type Catalog } from './index';
import { languageFromAcceptLanguage, msg, renderError } from './api-errors';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const apiErrors = (lng: 'en' | 'nl') => catalogs[lng].apiErrors as Catalog;

describe('the API error catalogue (apiErrors)', () => {
  it('has an nl text for every en text, with the same placeholders and plural forms', () => {
    const en = keyPaths(apiErrors('en'));
    const nl = new Set(keyPaths(apiErrors('nl')));
    expect(en.length).toBeGreaterThan(200);
    expect(en.filter((k) => !nl.has(k))).toEqual([]);
    const mismatched = en.filter((k) => {
      const [enText, nlText] = [renderError('en', msg(k as never)), renderError('nl', msg(k as never))];
      return JSON.stringify(placeholders(enText)) !== JSON.stringify(placeholders(nlText));
    });
    expect(mismatched).toEqual([]);
    for (const key of en.filter((k) => /_(one|other)$/.test(k))) {
      const base = key.replace(/_(one|other)$/, '');
      expect(en, key).toContain(`${base}_one`);
      expect(en, key).toContain(`${base}_other`);
    }
  });

  it('has no nl text left in English (identical to en), but for names and codes', () => {
    const same = keyPaths(apiErrors('en')).filter((k) => {
      const enText = renderError('en', msg(k as never));
      return enText === renderError('nl', msg(k as never)) && /[a-z]{3,} [a-z]{3,}/.test(enText);
    });
    expect(same).toEqual([]);
  });

  it('renders plural forms and nested messages in the language asked for', () => {
    expect(renderError('nl', msg('staffPortal.absenceMinDelay', { count: 1, earliest: '2026-03-05' }))).toBe(
      'Afwezigheid moet minstens 1 dag van tevoren worden ingepland (begin op 2026-03-05 of later)',
    );
    expect(renderError('en', msg('staffPortal.absenceMinDelay', { count: 2, earliest: '2026-03-05' }))).toBe(
      'Absences must be scheduled at least 2 days in advance (start on 2026-03-05 or later)',
    );
    expect(renderError('nl', msg('files.unknownId', { what: msg('files.what.shiftType'), id: 'x' }))).toBe(
      'Onbekend diensttype-id "x"',
    );
    expect(renderError('en', 'Sent as is')).toBe('Sent as is');
  });

  it('reads the first language the app speaks from Accept-Language, by q-value', () => {
    expect(languageFromAcceptLanguage('nl-NL,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,nl;q=0.8,en;q=0.7')).toBe('nl');
    expect(languageFromAcceptLanguage('en;q=0.5,nl')).toBe('nl');
    expect(languageFromAcceptLanguage('fr')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
