/**
 * The realtime events published today (spec section 7, "Realtime messaging"). The names are the wire names the
 * web app switches on; the payload schemas belong to packages/contract.
 */
export const REALTIME_EVENTS = {
  matchChanged: 'match_changed',
  marketsChanged: 'markets_changed',
  matchStatusChanged: 'match_status_changed',
  providerStatusChanged: 'provider_status_changed',
  balanceChanged: 'balance_changed',
  limitsChanged: 'limits_changed',
  bonusIssued: 'bonus_issued',
  tournamentPoolChanged: 'tournament_pool_changed',
} as const;

/** One of the wire names in {@link REALTIME_EVENTS}. */
export type RealtimeEventType = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** The data of every publication: which event, and its payload. */
export interface RealtimeEvent<T = unknown> {
  type: RealtimeEventType;
  data: T;
}

/** Wraps a payload in the event envelope, e.g. `realtime.publish(matchChannel(7), realtimeEvent('markets_changed', m))`. */
export function realtimeEvent<T>(type: RealtimeEventType, data: T): RealtimeEvent<T> {
  return { type, data };
}
