/**
 * The stored-slip readers are as strict as the zod schemas they replaced (kept here, as they were; placed bets
 * use the contract's PlacedBetSchema): for random values and for mutations of valid items, a reader accepts
 * exactly what its schema accepts and reads the same value (unknown keys left out). What they read is typed against the domain's own types (the source of the
 * ticket's shape) at compile time below, so a field added to a ticket entry, a selection, the panel or the quick
 * bet fails typecheck until the reader (and the schemas here) are told about it.
 */
import { DecimalOddsSchema, MoneySchema, PlacedBetSchema, ProviderSchema } from '@sportsbook/contract';
import {
  BET_STATES,
  BET_TYPES,
  MAX_SELECTIONS,
  PROVIDERS,
  type QuickBetState,
  type SlipPanelState,
  selectionId,
  type TicketEntry,
} from '@sportsbook/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INVALID, type Reader, type ReadType } from '@/lib/read-json';
import { STORED_ITEM_READERS } from './slip-persistence';

/** True when A and B are the same type (neither wider: an optional field added to one side makes it false). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Read<K extends keyof typeof STORED_ITEM_READERS> = ReadType<(typeof STORED_ITEM_READERS)[K]>;
/** What a stored bet leaves out: the player's current offers, chosen again on load, and the placing's outcome. */
type NotStored =
  | 'availableBonuses'
  | 'bonus'
  | 'bonusOdds'
  | 'freebetStake'
  | 'betId'
  | 'status'
  | 'isVip'
  | 'messagesByBet'
  | 'jackpots';
const _readersMatchTheDomain: [
  Same<Read<'bets'>[number], Omit<TicketEntry, NotStored>>,
  Same<Read<'toggle'>, SlipPanelState>,
  Same<Read<'quickBet'>, Pick<QuickBetState, 'isEnabled' | 'stake' | 'currency' | 'subunits' | 'isApproved'>>,
] = [true, true, true];

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
    tournamentId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
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

const SCHEMAS: Record<keyof typeof STORED_ITEM_READERS, z.ZodType> = {
  bets: z.array(EntrySchema).max(MAX_SELECTIONS),
  toggle: z.object({ isOpen: z.boolean(), tab: z.enum(['BET_SLIP', 'MY_BETS']) }),
  quickBet: z.object({
    isEnabled: z.boolean(),
    stake: MoneySchema.refine((v) => v >= 0),
    currency: z.string().min(1),
    subunits: z.number().int().positive(),
    isApproved: z.boolean(),
  }),
  ticketState: z.object({
    ticketState: z.enum(['initial', 'odds_changed', 'processing', 'success', 'error']),
    receipt: z.array(
      EntrySchema.extend({ betId: z.string().nullable(), status: z.enum(BET_STATES).nullable() }),
    ),
    // What the server answered a placing with: the contract's own schema.
    placedBets: z.array(PlacedBetSchema),
  }),
};

// Values near every rule's edges, and now and then anything at all (a mutation).
const anything = fc.jsonValue({ maxDepth: 2 });
const maybe = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: anything });
const count = maybe(fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constant(2 ** 53), fc.constant(1.5)));
const oddsValue = maybe(
  fc.oneof(
    fc.integer({ min: 900, max: 5000 }).map((n) => n / 1000),
    fc.constantFrom(1, 1.0005, 2.0001, 0, -2, 3.25),
  ),
);
const money = maybe(fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.constantFrom(0.5, 2 ** 60)));
const text = maybe(fc.oneof(fc.constant(''), fc.string({ maxLength: 4 })));
const flag = maybe(fc.boolean());
const pickOf = <T>(values: readonly T[]) => maybe(fc.constantFrom(...values, 'other' as T));

const selection = fc
  .record({
    matchId: count,
    matchUrnId: text,
    matchSlug: text,
    marketId: count,
    marketName: text,
    specifier: text,
    outcomeId: text,
    outcomeName: text,
    odds: oddsValue,
    acceptedOdds: oddsValue,
    initialOdds: oddsValue,
    provider: pickOf(PROVIDERS),
    type: pickOf(['match', 'outright']),
    matchStatus: pickOf(['prematch', 'live', 'others']),
    nameA: text,
    nameB: text,
    sportKey: text,
    categoryName: text,
    tournamentId: maybe(fc.option(count, { nil: null })),
    marketGroup: text,
    active: flag,
    isSuspended: flag,
    isChanged: flag,
    isNotAvailable: flag,
    extra: fc.option(anything, { nil: undefined }),
  })
  .chain((s) =>
    fc
      .oneof(
        { weight: 8, arbitrary: fc.constant(selectionId(s as never)) },
        { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
      )
      .map((id) => ({ id, ...s })),
  );

const entryFields = {
  stake: money,
  currency: text,
  subunits: count,
  betType: pickOf(BET_TYPES),
  customOdds: maybe(fc.option(oddsValue, { nil: null })),
  selections: maybe(fc.array(selection, { minLength: 0, maxLength: 3 })),
  stakeSource: pickOf(['user', 'preset', 'potential_win', 'sharing', 'freebet', null]),
  systemType: maybe(fc.option(fc.record({ totalCount: count, winCount: count }), { nil: null })),
};

const ITEMS: Record<keyof typeof STORED_ITEM_READERS, fc.Arbitrary<unknown>> = {
  bets: maybe(fc.array(fc.record(entryFields), { maxLength: 3 })),
  toggle: maybe(fc.record({ isOpen: flag, tab: pickOf(['BET_SLIP', 'MY_BETS']) })),
  quickBet: maybe(
    fc.record({ isEnabled: flag, stake: money, currency: text, subunits: count, isApproved: flag }),
  ),
  ticketState: maybe(
    fc.record({
      ticketState: pickOf(['initial', 'odds_changed', 'processing', 'success', 'error']),
      receipt: maybe(
        fc.array(
          fc.record({
            ...entryFields,
            betId: maybe(fc.option(fc.string({ maxLength: 3 }), { nil: null })),
            status: pickOf([...BET_STATES, null]),
          }),
          { maxLength: 2 },
        ),
      ),
      placedBets: maybe(
        fc.array(
          fc.record({
            betId: text,
            ref: text,
            status: pickOf(BET_STATES),
            isVip: flag,
            selections: maybe(fc.array(fc.record({ id: text, odds: oddsValue }), { maxLength: 2 })),
          }),
          { maxLength: 2 },
        ),
      ),
    }),
  ),
};

function sameAsSchema(read: Reader<unknown>, schema: z.ZodType, value: unknown): void {
  const parsed = schema.safeParse(value);
  const read1 = read(value);
  if (parsed.success) expect(read1).toEqual(parsed.data);
  else expect(read1).toBe(INVALID);
}

describe('stored slip readers', () => {
  for (const key of Object.keys(STORED_ITEM_READERS) as (keyof typeof STORED_ITEM_READERS)[]) {
    it(`${key}: accept and read exactly what the zod schema does`, () => {
      let accepted = 0;
      fc.assert(
        fc.property(ITEMS[key], (value) => {
          sameAsSchema(STORED_ITEM_READERS[key], SCHEMAS[key], value);
          if (SCHEMAS[key].safeParse(value).success) accepted++;
        }),
        // A fixed seed: the same 1,000 values every run, so a failure reproduces (and CI does not flake).
        { numRuns: 1000, seed: 20261122 },
      );
      // The generators must reach valid items too, or the property says little.
      expect(accepted).toBeGreaterThan(10);
      // 1,000 deep values take about 1 s alone and several on a loaded 2-core machine: room, not a speed test.
    }, 30_000);
  }
});
