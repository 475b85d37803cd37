import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosInstance, Method } from 'axios';
import { toApiError, type ApiError } from '@/api/client';

export interface ApiRequest {
  url: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** See AxiosRequestConfig.authRedirect. */
  authRedirect?: boolean;
}

/**
 * RTK Query over our axios instance: the client's rules apply to every cached call, and every
 * failure is an ApiError. Answers are checked by each endpoint's own schema (`responseSchema` or
 * `rawResponseSchema`, see baseApi).
 */
export function axiosBaseQuery(client: AxiosInstance): BaseQueryFn<ApiRequest, unknown, ApiError> {
  return async ({ url, method = 'GET', data, params, headers, authRedirect }, { signal }) => {
    try {
      const response = await client.request({
        url,
        method,
        data,
        params,
        ...(headers ? { headers } : {}),
        signal,
        ...(authRedirect === undefined ? {} : { authRedirect }),
      });
      return { data: response.status === 204 ? null : response.data };
    } catch (failure) {
      return { error: toApiError(failure) };
    }
  };
}
