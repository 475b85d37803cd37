import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosInstance, Method } from 'axios';
import type { ApiError } from '@/api/client';
import { NO_ANSWER } from '@/api/client/noAnswer';
import type { ResponseSchemaName } from './responseSchemas';

export interface ApiRequest {
  url: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** See AxiosRequestConfig.authRedirect. */
  authRedirect?: boolean;
}

/** An endpoint's `extraOptions`: the schema its raw answer must match, before any transform. */
export interface ApiRequestOptions {
  response?: ResponseSchemaName;
}

/** What the base query needs of a schema (a zod schema has it). */
export interface ResponseCheck {
  safeParse: (
    data: unknown,
  ) => { success: true; data: unknown } | { success: false; error: { message: string } };
}

/** The client and its failure conversion, loaded after the first paint. */
export interface CacheTransport {
  client: AxiosInstance;
  toApiError: (failure: unknown) => ApiError;
}

/**
 * RTK Query over our axios instance: the client's rules apply to every cached call, and an answer
 * that does not match its schema means the services are wrong, whatever the status said.
 */
export function axiosBaseQuery(
  load: () => Promise<CacheTransport>,
  loadSchema: (name: ResponseSchemaName) => Promise<ResponseCheck>,
): BaseQueryFn<ApiRequest, unknown, ApiError, ApiRequestOptions> {
  return async (
    { url, method = 'GET', data, params, headers, authRedirect },
    { signal },
    options,
  ) => {
    // The schema's chunk downloads while the request is out; a failed call never needs it.
    const schema = options?.response ? loadSchema(options.response) : undefined;
    schema?.catch(() => undefined);
    let transport: CacheTransport;
    try {
      transport = await load();
    } catch {
      // The client's chunk did not arrive: the network is gone, as for any call.
      return { error: NO_ANSWER };
    }
    let body: unknown;
    try {
      const response = await transport.client.request({
        url,
        method,
        data,
        params,
        ...(headers ? { headers } : {}),
        signal,
        ...(authRedirect === undefined ? {} : { authRedirect }),
      });
      body = response.status === 204 ? null : response.data;
    } catch (failure) {
      return { error: transport.toApiError(failure) };
    }
    if (!schema) return { data: body };
    let check: ResponseCheck;
    try {
      check = await schema;
    } catch {
      return { error: NO_ANSWER };
    }
    const checked = check.safeParse(body);
    if (checked.success) return { data: checked.data };
    return {
      error: { status: 'PARSE_ERROR', code: 'wrong_services', message: checked.error.message },
    };
  };
}
