/** Public face of the API client: import from `@/lib/api`. */
export { ApiError, isApiError, NETWORK_ERROR_CODE } from './api-error';
export { apiUrl, serverApiUrl } from './base-url';
export type { ApiRequestOptions } from './client';
export {
  acceptLanguageOf,
  apiFetch,
  CSRF_COOKIE,
  CSRF_HEADER,
  readCsrfToken,
  setUnauthorizedHook,
} from './client';
