/**
 * The betting rules' numbers, each with the reason for its value. Money limits are in major units of EUR and
 * converted into a player's currency with the demo rate table (demo-rates.ts).
 */

/**
 * How long a live bet waits before it is accepted: long enough that a goal scored as the bet is sent moves the
 * market first (live feeds lag the pitch by 2-4 s), short enough not to annoy. Configurable (tests use ~100 ms).
 */
export const LIVE_BET_DELAY_MS = 4000;

/** Smallest stake (per line for a system), in tenths of a major unit: 0.10 EUR, 0.10 USD... */
export const MIN_STAKE_TENTHS = 1;

/** Largest total stake of one bet, in EUR; other currencies take its value at the demo rates. */
export const MAX_STAKE_EUR = 10_000;

/**
 * Share of the expected value the book keeps when it buys a bet back. 5% is what books charge on top of the
 * margin already in the odds; it also covers the model's error.
 */
export const CASHOUT_MARGIN = 0.05;

/**
 * How far above the current offer a requested cashout may be and still be taken, in basis points of the offer:
 * the offer the player saw may be one odds tick old; 0.5% keeps that from failing without paying a real move.
 */
export const CASHOUT_TOLERANCE_BP = 50;

/** At most one bet_cashout_changed per bet per this many ms: live odds move every tick (~250 ms). */
export const CASHOUT_PUBLISH_INTERVAL_MS = 1000;

/**
 * Margin of a bet-builder price over the joint fair price: a combination of correlated legs is harder to lay
 * off than a single market, so it carries about twice a main market's margin (5%).
 */
export const CUSTOM_BET_MARGIN = 0.1;

/** How long a share code can be read. */
export const SHARE_CODE_TTL_MS = 30 * 24 * 3_600_000;
