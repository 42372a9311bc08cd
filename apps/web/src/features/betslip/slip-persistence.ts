/**
 * The slip in session storage (spec core-betting §4 "Persistence": bets, the bet-slip toggle, the ticket state
 * and the quick bet live for the browser session). What is read back is untrusted: every item is checked with a
 * schema (readers of lib/read-json.ts), and an item that fails is removed and ignored, so a corrupt or outdated
 * entry never breaks the page.
 *
 * Bonuses are not kept: they belong to the player's current offers and are chosen again when loaded.
 */
import {
  BET_STATES,
  BET_TYPES,
  MAX_SELECTIONS,
  type Money,
  newBet,
  type PlacedBet,
  PROVIDERS,
  type QuickBetState,
  type SlipPanelState,
  selectionId,
  type TicketEntry,
  type TicketStateName,
} from '@sportsbook/domain';
import {
  array,
  boolean,
  decimalOdds,
  INVALID,
  integer,
  nullable,
  object,
  oneOf,
  type Reader,
  type ReadType,
  refine,
  string,
} from '@/lib/read-json';

/** Session storage keys, one per item the spec lists. */
export const STORAGE_KEYS = {
  bets: 'sb.betslip.bets',
  toggle: 'sb.betslip.toggle',
  ticketState: 'sb.betslip.ticket-state',
  quickBet: 'sb.betslip.quick-bet',
} as const;

// The contract's unit schemas (common/units.ts), read without zod: this module loads with the slip's engine on
// every page, right after hydration, where zod's size would count. slip-persistence.test.ts checks these readers against the same shapes written in zod.
const odds = decimalOdds;
const stake = integer((n) => n >= 0) as Reader<Money>;
const positive = integer((n) => n > 0);

const readSelection = refine(
  object({
    id: string(),
    matchId: positive,
    matchUrnId: string(),
    matchSlug: string(),
    marketId: positive,
    marketName: string(),
    specifier: string(),
    outcomeId: string(1),
    outcomeName: string(),
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    provider: oneOf(PROVIDERS),
    type: oneOf(['match', 'outright'] as const),
    matchStatus: oneOf(['prematch', 'live', 'others'] as const),
    nameA: string(),
    nameB: string(),
    sportKey: string(),
    categoryName: string(),
    // Missing in slips stored before the league was kept: unknown, which relates to nothing.
    tournamentId: (v: unknown) => (v === undefined || v === null ? null : positive(v)),
    marketGroup: string(),
    active: boolean,
    isSuspended: boolean,
    isChanged: boolean,
    isNotAvailable: boolean,
  }),
  // The id must be the selection identity.
  (s) => s.id === selectionId(s),
);

const entryShape = {
  stake,
  currency: string(1),
  subunits: positive,
  betType: oneOf(BET_TYPES),
  customOdds: nullable(odds),
  selections: array(readSelection, 1, MAX_SELECTIONS),
  stakeSource: nullable(oneOf(['user', 'preset', 'potential_win', 'sharing', 'freebet'] as const)),
  systemType: nullable(object({ totalCount: integer((n) => n >= 1), winCount: integer((n) => n >= 1) })),
};
const readEntry = object(entryShape);
type StoredEntry = ReadType<typeof readEntry>;

const readBets = array(readEntry, 0, MAX_SELECTIONS);

const readPanel = object({ isOpen: boolean, tab: oneOf(['BET_SLIP', 'MY_BETS'] as const) });

const readQuickBet = object({
  isEnabled: boolean,
  stake,
  currency: string(1),
  subunits: positive,
  isApproved: boolean,
});

const readPlacedBet = object({
  betId: string(),
  ref: string(),
  status: oneOf(BET_STATES),
  isVip: boolean,
  selections: array(object({ id: string(), odds })),
});

const readTicketState = object({
  ticketState: oneOf(['initial', 'odds_changed', 'processing', 'success', 'error'] as const),
  /** The success view survives a reload: what was placed, with the bets as they were. */
  receipt: array(object({ ...entryShape, betId: nullable(string()), status: nullable(oneOf(BET_STATES)) })),
  placedBets: array(readPlacedBet),
});

