import { errorOfText, msg, type ErrorKey } from '@openrota/i18n';
import type { LocalizedDetail } from './app-error';

/** One zod issue as fastify-type-provider-zod and `safeParse` report it. */
export interface ValidationIssue {
  code: string;
  path: ReadonlyArray<PropertyKey>;
  message?: string;
  [param: string]: unknown;
}

/** zod's own (English, field-less) messages, which the catalogue's texts replace. */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized key)/;

const TYPE_NAMES = new Set(['string', 'number', 'boolean', 'object', 'array', 'int', 'date']);

function typeName(expected: unknown) {
  return msg(`types.${TYPE_NAMES.has(String(expected)) ? String(expected) : 'value'}` as ErrorKey);
}

/**
 * One zod issue as a `{ field, message }` a person can act on, in the request's language: a
 * message the shared schemas set is found in the error catalogue by its en text; zod's own
 * messages are replaced by a catalogue text naming the field.
 */
export function describeIssue(issue: ValidationIssue): LocalizedDetail {
  const field = issue.path.map(String).join('.') || 'body';
  const text = issue.message ?? '';
  const known = errorOfText(text);
  if (known) return { field, message: known };
  // A schema's own text the catalogue lacks is sent as it is rather than replaced by a vaguer one.
  if (issue.code === 'custom' || (text && !ZOD_DEFAULT.test(text)))
    return { field, message: msg('generic.verbatim', { text }) };
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined/.test(text)) return { field, message: msg('validation.required', { field }) };
      if (field === 'body') return { field, message: msg('validation.bodyMustBeObject') };
      return { field, message: msg('validation.mustBeType', { field, expected: typeName(issue.expected) }) };
    case 'invalid_value':
    case 'invalid_enum_value':
      if (Array.isArray(issue.values))
        return {
          field,
          message: msg('validation.oneOf', { field, values: issue.values.map(String).join(', ') }),
        };
      break;
    case 'unrecognized_keys':
      if (Array.isArray(issue.keys))
        return { field, message: msg('validation.unknownFields', { keys: issue.keys.join(', ') }) };
      break;
    case 'too_big':
      return { field, message: bound('max', issue.origin, issue.maximum, field) };
    case 'too_small':
      return { field, message: bound('min', issue.origin, issue.minimum, field) };
    case 'invalid_format':
      return { field, message: msg('validation.invalidFormat', { field }) };
  }
  return { field, message: msg('validation.invalid', { field }) };
}

function bound(side: 'min' | 'max', origin: unknown, limit: unknown, field: string) {
  const value = String(limit);
  if (origin === 'string')
    return side === 'max'
      ? msg('validation.atMostChars', { field, max: value })
      : msg('validation.atLeastChars', { field, min: value });
  if (origin === 'array' || origin === 'set')
    return side === 'max'
      ? msg('validation.atMostItems', { field, max: value })
      : msg('validation.atLeastItems', { field, min: value });
  return side === 'max'
    ? msg('validation.atMost', { field, max: value })
    : msg('validation.atLeast', { field, min: value });
}
