/**
 * Normalised staff contacts, so that the address a staff member types on the staff login page
 * finds the one an admin entered: emails compare case-insensitively, phone numbers in E.164.
 */

/** An email address trimmed and lower-cased (how staff emails are stored). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A country calling code such as '+31'. */
const CALLING_CODE_RE = /^\+[1-9][0-9]{0,2}$/;
/** E.164: '+', then at most 15 digits, the first not 0. We ask for at least 8 in all. */
const E164_RE = /^\+[1-9][0-9]{7,14}$/;

/**
 * A phone number in E.164 ('+31612345678'), or null when it cannot be one.
 * - Spaces, dashes, dots, slashes and parentheses are ignored, and so is a '(0)' written after
 *   an international prefix ('+31 (0)6 …').
 * - '+…' and '00…' are international already.
 * - A number starting with a single 0 is national: the 0 (trunk prefix) gives way to
 *   `defaultCallingCode` ('06 12345678' → '+31612345678' with '+31').
 * - Any other digits are taken as a national number without its trunk prefix.
 */
export function normalizePhone(phone: string, defaultCallingCode = '+31'): string | null {
  if (!CALLING_CODE_RE.test(defaultCallingCode))
    throw new Error(`Invalid country calling code: ${defaultCallingCode}`);
  let s = phone.trim();
  if (!s) return null;
  s = s.replace(/^(\+|00)([1-9][0-9]{0,2})\s*\(0\)/, '$1$2');
  s = s.replace(/[\s\-./()]/g, '');
  if (!/^\+?[0-9]+$/.test(s)) return null;
  let e164: string;
  if (s.startsWith('+')) e164 = s;
  else if (s.startsWith('00')) e164 = `+${s.slice(2)}`;
  else if (s.startsWith('0')) e164 = `${defaultCallingCode}${s.slice(1)}`;
  else e164 = `${defaultCallingCode}${s}`;
  return E164_RE.test(e164) ? e164 : null;
}

/** Whether two phone numbers as entered are the same number. */
export function samePhone(a: string, b: string, defaultCallingCode = '+31'): boolean {
  const na = normalizePhone(a, defaultCallingCode);
  return na !== null && na === normalizePhone(b, defaultCallingCode);
}
