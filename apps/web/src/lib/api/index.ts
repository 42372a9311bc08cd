/** Public face of the API client: import from `@/lib/api`. */
export { ApiError, isApiError, NETWORK_ERROR_CODE } from './api-error';
export { apiUrl } from './base-url';
export {
  acceptLanguageOf,
  apiFetch,
  sessionHeaders,
  setUnauthorizedHook,
} from './client';
