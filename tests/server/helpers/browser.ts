import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE } from '../../../src/contract/common';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send X-CSRFToken from the jar's csrftoken cookie (what the client's fetch wrapper does). Default true. */
  csrf?: boolean;
  remoteAddress?: string;
}

/** A cookie-keeping client over app.inject, acting like the browser running the SPA. */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  get(url: string, options: RequestOptions = {}) {
    return this.request('GET', url, options);
  }

  post(url: string, options: RequestOptions = {}) {
    return this.request('POST', url, options);
  }

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const token = this.cookies.get(CSRF_COOKIE);
    if ((options.csrf ?? true) && token && method !== 'GET') headers['x-csrftoken'] = token;
    const inject: InjectOptions = {
      method,
      url,
      headers,
      remoteAddress: options.remoteAddress ?? this.remoteAddress,
    };
    if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
    const response = await this.app.inject(inject);
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** whoami (for the CSRF cookie) then login, as the login screen does. */
  async logIn(username: string, password: string, remember?: boolean): Promise<LightMyRequestResponse> {
    await this.get('/api/whoami/');
    return this.post('/api/login/', {
      body: { username, password, ...(remember === undefined ? {} : { remember }) },
    });
  }
}
