import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAIL_NOT_IN_PLAN_MESSAGE, StaffAuthMessage } from '@openrota/contracts';
import { errorOfText, renderError } from '@openrota/i18n';
import { describeIssue } from './validation-issue';

describe('validation details', () => {
  it('knows every message the shared zod schemas of @openrota/contracts set, by its en text', () => {
    const dir = path.resolve(import.meta.dirname, '../../../../packages/contracts/src');
    const literals = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      // message: '…', .min(1, '…'), .refine(fn, '…'), FOO_MESSAGE = '…' and StaffAuthMessage's values.
      for (const m of source.matchAll(
        /(?:message: |\(\s*[\w.]+,\s*|[A-Z_]+_MESSAGE = |^\s+[A-Z_]+: )'([^']+)'/gm,
      ))
        literals.add(m[1]!.replace(/\\\\/g, '\\')); // '\\u0000' in the source is \u0000
    }
    // Texts the schemas build from a label (requiredName, optionalText, AbsenceDateSchema, the audit filter).
    const built = [
      'Short name must be text',
      'Short name must be at most 10 characters long',
      'Phone must be at most 32 characters long',
      'Description must be at most 500 characters long',
      'Pattern name is required',
      'Pattern name must be at most 100 characters long',
      'Name must be at most 100 characters long',
      'Start date is required',
      'End date must be a date (YYYY-MM-DD)',
      'Start date must be between 1900-01-01 and 2999-12-31',
      'Start date does not exist',
      'Password must be at least 8 characters long',
      'Date must be between 1900-01-01 and 2999-12-31',
      'Max self-planning days must be between 1 and 90',
      'Absences minimum delay must be a whole number',
      'weekCount must be one of 1, 2, 4',
      'name is required',
      'Hours per week must be at most 80',
      'Hours per period must be at most 744',
      'Year must be between 1900 and 2999',
    ];
    // Success messages (Signed in, the code-sent text, the email plan note) are not errors; labels are in `built`.
    const success = [
      'Signed in',
      'Signed out',
      StaffAuthMessage.CODE_SENT,
      EMAIL_NOT_IN_PLAN_MESSAGE,
      'Short name',
    ];
    const sentences = [...literals].filter(
      (t) => (/^[A-Z].* /.test(t) || /^[a-z.]+ is required$/.test(t)) && !success.includes(t),
    );
    expect(sentences.length).toBeGreaterThan(40);
    expect([...sentences, ...built].filter((t) => !errorOfText(t))).toEqual([]);
  });

  it('names the field with zod’s own messages, and sends a schema text the catalogue lacks as it is', () => {
    const required = describeIssue({
      code: 'invalid_type',
      path: ['staff', 0, 'name'],
      expected: 'string',
      message: 'Invalid input: expected string, received undefined',
    });
    expect(required.field).toBe('staff.0.name');
    expect(renderError('nl', required.message)).toBe('staff.0.name is verplicht');
    const tooLong = describeIssue({
      code: 'too_big',
      path: ['reason'],
      origin: 'string',
      maximum: 500,
      message: 'Too big: expected string to have <=500 characters',
    });
    expect(renderError('en', tooLong.message)).toBe('reason must be at most 500 characters long');
    const own = describeIssue({ code: 'custom', path: ['x'], message: 'A text no catalogue has' });
    expect(renderError('nl', own.message)).toBe('A text no catalogue has');
  });
});
