import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { AxiosInstance } from 'axios';
import { apiClient } from '@/lib/api-client';

export type FakeReply = [status: number, body?: unknown];
export type FakeRoute = {
  method: string;
  /** Path without query string, or a pattern. */
  path: string | RegExp;
  /** A canned answer, or a function of the request (async to hold a request in flight). */
  reply: FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);
};
export type FakeRequest = {
  method: string;
  path: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
};

/**
 * Replaces the HTTP adapter of the admin client (the interceptors still run) with a router of
 * canned answers, and records every request as the server would see it.
 */
export function fakeApi(routes: FakeRoute[], client: AxiosInstance = apiClient) {
  const requests: FakeRequest[] = [];
  client.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: (config.url ?? '').split('?')[0] ?? '',
      params: (config.params as Record<string, unknown>) ?? {},
      headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const route = routes.find(
      (r) => r.method === request.method && (typeof r.path === 'string' ? r.path === request.path : r.path.test(request.path)),
    );
    const [status, data] = route
      ? typeof route.reply === 'function'
        ? await route.reply(request)
        : route.reply
      : [404, { success: false, error: 'Not found', code: 'NOT_FOUND' }];
    const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
  return {
    requests,
    find: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
