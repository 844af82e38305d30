import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';

type Answer = { status: number; body?: unknown };

/** A fake fetch answering translation reads from a per-language queue of answers. */
function fakeFetch(answers: Record<string, Answer[]>) {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const lng = /\/locales\/(\w+)\/app\.json/.exec(url)?.[1] ?? '';
    const answer = answers[lng]?.shift() ?? { status: 404 };
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return urls;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('translation loading', () => {
  it('reads /locales/{lng}/app.json with a cache-busting query and uses the stored language', async () => {
    localStorage.setItem('openrota_language', 'nl');
    const urls = fakeFetch({
      nl: [{ status: 200, body: { hello: 'Hallo' } }],
      en: [{ status: 200, body: { hello: 'Hello' } }],
    });
    const instance = i18next.createInstance();
    await initI18n(null, instance);
    expect(instance.language).toBe('nl');
    expect(instance.t('hello')).toBe('Hallo');
    expect(urls.some((u) => /^\/locales\/nl\/app\.json\?v=\d+$/.test(u))).toBe(true);
    expect(localStorage.getItem('i18nextLng')).toBe('nl');
  });

  it('retries a 5xx answer and then loads', async () => {
    localStorage.setItem('openrota_language', 'en');
    const urls = fakeFetch({
      en: [{ status: 503 }, { status: 502 }, { status: 200, body: { hello: 'Hello' } }],
    });
    const instance = i18next.createInstance();
    await initI18n(null, instance);
    await vi.waitFor(() => expect(instance.t('hello')).toBe('Hello'), { timeout: 4000 });
    expect(urls.filter((u) => u.includes('/en/'))).toHaveLength(3);
  });

  it('does not retry a 4xx answer', async () => {
    localStorage.setItem('openrota_language', 'en');
    const urls = fakeFetch({ en: [{ status: 404 }, { status: 200, body: { hello: 'Hello' } }] });
    const instance = i18next.createInstance();
    await initI18n(null, instance);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(urls.filter((u) => u.includes('/en/'))).toHaveLength(1);
    expect(instance.t('hello')).toBe('hello');
  });

  it("prefers the signed-in user's language over the stored one", async () => {
    localStorage.setItem('openrota_language', 'en');
    fakeFetch({ nl: [{ status: 200, body: {} }], en: [{ status: 200, body: {} }] });
    const instance = i18next.createInstance();
    await initI18n('nl', instance);
    expect(instance.language).toBe('nl');
  });

  it("starts a first visit in the browser's language: Dutch for nl-BE, English for anything else", async () => {
    fakeFetch({ nl: [{ status: 200, body: {} }], en: [{ status: 200, body: {} }] });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-BE', 'en']);
    const dutch = i18next.createInstance();
    await initI18n(null, dutch);
    expect(dutch.language).toBe('nl');
    expect(localStorage.getItem('openrota_language')).toBe('nl');

    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'nl']);
    const other = i18next.createInstance();
    await initI18n(null, other);
    expect(other.language).toBe('en');
  });
});
