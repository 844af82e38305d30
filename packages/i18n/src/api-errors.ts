/**
 * The catalogue of messages the API answers with (`error` and `details[].message` of the failure
 * envelope, see docs/product/api-conventions.md#envelope): one key per message under `apiErrors`, en and nl, filled and
 * rendered in the request's language by the server's error handler. The en texts are the API's
 * English texts; tests keep the nl catalogue complete (catalogs.test.ts).
 */
import type { Language } from '@openrota/contracts';
import enApiErrors from './locales/en/api-errors.json';
import { SUPPORTED_LANGUAGES, translate } from './catalogs';

/** `a.b_one` and `a.b_other` (plural forms) are one key `a.b`. */
type Singular<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type KeyPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Singular<K>}` : KeyPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the API error catalogue, e.g. `auth.invalidCredentials`. */
export type ErrorKey = KeyPaths<(typeof enApiErrors)['apiErrors']>;

/** Placeholder values; a nested message (or a list of them, joined by commas) is rendered too. */
export type ErrorValues = Readonly<Record<string, string | number | ErrorMessage | readonly ErrorMessage[]>>;

/** An API message not yet in a language: its catalogue key and the values of its placeholders. */
export interface ErrorMessage {
  readonly key: ErrorKey;
  readonly values?: ErrorValues;
}

/** `msg('shiftTypes.duplicateName', { name })`: a typed, translatable API message. */
export function msg(key: ErrorKey, values?: ErrorValues): ErrorMessage {
  return values ? { key, values } : { key };
}

/** The message in `language`; a plain string (not yet keyed) is sent as it is. */
export function renderError(language: Language, message: ErrorMessage | string): string {
  if (typeof message === 'string') return message;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] =
      typeof value === 'object'
        ? [value]
            .flat()
            .map((m) => renderError(language, m))
            .join(', ')
        : value;
  }
  return translate(language, `apiErrors.${message.key}`, values);
}

interface TextPattern {
  key: ErrorKey;
  regex: RegExp;
  names: string[];
  literalLength: number;
}

function patterns(node: unknown, prefix: string, out: TextPattern[]): TextPattern[] {
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (typeof v !== 'string') {
      patterns(v, `${prefix}${k}.`, out);
      continue;
    }
    const names: string[] = [];
    const literal = v.split(/\{\{\s*\w+\s*\}\}/);
    const source = v
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\{\\\{\s*(\w+)\s*\\\}\\\}/g, (_, name: string) => {
        names.push(name);
        return '(.+?)';
      });
    const key = `${prefix}${k}`.replace(/_(one|other)$/, '') as ErrorKey;
    out.push({ key, regex: new RegExp(`^${source}$`), names, literalLength: literal.join('').length });
  }
  return out;
}

// Exact texts first, then templates with the most fixed text; a text that is all placeholder
// (generic.verbatim) matches anything and is never looked up.
const textPatterns = patterns(enApiErrors.apiErrors, '', [])
  .filter((p) => p.literalLength > 0)
  .sort(
    (a, b) => Number(a.names.length > 0) - Number(b.names.length > 0) || b.literalLength - a.literalLength,
  );

/**
 * The catalogue message whose en text is `text` (placeholders matched too): the shared zod
 * schemas of `@openrota/contracts` carry their messages in English, and the error handler
 * translates them by it.
 */
export function errorOfText(text: string): ErrorMessage | undefined {
  for (const { key, regex, names } of textPatterns) {
    const match = regex.exec(text);
    if (!match) continue;
    if (!names.length) return { key };
    return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return undefined;
}

/**
 * The first language of an `Accept-Language` header (by q-value) that the app speaks, or
 * undefined: `nl-NL,nl;q=0.9,en;q=0.8` → nl.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    const found = SUPPORTED_LANGUAGES.find((l) => l === primary);
    if (found) return found;
  }
  return undefined;
}
