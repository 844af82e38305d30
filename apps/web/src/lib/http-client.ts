/**
 * The HTTP client under the admin and the staff client (api-client.ts, staff-api-client.ts): the
 * browser's `fetch` with what those two need and nothing more (docs/product/api-conventions.md#requests):
 * a base URL, default headers, query parameters, JSON bodies, a hook that sets the per-request
 * headers and one that sees failures, and an exchangeable transport (`defaults.adapter`) that the
 * web tests replace with canned answers (src/test/fake-api.ts).
 *
 * It replaced axios, which was 20.6 KiB gzip of every signed-in page's first JavaScript for the
 * same few features (bench/web-size.mjs).
 */

export type QueryValue = string | number | boolean | null | undefined;

export type RequestConfig = {
  method?: string;
  /** Path below the base URL (`/api/staff`). */
  url: string;
  /** Query parameters; `undefined` and `null` are left out. */
  params?: Readonly<Record<string, QueryValue>>;
  /** A JSON value (sent as JSON), or a Blob, FormData or string (sent as they are). */
  data?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** How to read the body: JSON (the default; a body that is not JSON stays text), text, or a Blob. */
  responseType?: 'json' | 'text' | 'blob';
};

/** A request as the transport receives it: the method in capitals and every header set. */
export type PreparedRequest = RequestConfig & { method: string; headers: Record<string, string> };

export type HttpResponse<T = unknown> = {
  status: number;
  data: T;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
};

/** Sends a prepared request and answers whatever status the server gave. */
export type Adapter = (request: PreparedRequest) => Promise<HttpResponse>;

/** A call that failed over HTTP: a non-2xx answer (`response`), or no answer at all (network). */
export class HttpError extends Error {
  readonly isHttpError = true;
  constructor(
    readonly request: PreparedRequest,
    readonly response?: HttpResponse,
  ) {
    super(
      response
        ? `Request failed with status code ${response.status}`
        : `Network error: ${request.method} ${request.url}`,
    );
    this.name = 'HttpError';
  }
}

export type HttpClient = {
  defaults: { headers: Record<string, string>; adapter: Adapter };
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
};

type ClientOptions = {
  baseURL: string;
  headers?: Record<string, string>;
  /** Sets the headers of one request (the session token, the language…) just before it is sent. */
  prepare?: (request: PreparedRequest) => void;
  /** Sees each HTTP failure before the caller does (a 401 or 402 answer sends the browser elsewhere). */
  onError?: (error: HttpError) => void;
};

export function createHttpClient(options: ClientOptions): HttpClient {
  const client: HttpClient = {
    defaults: { headers: { ...options.headers }, adapter: fetchAdapter(options.baseURL) },
    async request<T>(config: RequestConfig): Promise<HttpResponse<T>> {
      const request: PreparedRequest = {
        ...config,
        method: (config.method ?? 'GET').toUpperCase(),
        headers: { ...client.defaults.headers, ...config.headers },
      };
      options.prepare?.(request);
      let response: HttpResponse;
      try {
        response = await client.defaults.adapter(request);
      } catch (error) {
        if (error instanceof HttpError) options.onError?.(error);
        throw error;
      }
      if (response.status >= 200 && response.status < 300) return response as HttpResponse<T>;
      const error = new HttpError(request, response);
      options.onError?.(error);
      throw error;
    },
  };
  return client;
}

/**
 * Asks for the answer in the page's language (`<html lang>`, which lib/i18n.ts keeps on the
 * chosen language): the server writes its error messages in it (docs/adr/0007-api-errors-translated-on-the-server.md).
 */
export function acceptPageLanguage(request: PreparedRequest): void {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) request.headers['Accept-Language'] = language;
}

/** `?a=1&b=x` of the defined parameters, or '' when there are none. */
export function queryString(params: RequestConfig['params']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The request's body; a JSON body also sets its Content-Type (unless the caller set one). */
function bodyOf(request: PreparedRequest): BodyInit | undefined {
  const { data } = request;
  if (data === undefined) return undefined;
  if (typeof data === 'string' || data instanceof Blob || data instanceof FormData) return data;
  if (!Object.keys(request.headers).some((h) => h.toLowerCase() === 'content-type'))
    request.headers['Content-Type'] = 'application/json';
  return JSON.stringify(data);
}

async function readBody(response: Response, type: RequestConfig['responseType']): Promise<unknown> {
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text' || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The real transport. The browser's HTTP cache applies as to any fetch: a schedule read answered
 * 304 reaches the caller as the kept 200 (docs/adr/0008-schedule-version-and-cache.md).
 */
function fetchAdapter(baseURL: string): Adapter {
  return async (request) => {
    const body = bodyOf(request);
    let response: Response;
    try {
      response = await fetch(`${baseURL}${request.url}${queryString(request.params)}`, {
        method: request.method,
        body,
        headers: request.headers,
      });
    } catch {
      throw new HttpError(request);
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
    return { status: response.status, data: await readBody(response, request.responseType), headers };
  };
}
