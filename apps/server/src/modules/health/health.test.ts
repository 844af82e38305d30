import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';

describe('health and foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /healthz answers while the process is alive', async () => {
    const res = await call(t.app, 'GET', '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers when the database does', async () => {
    const res = await call(t.app, 'GET', '/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('sends the security headers and no X-Powered-By', async () => {
    const res = await call(t.app, 'GET', '/healthz');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers an unknown API route with the 404 envelope', async () => {
    const res = await call(t.app, 'GET', '/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves the translation catalogs and 404s an unknown language', async () => {
    const nl = await call(t.app, 'GET', '/locales/nl/app.json?v=123');
    expect(nl.statusCode).toBe(200);
    expect(nl.json().common.save).toBe('Opslaan');
    expect((await call(t.app, 'GET', '/locales/de/app.json')).statusCode).toBe(404);
  });

  it('serves the OpenAPI document and its page', async () => {
    const json = await call(t.app, 'GET', '/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    const page = await call(t.app, 'GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
