/**
 * A stable id of this browser: the place payload's `meta.device_id` (kept in local storage, as the slip needs it
 * to work) and, with analytics consent, the device-id cookie of the spec (7300 days) carrying the same id.
 */
import type { CookieLifetime } from '../cookies';

export const DEVICE_ID_COOKIE = 'deviceId';
export const DEVICE_ID_LIFETIME: CookieLifetime = { days: 7300 };

const DEVICE_ID_KEY = 'sb.device-id';
let cachedDeviceId: string | null = null;

/** This browser's id; made and stored on first use. */
export function deviceId(): string {
  if (cachedDeviceId) return cachedDeviceId;
  let id: string | null = null;
  try {
    id = window.localStorage.getItem(DEVICE_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(DEVICE_ID_KEY, id);
    }
  } catch {
    id ??= `web-${Date.now().toString(36)}`;
  }
  cachedDeviceId = id;
  return id;
}
