import { apiClient } from '@/lib/api-client';
import type { HttpClient, PreparedRequest } from '@/lib/http-client';
import { recordUnhandledRequest } from './unhandled-requests';

export type FakeReply = [status: number, body?: unknown];
/** The answer for a call the test makes but does not look at (the page shows it could not load). */
export const NOT_FOUND: FakeReply = [404, { success: false, error: 'Not found', code: 'NOT_FOUND' }];
/** The answer for a call the test wants to fail. */
export const SERVER_ERROR: FakeReply = [
  500,
  { success: false, error: 'Internal server error', code: 'INTERNAL_ERROR' },
];
/**
 * One canned endpoint. `Body` is the request body the handler reads: give it the contract's type
 * (`FakeRoute<z.input<typeof StaffBodySchema>>`, or `StaffBody`) instead of casting `request.body`.
 */
export type FakeRoute<Body = unknown> = {
  method: string;
  /** Path without query string, or a pattern. */
  path: string | RegExp;
  /** A canned answer, or a function of the request (async to hold a request in flight). */
  reply: FakeReply | FakeHandler<Body>;
};
/** A method signature, so a route typed for one contract's body still fits a list of routes. */
type FakeHandler<Body> = {
  bivarianceHack(request: FakeRequest<Body>): FakeReply | Promise<FakeReply>;
}['bivarianceHack'];
export type FakeRequest<Body = unknown> = {
  method: string;
  path: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  body: Body;
};

/** A route whose handler reads a typed body: `route<AbsenceBody>('POST', '/api/absences', (request) => …)`. */
export function route<Body>(
  method: string,
  path: string | RegExp,
  reply: FakeReply | FakeHandler<Body>,
): FakeRoute<Body> {
  return { method, path, reply };
}

/**
 * Replaces the transport of the admin client (src/lib/http-client.ts; its header and error hooks still run) with a router of
 * canned answers, and records every request as the server would see it. A request no route
 * answers rejects with an error naming it and fails the test.
 */
export function fakeApi(routes: FakeRoute<never>[], client: HttpClient = apiClient) {
  const requests: FakeRequest[] = [];
  client.defaults.adapter = async (config: PreparedRequest) => {
    const headers = Object.fromEntries(
      Object.entries(config.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    const request: FakeRequest = {
      method: config.method,
      path: config.url.split('?')[0] ?? '',
      params: config.params ?? {},
      headers,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const route = routes.find(
      (r) =>
        r.method === request.method &&
        (typeof r.path === 'string' ? r.path === request.path : r.path.test(request.path)),
    );
    if (!route) {
      const message = `fakeApi: no route for ${request.method} ${request.path}; declare it in the test's routes`;
      recordUnhandledRequest(message);
      throw new Error(message);
    }
    const [status, data] =
      typeof route.reply === 'function' ? await route.reply(request as FakeRequest<never>) : route.reply;
    return { status, data, headers: {} };
  };
  return {
    requests,
    find: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
