/**
 * A `?next=` return path, kept only when it is a path of this app (never another site): one
 * leading `/`, no backslash or control character (browsers read `\` as `/` and drop tabs and
 * newlines, so `/\evil.example` or `/<tab>/evil.example` would leave), and still this origin
 * once resolved.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  if ([...next].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(next, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** `path` with `?next=` the page the user asked for, so they come back to it after signing in. */
export function withNext(path: string, location: { pathname: string; search: string; hash: string }): string {
  return `${path}?next=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}
