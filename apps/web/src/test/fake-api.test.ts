import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { fakeApi, NOT_FOUND, route } from './fake-api';
import { takeUnhandledRequests } from './unhandled-requests';

describe('fakeApi', () => {
  it('rejects a call no route answers with an error naming it, and records it so the test fails', async () => {
    fakeApi([{ method: 'GET', path: '/api/known', reply: [200, { success: true, data: 1 }] }]);
    await expect(apiClient.request({ method: 'POST', url: '/api/unknown', data: {} })).rejects.toThrow(
      'fakeApi: no route for POST /api/unknown',
    );
    // Taken here, so this test's own afterEach (test/setup.ts) does not fail it.
    expect(takeUnhandledRequests()).toEqual([
      "fakeApi: no route for POST /api/unknown; declare it in the test's routes",
    ]);
  });

  it('answers declared routes, failures included, and hands a handler the body it was sent', async () => {
    const api = fakeApi([
      route<{ name: string }>('PUT', /^\/api\/things\/[^/]+$/, (request) => [
        200,
        { success: true, data: request.body.name.toUpperCase() },
      ]),
      { method: 'GET', path: '/api/gone', reply: NOT_FOUND },
    ]);
    expect(
      (await apiClient.request({ method: 'PUT', url: '/api/things/1', data: { name: 'anna' } })).data,
    ).toEqual({
      success: true,
      data: 'ANNA',
    });
    await expect(apiClient.request({ url: '/api/gone' })).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(api.find('PUT', '/api/things/1')[0]!.body).toEqual({ name: 'anna' });
    expect(takeUnhandledRequests()).toEqual([]);
  });
});
