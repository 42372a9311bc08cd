/**
 * The data layer (spec platform §7 "Tracking and cookies"): `window.dataLayer`, created by the app once the
 * visitor has allowed analytics (features/consent), never before; events pushed earlier are dropped, not queued.
 * Every event carries the context of the spec: the user (id only: never an e-mail, a name or anything else
 * personal), the screen size, the locale and the page.
 */

export type DataLayerEvent =
  | 'place_bet_success'
  | 'placed_bet'
  | 'outcome_add_click'
  | 'outcome_delete_click';

/** Event fields: flat values only, so nothing nested (a whole player object) can slip in. */
export type EventFields = Record<string, string | number | boolean | null | readonly (string | number)[]>;

export interface TrackingContext {
  userId: string | null;
  locale: string;
  page: { path: string; name: string | null };
  screen: { width: number; height: number };
}

/** One data-layer entry: the event, its fields, then the context (which the fields cannot overwrite). */
export function eventPayload(event: DataLayerEvent, fields: EventFields, context: TrackingContext) {
  return {
    ...fields,
    event,
    user: { id: context.userId },
    screen_size: `${context.screen.width}x${context.screen.height}`,
    locale: context.locale,
    page: { path: context.page.path, name: context.page.name },
  };
}

type DataLayer = unknown[];
declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

let enabled = false;
let userId: string | null = null;

/** The signed-in player's id (null when signed out); the session keeps it current. */
export function setTrackedUser(id: string | null): void {
  userId = id;
}

/** Creates `window.dataLayer` (keeping a host's entries) and lets events through from now on. */
export function enableDataLayer(): DataLayer {
  window.dataLayer ??= [];
  enabled = true;
  return window.dataLayer;
}

/** The context as the page is now: its locale and name are on <body> (data-locale, data-page). */
function currentContext(): TrackingContext {
  const body = document.body;
  return {
    userId,
    locale: body.dataset.locale ?? document.documentElement.lang,
    page: { path: window.location.pathname, name: body.dataset.page ?? null },
    screen: { width: window.innerWidth, height: window.innerHeight },
  };
}

/** Pushes an event when the visitor allowed analytics; does nothing otherwise (or on the server). */
export function track(event: DataLayerEvent, fields: EventFields = {}): void {
  if (!enabled || typeof window === 'undefined' || !window.dataLayer) return;
  window.dataLayer.push(eventPayload(event, fields, currentContext()));
}