/** The reader of each stored item, by the item's key in {@link STORAGE_KEYS} (for tests). */
export const STORED_ITEM_READERS = {
  bets: readBets,
  toggle: readPanel,
  quickBet: readQuickBet,
  ticketState: readTicketState,
} as const;

/** The slip's stored items; null for an item that is missing or was dropped as invalid. */
export interface StoredSlip {
  bets: TicketEntry[] | null;
  panel: SlipPanelState | null;
  quickBet: Pick<QuickBetState, 'isEnabled' | 'stake' | 'currency' | 'subunits' | 'isApproved'> | null;
  ticket: { ticketState: TicketStateName; receipt: TicketEntry[]; placedBets: PlacedBet[] } | null;
}

/** A stored entry back as a full ticket entry (bonus fields empty). */
function toEntry(e: StoredEntry, extra: Partial<TicketEntry> = {}): TicketEntry {
  return { ...newBet(e, e.selections), ...e, ...extra };
}

/** What is stored of an entry: no bonus, no per-bet messages, no placement fields. */
function fromEntry(bet: TicketEntry) {
  return {
    stake: bet.bonus ? 0 : bet.stake,
    currency: bet.currency,
    subunits: bet.subunits,
    betType: bet.betType,
    customOdds: bet.customOdds,
    selections: bet.selections,
    stakeSource: bet.stakeSource === 'freebet' ? null : bet.stakeSource,
    systemType: bet.systemType,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can throw on access (blocked cookies, sandboxed iframe): the slip then just is not kept.
    return null;
  }
}

function readItem<T>(store: Storage, key: string, read: Reader<T>): T | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    const value = read(JSON.parse(raw));
    if (value !== INVALID) return value;
  } catch {
    // Not JSON: dropped below like any other invalid item.
  }
  store.removeItem(key);
  return null;
}

/** Reads every stored item, dropping the invalid ones. */
export function loadStoredSlip(): StoredSlip {
  const store = storage();
  if (!store) return { bets: null, panel: null, quickBet: null, ticket: null };
  const bets = readItem(store, STORAGE_KEYS.bets, readBets);
  const ticket = readItem(store, STORAGE_KEYS.ticketState, readTicketState);
  return {
    bets: bets ? bets.map((b) => toEntry(b)) : null,
    panel: readItem(store, STORAGE_KEYS.toggle, readPanel),
    quickBet: readItem(store, STORAGE_KEYS.quickBet, readQuickBet) as StoredSlip['quickBet'],
    ticket: ticket && {
      ticketState: ticket.ticketState,
      placedBets: ticket.placedBets,
      receipt: ticket.receipt.map(({ betId, status, ...e }) => toEntry(e, { betId, status })),
    },
  };
}

/** The parts of the slip's state that are stored. */
export interface SlipSnapshot {
  bets: readonly TicketEntry[];
  panel: SlipPanelState;
  quickBet: QuickBetState;
  ticketState: TicketStateName;
  receipt: readonly TicketEntry[];
  placedBets: readonly PlacedBet[];
}

function write(store: Storage, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage gone: keeping the slip is a convenience, never worth an error.
  }
}

/** Writes the items of `next` that differ from `previous` (all of them without a previous snapshot). */
export function saveSlip(next: SlipSnapshot, previous: SlipSnapshot | null): void {
  const store = storage();
  if (!store) return;
  if (next.bets !== previous?.bets) write(store, STORAGE_KEYS.bets, next.bets.map(fromEntry));
  if (next.panel !== previous?.panel) write(store, STORAGE_KEYS.toggle, next.panel);
  if (next.quickBet !== previous?.quickBet) {
    const { isEnabled, stake, currency, subunits, isApproved } = next.quickBet;
    write(store, STORAGE_KEYS.quickBet, { isEnabled, stake, currency, subunits, isApproved });
  }
  if (
    next.ticketState !== previous?.ticketState ||
    next.receipt !== previous.receipt ||
    next.placedBets !== previous.placedBets
  ) {
    write(store, STORAGE_KEYS.ticketState, {
      ticketState: next.ticketState,
      receipt: next.receipt.map((b) => ({ ...fromEntry(b), betId: b.betId, status: b.status })),
      placedBets: next.placedBets,
    });
  }
}
