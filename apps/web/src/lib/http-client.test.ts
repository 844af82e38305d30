// @vitest-environment node
// Node's own fetch against a real server (happy-dom's fetch applies CORS to another port).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, HttpError, queryString, type HttpError as HttpErrorType } from './http-client';

/** What the server saw of the last request. */
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      const path = (req.url ?? '').split('?')[0];
      if (path === '/json') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; x' });
        res.end(JSON.stringify({ success: true, data: 1 }));
      } else if (path === '/text') {
        res.writeHead(200, { 'Content-Type': 'text/csv' });
        res.end('a,b\n1,2');
      } else if (path === '/empty') {
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ success: false, error: 'Invalid input', code: 'VALIDATION_ERROR' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP client over fetch (a real local server)', () => {
  it('sends the method, the defined query parameters, the default and prepared headers and a JSON body', async () => {
    const client = createHttpClient({
      baseURL: base,
      headers: { Accept: 'application/json' },
      prepare: (request) => (request.headers['Accept-Language'] = 'nl'),
    });
    const response = await client.request<{ data: number }>({
      method: 'post',
      url: '/json',
      params: { startDate: '2026-12-01', staffId: undefined, limit: 20, all: true, none: null },
      data: { name: 'Anna' },
    });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ success: true, data: 1 });
    expect(response.headers['content-disposition']).toBe('attachment; x');
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/json?startDate=2026-12-01&limit=20&all=true');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers.accept).toBe('application/json');
    expect(seen.headers['accept-language']).toBe('nl');
    expect(JSON.parse(seen.body)).toEqual({ name: 'Anna' });
  });

  it('reads text and Blob bodies when asked, and a 204 as an empty body', async () => {
    const client = createHttpClient({ baseURL: base });
    expect((await client.request({ url: '/text', responseType: 'text' })).data).toBe('a,b\n1,2');
    expect((await client.request({ url: '/text' })).data).toBe('a,b\n1,2');
    const blob = (await client.request<Blob>({ url: '/text', responseType: 'blob' })).data;
    expect(await blob.text()).toBe('a,b\n1,2');
    expect(blob.type).toBe('text/csv');
    expect((await client.request({ url: '/empty', method: 'DELETE' })).data).toBe('');
  });

  it('fails a non-2xx answer with an HttpError carrying the status and the parsed envelope, after onError saw it', async () => {
    const errors: HttpErrorType[] = [];
    const client = createHttpClient({ baseURL: base, onError: (e) => errors.push(e) });
    const failure = await client.request({ url: '/fail' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      isHttpError: true,
      response: { status: 400, data: { error: 'Invalid input', code: 'VALIDATION_ERROR' } },
    });
    expect(errors).toEqual([failure]);
  });

  it('fails with an HttpError without a response when nothing answers', async () => {
    const client = createHttpClient({ baseURL: 'http://127.0.0.1:9' });
    const failure = await client.request({ url: '/json' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpErrorType).response).toBeUndefined();
  });

  it('writes no query string without parameters', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ a: undefined })).toBe('');
    expect(queryString({ q: 'a b&c' })).toBe('?q=a+b%26c');
  });
});
