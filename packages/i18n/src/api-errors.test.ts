import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAIL_NOT_IN_PLAN_MESSAGE, StaffAuthMessage } from '@openrota/contracts';
import { catalogs, keyPaths, type Catalog } from './index';
import { errorOfText, languageFromAcceptLanguage, msg, renderError } from './api-errors';

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
    expect(renderError('nl', msg('files.unknownId', { what: msg('files.what.shiftType'), id: 'x' }))).toBe('Onbekend diensttype-id "x"');
    expect(renderError('en', 'Sent as is')).toBe('Sent as is');
  });

  it('knows every message the shared zod schemas of @openrota/contracts set, by its en text', () => {
    const dir = path.resolve(import.meta.dirname, '../../contracts/src');
    const literals = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      // message: '…', .min(1, '…'), .refine(fn, '…'), FOO_MESSAGE = '…' and StaffAuthMessage's values.
      for (const m of source.matchAll(/(?:message: |\(\s*[\w.]+,\s*|[A-Z_]+_MESSAGE = |^\s+[A-Z_]+: )'([^']+)'/gm)) literals.add(m[1]!);
    }
    // Texts the schemas build from a label (requiredName, optionalText, AbsenceDateSchema, the audit filter).
    const built = [
      'Short name must be text', 'Short name must be at most 10 characters long', 'Phone must be at most 32 characters long',
      'Description must be at most 500 characters long', 'Pattern name is required', 'Pattern name must be at most 100 characters long',
      'Name must be at most 100 characters long', 'Start date is required', 'End date must be a date (YYYY-MM-DD)',
      'Start date must be between 1900-01-01 and 2999-12-31', 'Start date does not exist', 'Password must be at least 8 characters long',
      'Date must be between 1900-01-01 and 2999-12-31', 'Max self-planning days must be between 1 and 90',
      'Absences minimum delay must be a whole number', 'weekCount must be one of 1, 2, 4', 'name is required',
    ];
    // Success messages (Signed in, the code-sent text, the email plan note) are not errors; labels are in `built`.
    const success = ['Signed in', 'Signed out', StaffAuthMessage.CODE_SENT, EMAIL_NOT_IN_PLAN_MESSAGE, 'Short name'];
    const sentences = [...literals].filter((t) => (/^[A-Z].* /.test(t) || /^[a-z.]+ is required$/.test(t)) && !success.includes(t));
    expect(sentences.length).toBeGreaterThan(40);
    expect([...sentences, ...built].filter((t) => !errorOfText(t))).toEqual([]);
  });

  it('reads the first language the app speaks from Accept-Language, by q-value', () => {
    expect(languageFromAcceptLanguage('nl-NL,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,nl;q=0.8,en;q=0.7')).toBe('nl');
    expect(languageFromAcceptLanguage('en;q=0.5,nl')).toBe('nl');
    expect(languageFromAcceptLanguage('fr')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
