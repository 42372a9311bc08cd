/**
 * The slip in session storage (spec core-betting §4 "Persistence": bets, the bet-slip toggle, the ticket state
 * and the quick bet live for the browser session). What is read back is untrusted: every item is checked with a
 * schema, and an item that fails is removed and ignored, so a corrupt or outdated entry never breaks the page.
 *
 * Bonuses are not kept: they belong to the player's current offers and are chosen again when loaded.
 */
import { DecimalOddsSchema, MoneySchema, ProviderSchema } from '@sportsbook/contract';
import {
  BET_STATES,
  BET_TYPES,
  MAX_SELECTIONS,
  newBet,
  type PlacedBet,
  type QuickBetState,
  type SlipPanelState,
  selectionId,
  type TicketEntry,
  type TicketStateName,
} from '@sportsbook/domain';
import { z } from 'zod';

/** Session storage keys, one per item the spec lists. */
export const STORAGE_KEYS = {
  bets: 'sb.betslip.bets',
  toggle: 'sb.betslip.toggle',
  ticketState: 'sb.betslip.ticket-state',
  quickBet: 'sb.betslip.quick-bet',
} as const;

const SelectionSchema = z
  .object({
    id: z.string(),
    matchId: z.number().int().positive(),
    matchUrnId: z.string(),
    matchSlug: z.string(),
    marketId: z.number().int().positive(),
    marketName: z.string(),
    specifier: z.string(),
    outcomeId: z.string().min(1),
    outcomeName: z.string(),
    odds: DecimalOddsSchema,
    acceptedOdds: DecimalOddsSchema,
    initialOdds: DecimalOddsSchema,
    provider: ProviderSchema,
    type: z.enum(['match', 'outright']),
    matchStatus: z.enum(['prematch', 'live', 'others']),
    nameA: z.string(),
    nameB: z.string(),
    sportKey: z.string(),
    categoryName: z.string(),
    marketGroup: z.string(),
    active: z.boolean(),
    isSuspended: z.boolean(),
    isChanged: z.boolean(),
    isNotAvailable: z.boolean(),
  })
  .refine((s) => s.id === selectionId(s), 'the id must be the selection identity');

const SystemTypeSchema = z.object({
  totalCount: z.number().int().min(1),
  winCount: z.number().int().min(1),
});

const EntrySchema = z.object({
  stake: MoneySchema.refine((v) => v >= 0),
  currency: z.string().min(1),
  subunits: z.number().int().positive(),
  betType: z.enum(BET_TYPES),
  customOdds: DecimalOddsSchema.nullable(),
  selections: z.array(SelectionSchema).min(1).max(MAX_SELECTIONS),
  stakeSource: z.enum(['user', 'preset', 'potential_win', 'sharing', 'freebet']).nullable(),
  systemType: SystemTypeSchema.nullable(),
});

const BetsSchema = z.array(EntrySchema).max(MAX_SELECTIONS);

const PanelSchema = z.object({ isOpen: z.boolean(), tab: z.enum(['BET_SLIP', 'MY_BETS']) });

const QuickBetSchema = z.object({
  isEnabled: z.boolean(),
  stake: MoneySchema.refine((v) => v >= 0),
  currency: z.string().min(1),
  subunits: z.number().int().positive(),
  isApproved: z.boolean(),
});

const PlacedBetSchema = z.object({
  betId: z.string(),
  status: z.enum(BET_STATES),
  isVip: z.boolean(),
  selections: z.array(z.object({ id: z.string(), odds: DecimalOddsSchema })),
});

const TicketStateSchema = z.object({
  ticketState: z.enum(['initial', 'odds_changed', 'processing', 'success', 'error']),
  /** The success view survives a reload: what was placed, with the bets as they were. */
  receipt: z.array(
    EntrySchema.extend({ betId: z.string().nullable(), status: z.enum(BET_STATES).nullable() }),
  ),
  placedBets: z.array(PlacedBetSchema),
});

/** The slip's stored items; null for an item that is missing or was dropped as invalid. */
export interface StoredSlip {
  bets: TicketEntry[] | null;
  panel: SlipPanelState | null;
  quickBet: Pick<QuickBetState, 'isEnabled' | 'stake' | 'currency' | 'subunits' | 'isApproved'> | null;
  ticket: { ticketState: TicketStateName; receipt: TicketEntry[]; placedBets: PlacedBet[] } | null;
}

/** A stored entry back as a full ticket entry (bonus fields empty). */
function toEntry(e: z.infer<typeof EntrySchema>, extra: Partial<TicketEntry> = {}): TicketEntry {
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

function readItem<T extends z.ZodType>(store: Storage, key: string, schema: T): z.infer<T> | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
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
  const bets = readItem(store, STORAGE_KEYS.bets, BetsSchema);
  const ticket = readItem(store, STORAGE_KEYS.ticketState, TicketStateSchema);
  return {
    bets: bets ? bets.map((b) => toEntry(b)) : null,
    panel: readItem(store, STORAGE_KEYS.toggle, PanelSchema),
    quickBet: readItem(store, STORAGE_KEYS.quickBet, QuickBetSchema),
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
