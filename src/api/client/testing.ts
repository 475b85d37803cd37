import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { createApiClient } from './createApiClient';

export interface FakeAnswer {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** An adapter that records each request as sent and answers like a server would (tests only). */
export function fakeAdapter(answer: FakeAnswer | 'network-error') {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    if (answer === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.data ?? '',
      headers: new AxiosHeaders(answer.headers ?? {}),
      config,
      request: {},
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  return { adapter, sent };
}

/** An in-memory Storage. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

/**
 * An API client whose every request gets `answer`: signed out, no XSRF cookie, and a router that
 * goes nowhere (tests of what becomes of an answer, not of the client's own steps).
 */
export function fakeApiClient(answer: FakeAnswer | 'network-error') {
  const client = createApiClient({
    baseURL: '/api',
    storage: memoryStorage(),
    readCookie: () => undefined,
    origin: () => undefined,
    navigator: () => ({ location: () => ({ pathname: '/', search: '' }), navigate: () => {} }),
  });
  client.defaults.adapter = fakeAdapter(answer).adapter;
  return client;
}
